import { io } from 'socket.io-client';
import { benchContract } from '../lib/bench-records.mjs';
import { loadDir } from '../lib/datasets.mjs';
import { bulkFile, upload } from '../lib/bulk-file.mjs';
import { callJson, startServer } from '../lib/server.mjs';
import { summarize } from '../lib/stats.mjs';

/** Resolves when the user's bulk room says the batch reached `phase` (pushes over the socket). */
function phaseWatcher(url, token) {
  const socket = io(url, { transports: ['websocket'], auth: { token }, forceNew: true });
  const waiting = [];
  const reached = new Map();
  socket.on('rt.changes', (batch) => {
    for (const m of batch) {
      if (m.kind !== 'bulk.progress') continue;
      reached.set(`${m.payload.batchId}:${m.payload.phase}`, m.payload);
      for (const w of waiting.splice(0)) w();
    }
  });
  const joined = new Promise((resolve, reject) =>
    socket.on('connect', () =>
      socket.emit('rt.join', { room: 'bulk:SOLICITANTE' }, (ack) =>
        ack?.ok ? resolve() : reject(new Error(`join refused: ${JSON.stringify(ack)}`)),
      ),
    ),
  );
  const until = async (batchId, phase) => {
    while (!reached.has(`${batchId}:${phase}`)) await new Promise((r) => waiting.push(r));
    return reached.get(`${batchId}:${phase}`);
  };
  return { joined, until, close: () => socket.disconnect() };
}

/** Other users' calls in a closed loop (an approver's grid page) until `stop` resolves; their latencies. */
async function otherCalls(server, { token, callers, stop }) {
  const latencies = [];
  let done = false;
  void stop.then(() => (done = true));
  const loop = async () => {
    while (!done) {
      const r = await callJson(server.agent, server.url, {
        method: 'GET',
        path: '/api/AcreditacionSolicitud/listar?skip=0&take=20',
        token,
      });
      if (r.status === 200) latencies.push(r.ms);
    }
  };
  await Promise.all(Array.from({ length: callers }, loop));
  return latencies;
}

const QUERY = { profile: 'OPERATIVO', place: 'TOQUEPALA', fileName: 'bench.xlsx' };

/** Upload → validated → sent, timed from the upload, with the pushed phases' counts. */
async function runBulk({ server, watcher, requester, bytes }) {
  const contract = benchContract(0);
  const query = { companyId: contract.companyId, contractId: contract.contractId, ...QUERY };
  const started = performance.now();
  const loaded = await upload(server, { token: requester, query, bytes });
  if (loaded.status !== 201)
    throw new Error(`upload: ${loaded.status} ${JSON.stringify(loaded.body)}`);
  const { batchId } = loaded.body.result;
  const validated = await watcher.until(batchId, 'validated');
  const validatedMs = performance.now() - started;
  const sent = await callJson(server.agent, server.url, {
    method: 'POST',
    path: '/api/AcreditacionMasiva/enviar',
    body: { commandId: `bench-bulk-${Date.now()}`, batchId },
    token: requester,
  });
  if (sent.status !== 200) throw new Error(`send: ${sent.status} ${JSON.stringify(sent.body)}`);
  const done = await watcher.until(batchId, 'sent');
  return { validated, validatedMs, done, ms: performance.now() - started };
}

/** The bulk run with other users' calls around it: before (the baseline) and during. */
async function measure(ctx, server) {
  const { rows, callers, baselineS } = ctx.sizes.bulk;
  const requester = await server.signIn('SOLICITANTE');
  const approver = await server.signIn('APROBADOR');
  const bytes = await bulkFile(rows);
  const quietFor = new Promise((r) => setTimeout(r, baselineS * 1000));
  const quiet = summarize(await otherCalls(server, { token: approver, callers, stop: quietFor }));
  const watcher = phaseWatcher(server.url, requester);
  await watcher.joined;
  let finish;
  const stop = new Promise((r) => (finish = r));
  const during = otherCalls(server, { token: approver, callers, stop });
  try {
    const run = await runBulk({ server, watcher, requester, bytes });
    finish();
    return { ...run, others: summarize(await during), quiet };
  } finally {
    finish();
    watcher.close();
  }
}

function rowsOf(ctx, { validated, validatedMs, done, ms, others, quiet }) {
  const { rows, callers } = ctx.sizes.bulk;
  const perSec = (rows * 1000) / ms;
  ctx.log(
    `  bulk: ${rows} rows validated in ${(validatedMs / 1000).toFixed(1)} s (${validated.counts.successful} successful), sent in ${((ms - validatedMs) / 1000).toFixed(1)} s (${done.counts.processed} processed) = ${Math.round(perSec)} rows/s; others' p99 ${others.p99.toFixed(0)} ms during vs ${quiet.p99.toFixed(0)} ms without`,
  );
  const details = { rows, callers, validatedMs, ms, counts: done.counts, others, quiet };
  const missing = rows - done.counts.processed;
  return [
    ctx.row(`bulk rows/s, a ${rows.toLocaleString('en-US')}-row file validated and sent`, {
      value: perSec,
      unit: '/s',
      checks: [{ kind: 'min', of: 'value', limit: 200 }],
      note: missing === 0 ? undefined : `${missing} rows not processed`,
      details,
    }),
    ctx.row(`other users' call p99 during the bulk (${callers} callers)`, {
      value: others.p99,
      unit: 'ms',
      baseline: quiet.p99,
      baselineLabel: 'the same calls with no bulk running',
      checks: [{ kind: 'max', of: 'value', limit: 100 }],
      details: { others, quiet },
    }),
  ];
}

/**
 * A 2,000-row bulk file validated and sent on the real server: rows/s from the upload until every
 * row is processed, and the p99 of other users' calls meanwhile against the same calls' p99 with
 * no bulk running (measured first, same server).
 */
export default {
  name: 'bulk',
  async run(ctx) {
    const dir = await loadDir(ctx, 'bulk', { people: 0, contracts: 1 });
    const server = await startServer({
      dataDir: dir,
      label: 'bulk',
      cpuProfDir: ctx.cpuProfDir,
      log: ctx.log,
    });
    try {
      return rowsOf(ctx, await measure(ctx, server));
    } finally {
      await server.stop();
    }
  },
};
