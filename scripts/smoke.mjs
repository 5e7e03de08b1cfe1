#!/usr/bin/env node
// A short API smoke of the built product on the Node that runs this script (CI runs it on Node 24,
// ADR 0004): starts services/api/dist/main.js on a fresh DATA_DIR with the demo data, then signs in
// through the spec's login flow, submits an accreditation request, approves it and marks the
// approved person at a door. Prints each step; exits 1 at the first failure.
// Usage: node scripts/smoke.mjs   (after `node scripts/build.mjs --server-only`)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureSqliteBinding } from './native-sqlite.mjs';
import { base, call, id, port, signIn, step } from './smoke-client.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
async function waitReady(server) {
  for (let i = 0; i < 240; i++) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    const health = await fetch(`${base}/health`).then(
      (r) => (r.ok ? r.json() : null),
      () => null,
    );
    if (health && health.projections.every((p) => p.lag === 0) && health.head > 0) {
      // the seed appends while the projections follow: ready once the head stops moving
      await new Promise((r) => setTimeout(r, 1000));
      const again = await fetch(`${base}/health`).then((r) => r.json());
      if (again.head === health.head && again.projections.every((p) => p.lag === 0)) return;
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the server did not become ready in 120 s');
}

/** The request's six picked fields, as the form offers them: each catalogue's first active item. */
async function pickFields(token) {
  const first = async (catalogId) => {
    const page = await call('GET', `/api/SistemaCatalogo/${catalogId}/listar`, {
      token,
      query: { skip: '0', take: '1', filter: JSON.stringify(['active', '=', 'S']) },
    });
    if (!page.data[0]) throw new Error(`the catalogue ${catalogId} has no active item`);
    return page.data[0].code;
  };
  const positions = await call('GET', '/api/AdministracionCargo/listar', {
    token,
    query: { skip: '0', take: '1' },
  });
  if (!positions.data[0]) throw new Error('the client has no position');
  return {
    place: await first('places'),
    profile: await first('accreditation-profiles'),
    organisationalUnit: await first('organisational-units'),
    costCenter: await first('cost-centers'),
    function: await first('functions'),
    positionId: positions.data[0].positionId,
  };
}

/** The first thousand rows of a grid call. */
const firstThousand = async (path, token) =>
  (await call('GET', path, { token, query: { skip: '0', take: '1000' } })).data;

/** A contract of the demo data and a person of its company free to be accredited under it. */
async function freePersonAndContract(requester) {
  const people = await firstThousand('/api/AdministracionPersona/listar', requester);
  const requests = await firstThousand('/api/AcreditacionSolicitud/listar', requester);
  const contracts = await call('GET', '/api/AdministracionContrato/obtenerTodos', {
    token: requester,
  });
  const busy = new Set(
    requests.filter((r) => ['I', 'P', 'O', 'A'].includes(r.status)).map((r) => r.personId),
  );
  const free = (c) =>
    people.find(
      (p) =>
        p.companyId === c.companyId &&
        !busy.has(p.personId) &&
        (p.state ?? 'active') === 'active' &&
        !p.accreditedClients.includes(c.clientId),
    );
  const contract = (Array.isArray(contracts) ? contracts : contracts.data).find((c) => free(c));
  const person = contract && free(contract);
  if (!person || !contract) throw new Error('no contract with a free person in the demo data');
  return { person, contract };
}

/** The requester submits an accreditation request for the person, from the site's today. */
async function submitRequest(requester, { person, contract }) {
  // the site's today (its time zone, not UTC: after 19:00 in Lima, UTC is already tomorrow)
  const { timeZone } = await call('GET', '/api/SistemaSitio/obtener', {});
  const today = new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());
  const end = contract.endDate.slice(0, 10);
  const picked = await pickFields(requester);
  const submitted = await call('POST', '/api/AcreditacionSolicitud/registrar', {
    token: requester,
    body: {
      commandId: id('smoke-sub'),
      personId: person.personId,
      contractId: contract.contractId,
      startDate: today,
      endDate: end,
      reason: 'Smoke test',
      ...picked,
    },
  });
  step(`submitted request ${submitted.id} for ${person.personId}`);
  return submitted;
}

/** The administrator marks the person's entry at a door of the contract's client: granted. */
async function markEntry(admin, { person, contract }) {
  const zones = await call('GET', '/api/AccesoZona/ocupacion', { token: admin });
  // a door of the contract's client (the administrator sees every client's zones, in any order)
  const door = zones.filter((z) => z.clientId === contract.clientId).flatMap((z) => z.doors)[0];
  if (!door) throw new Error(`no door of client ${contract.clientId}`);
  const mark = await call('POST', '/api/AccesoMarcacion/registrar', {
    token: admin,
    body: {
      commandId: id('smoke-mrk'),
      personId: person.personId,
      doorId: door.doorId,
      direction: 'E',
    },
  });
  if (!mark.granted) throw new Error(`the door mark was denied: ${mark.reason}`);
  step(`door mark at ${door.name}: granted`);
}

async function run() {
  const requester = await signIn('SOLICITANTE');
  const approver = await signIn('APROBADOR');
  const admin = await signIn('ADMIN');
  step('signed in as SOLICITANTE, APROBADOR and ADMIN');
  const candidate = await freePersonAndContract(requester);
  const submitted = await submitRequest(requester, candidate);
  await call('POST', '/api/AcreditacionSolicitud/aprobar', {
    token: approver,
    body: { commandId: id('smoke-apr'), requestId: submitted.id },
  });
  step('approved it');
  await markEntry(admin, candidate);
}

/** The built API server on `port` with its data in `dataDir`, and the promise of its exit. */
function startServer(dataDir) {
  const server = spawn(process.execPath, [join(root, 'services', 'api', 'dist', 'main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SERVE_WEB: 'false',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) =>
    server.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return { server, exited };
}

async function main() {
  ensureSqliteBinding();
  const dataDir = mkdtempSync(join(tmpdir(), 'faena-smoke-'));
  process.stdout.write(`smoke on Node ${process.version}, data in ${dataDir}\n`);
  const { server, exited } = startServer(dataDir);
  try {
    await waitReady(server);
    step('server ready');
    await run();
    // a clean stop is part of the smoke: better-sqlite3 12 aborted Node 24 at shutdown (ADR 0004)
    server.kill('SIGTERM');
    const { code, signal } = await exited;
    if (code !== 0)
      throw new Error(`the server did not stop cleanly: code ${code}, signal ${signal}`);
    step('server stopped cleanly (exit code 0)');
    process.stdout.write(`smoke PASSED on Node ${process.version}\n`);
  } finally {
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  process.stderr.write(`smoke FAILED: ${err.stack ?? err}\n`);
  process.exit(1);
});
