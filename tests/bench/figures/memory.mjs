import { callJson, startServer } from '../lib/server.mjs';
import { rebuildBigLog } from './rebuild.mjs';
import { bigLog } from '../lib/datasets.mjs';

/**
 * The server on the big log with its projections caught up: start → ready (/health answers and
 * every projection is live at the head), then resident memory (VmRSS, and the peak VmHWM) after
 * some work: sign-ins, grid pages, health.
 */
const SORT = encodeURIComponent(JSON.stringify([{ selector: 'RowIndex', desc: true }]));

/** A shift change: four sign-ins at once (one per libuv pool thread: scrypt runs there), 20 pages. */
async function work(server) {
  const [token] = await Promise.all(
    ['APROBADOR', 'SOLICITANTE', 'ADMIN', 'AUDITOR'].map((u) => server.signIn(u)),
  );
  for (let i = 0; i < 20; i++) {
    const path = `/api/AcreditacionSolicitud/listar?skip=${i * 20}&take=20&sort=${SORT}`;
    const r = await callJson(server.agent, server.url, { method: 'GET', path, token });
    if (r.status !== 200) throw new Error(`listar answered ${r.status}`);
  }
  await server.health();
  await new Promise((r) => setTimeout(r, 1000));
}

function rowsOf(ctx, { server, atReady, after, events }) {
  const max = (limit) => [{ kind: 'max', of: 'value', limit }];
  return [
    ctx.row(`resident memory, server on ${events} events (after work)`, {
      value: after.rssMb,
      unit: 'MB',
      checks: max(600),
      details: { atReady, after },
    }),
    ctx.row(`peak resident memory, same (4 sign-ins at once)`, {
      value: after.hwmMb,
      unit: 'MB',
      checks: max(600),
    }),
    ctx.row(`start to ready, server on ${events} events`, {
      value: server.readyMs / 1000,
      unit: 's',
      checks: max(10),
    }),
  ];
}

export default {
  name: 'memory',
  async run(ctx) {
    const log = await bigLog(ctx, ctx.sizes.log.events);
    if (ctx.shared.rebuilt !== log.dir) await rebuildBigLog(ctx);
    const server = await startServer({
      dataDir: log.dir,
      label: 'memory',
      cpuProfDir: ctx.cpuProfDir,
      log: ctx.log,
    });
    try {
      const atReady = server.memory();
      await work(server);
      const after = server.memory();
      ctx.log(
        `  ready in ${(server.readyMs / 1000).toFixed(1)} s; RSS at ready ${atReady.rssMb.toFixed(0)} MB, after work ${after.rssMb.toFixed(0)} MB, peak (VmHWM) ${after.hwmMb.toFixed(0)} MB`,
      );
      const events = log.events.toLocaleString('en-US');
      return rowsOf(ctx, { server, atReady, after, events });
    } finally {
      await server.stop();
    }
  },
};
