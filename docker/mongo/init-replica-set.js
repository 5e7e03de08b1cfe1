// Healthcheck of the mongodb service (run by mongosh every few seconds).
// First run: initiates the single-node replica set rs0, advertised as mongodb:27017 so that every
// container on the compose network can reach it (the api and the projector connect with
// mongodb://mongodb:27017/?replicaSet=rs0). Exits non-zero until this node is the writable primary,
// so services that wait for `service_healthy` start only when transactions and writes work.
const NOT_YET_INITIALIZED = 94;
const config = { _id: 'rs0', members: [{ _id: 0, host: 'mongodb:27017' }] };

try {
  rs.status();
} catch (err) {
  if (err.code !== NOT_YET_INITIALIZED) throw err;
  rs.initiate(config);
  print('replica set rs0 initiated');
}

if (!db.hello().isWritablePrimary) {
  print('replica set rs0 has no primary yet');
  quit(1);
}
