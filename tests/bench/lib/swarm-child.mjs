// A swarm of socket.io clients in its own process: connects `count` clients with a token (no
// Origin header, as non-browser clients), joins a room, and records for every change message whose
// payload carries a send time ("bench t=<epoch ms>") the latency send → arrival, in ms. Reads both
// forms of the server's push: `rt.changes` (an array of messages of one room) and `rt.change` (one).
import { io } from 'socket.io-client';

const now = () => performance.timeOrigin + performance.now();
const STAMP = /bench t=(\d+(?:\.\d+)?)/;
const sockets = [];
let latencies = new Float64Array(1 << 16);
let n = 0;
let unmatched = 0;

function record(value) {
  if (n === latencies.length) {
    const bigger = new Float64Array(latencies.length * 2);
    bigger.set(latencies);
    latencies = bigger;
  }
  latencies[n++] = value;
}

function onChanges(messages) {
  const arrived = now();
  if (!Array.isArray(messages)) return onChange(messages, arrived);
  for (const message of messages) onChange(message, arrived);
}

function onChange(message, arrived = now()) {
  const reason = message?.payload?.reason;
  const m = typeof reason === 'string' ? STAMP.exec(reason) : null;
  if (!m || message.kind !== 'request.changed') {
    unmatched += 1;
    return;
  }
  record(arrived - Number(m[1]));
}

function connectOne(url, token, room) {
  return new Promise((resolve) => {
    const socket = io(url, {
      path: '/socket.io',
      transports: ['websocket'],
      auth: { token },
      forceNew: true,
      reconnection: false,
      timeout: 60_000,
    });
    const fail = (why) => {
      socket.close();
      resolve({ ok: false, why: String(why?.message ?? why) });
    };
    socket.once('connect_error', fail);
    socket.once('connect', () => {
      socket.timeout(60_000).emit('rt.join', { room }, (err, ack) => {
        if (err || !ack?.ok) return fail(err ?? ack?.error ?? 'join refused');
        socket.on('rt.changes', onChanges);
        socket.on('rt.change', onChanges);
        sockets.push(socket);
        resolve({ ok: true });
      });
    });
  });
}

async function connect({ url, token, room, count, concurrency }) {
  const started = now();
  let next = 0;
  const failures = [];
  const worker = async () => {
    while (next < count) {
      next += 1;
      const r = await connectOne(url, token, room);
      if (!r.ok) failures.push(r.why);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  process.send({
    type: 'ready',
    joined: sockets.length,
    failed: failures.length,
    firstFailure: failures[0] ?? null,
    ms: now() - started,
  });
}

process.on('message', async (msg) => {
  if (msg.cmd === 'connect') await connect(msg);
  else if (msg.cmd === 'count') process.send({ type: 'count', n, unmatched });
  else if (msg.cmd === 'collect') {
    process.send({ type: 'latencies', values: latencies.slice(0, n), unmatched });
    n = 0;
    unmatched = 0;
  } else if (msg.cmd === 'close') {
    for (const s of sockets) s.close();
    process.send({ type: 'closed' });
    setTimeout(() => process.exit(0), 50);
  }
});
process.send({ type: 'started' });
