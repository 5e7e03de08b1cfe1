import http from 'node:http';
import ExcelJS from 'exceljs';
import { io } from 'socket.io-client';
import { benchContract, loadDir } from '../lib/datasets.mjs';
import { callJson, startServer } from '../lib/server.mjs';
import { summarize } from '../lib/stats.mjs';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** The template's columns (the upload takes their keys as headers too). */
const COLUMNS = [
  'documentType',
  'documentNumber',
  'surnames',
  'names',
  'gender',
  'birthDate',
  'startDate',
  'endDate',
  'reason',
  'observation',
  'organisationalUnit',
  'costCenter',
  'positionId',
  'function',
];
const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** A filled bulk file of `rows` new people (unknown documents: each row registers its person). */
async function bulkFile(rows) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Personas');
  sheet.addRow(COLUMNS);
  for (let i = 0; i < rows; i++)
    sheet.addRow([
      'DNI',
      String(60_000_000 + i),
      `Bench ${i}`,
      'Persona',
      i % 2 ? 'M' : 'F',
      '1990-01-02',
      day(1),
      day(60),
      'Parada de planta',
      '',
      'UO-MINA',
      'CC-1001',
      'CAR-OPC',
      'ACARREO',
    ]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** POST of the file's bytes. */
function upload(server, token, query, bytes) {
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${server.url}/api/AcreditacionMasiva/cargar?${new URLSearchParams(query)}`,
      {
        method: 'POST',
        agent: server.agent,
        headers: {
          'content-type': XLSX_TYPE,
          'content-length': bytes.length,
          authorization: `Bearer ${token}`,
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode, body: JSON.parse(Buffer.concat(chunks).toString()) }),
        );
      },
    );
    req.on('error', reject);
    req.end(bytes);
  });
}

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
async function otherCalls(server, token, callers, stop) {
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

/**
 * A 2,000-row bulk file validated and sent on the real server: rows/s from the upload until every
 * row is processed, and the p99 of other users' calls meanwhile against the same calls' p99 with
 * no bulk running (measured first, same server).
 */
export default {
  name: 'bulk',
  async run(ctx) {
    const { rows, callers, baselineS } = ctx.sizes.bulk;
    const dir = await loadDir(ctx, 'bulk', { people: 0, contracts: 1 });
    const contract = benchContract(0);
    const server = await startServer({
      dataDir: dir,
      label: 'bulk',
      cpuProfDir: ctx.cpuProfDir,
      log: ctx.log,
    });
    try {
      const requester = await server.signIn('SOLICITANTE');
      const approver = await server.signIn('APROBADOR');
      const bytes = await bulkFile(rows);
      const baseline = await otherCalls(
        server,
        approver,
        callers,
        new Promise((r) => setTimeout(r, baselineS * 1000)),
      );
      const watcher = phaseWatcher(server.url, requester);
      await watcher.joined;
      let finish;
      const finished = new Promise((r) => (finish = r));
      const during = otherCalls(server, approver, callers, finished);
      const started = performance.now();
      const query = {
        companyId: contract.companyId,
        contractId: contract.contractId,
        profile: 'OPERATIVO',
        place: 'TOQUEPALA',
        fileName: 'bench.xlsx',
      };
      const loaded = await upload(server, requester, query, bytes);
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
      const ms = performance.now() - started;
      finish();
      const others = summarize(await during);
      const quiet = summarize(baseline);
      watcher.close();
      const perSec = (rows * 1000) / ms;
      ctx.log(
        `  bulk: ${rows} rows validated in ${(validatedMs / 1000).toFixed(1)} s (${validated.counts.successful} successful), sent in ${((ms - validatedMs) / 1000).toFixed(1)} s (${done.counts.processed} processed) = ${Math.round(perSec)} rows/s; others' p99 ${others.p99.toFixed(0)} ms during vs ${quiet.p99.toFixed(0)} ms without`,
      );
      const details = { rows, callers, validatedMs, ms, counts: done.counts, others, quiet };
      const note =
        done.counts.processed === rows
          ? undefined
          : `${rows - done.counts.processed} rows not processed`;
      return [
        ctx.row(`bulk rows/s, a ${rows.toLocaleString('en-US')}-row file validated and sent`, {
          value: perSec,
          unit: '/s',
          checks: [{ kind: 'min', of: 'value', limit: 200 }],
          note,
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
    } finally {
      await server.stop();
    }
  },
};
