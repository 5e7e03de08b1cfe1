import { CLIENT_ID, loadDir } from '../lib/datasets.mjs';
import { submitBody, SUBMIT_PATH } from '../lib/load.mjs';
import { callJson, startServer } from '../lib/server.mjs';
import { summarize } from '../lib/stats.mjs';
import { startSwarm, waitForDeliveries } from '../lib/swarm.mjs';

/**
 * Fan-out: `clients` sockets (APROBADOR, room queue:<clientId>, in `processes` client processes)
 * and one change at a time (a submitted request): every socket must get it. Repeated `changes`
 * times; latency = arrival − send of the command.
 */
async function joinSwarm(ctx, server, { clients, processes }) {
  const swarm = await startSwarm({
    url: server.url,
    token: await server.signIn('APROBADOR'),
    room: `queue:${CLIENT_ID}`,
    clients,
    processes,
    concurrency: 50,
  });
  const failure = swarm.firstFailure ? `: ${swarm.firstFailure}` : '';
  ctx.log(
    `  ${swarm.joined}/${clients} sockets joined in ${(swarm.connectMs / 1000).toFixed(1)} s (${swarm.failed} failed${failure}); server RSS ${server.memory().rssMb.toFixed(0)} MB`,
  );
  return swarm;
}

/** One submitted request; answers the latencies of every socket's push of it. */
async function oneChange({ server, swarm, token, k }) {
  const body = submitBody('fanout', k, {
    contracts: 4,
    stamp: performance.timeOrigin + performance.now(),
  });
  const answer = await callJson(server.agent, server.url, {
    method: 'POST',
    path: SUBMIT_PATH,
    body,
    token,
  });
  if (answer.status !== 201)
    throw new Error(`submit answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  const delivered = await waitForDeliveries(swarm, swarm.joined, 30_000);
  return { delivered, values: await swarm.collect() };
}

async function changesOf({ server, swarm, changes }) {
  const token = await server.signIn('SOLICITANTE');
  await oneChange({ server, swarm, token, k: 0 }); // warm-up change
  const all = [];
  const perChange = [];
  let delivered = 0;
  for (let k = 1; k <= changes; k++) {
    const got = await oneChange({ server, swarm, token, k });
    delivered += got.delivered;
    const s = summarize(got.values);
    perChange.push({ delivered: got.delivered, p50: s.p50, p99: s.p99, max: s.max });
    for (const v of got.values) all.push(v);
    await new Promise((r) => setTimeout(r, 300));
  }
  return { all, perChange, delivered };
}

function logResult(ctx, { s, delivered, expected }) {
  ctx.log(
    `  delivered ${delivered}/${expected}; p50 ${s.p50.toFixed(0)} ms p99 ${s.p99.toFixed(0)} ms max ${s.max.toFixed(0)} ms`,
  );
}

const P99_CHECK = { kind: 'max', of: 'value', limit: 500 };

function rowsOf(ctx, { swarm, sizes, result }) {
  const { clients, changes } = sizes;
  const { delivered, perChange } = result;
  const s = summarize(result.all);
  const expected = clients * changes;
  logResult(ctx, { s, delivered, expected });
  const joined = swarm.joined;
  const details = {
    clients,
    joined,
    changes,
    delivered,
    expected,
    perChange,
    connectMs: swarm.connectMs,
  };
  const label = `fan-out of one change to ${clients} sockets`;
  return [
    ctx.row(`${label}: delivered`, {
      value: delivered / expected,
      unit: 'share',
      checks: [{ kind: 'min', of: 'value', limit: 1 }],
      details,
    }),
    ctx.row(`${label}: p99`, { value: s.p99, unit: 'ms', checks: [P99_CHECK], details: s }),
  ];
}

export default {
  name: 'fanout',
  async run(ctx) {
    const sizes = ctx.sizes.fanout;
    const dir = await loadDir(ctx, 'fanout', { people: 100, contracts: 4 });
    const server = await startServer({
      dataDir: dir,
      label: 'fanout',
      cpuProfDir: ctx.cpuProfDir,
      log: ctx.log,
    });
    let swarm = null;
    try {
      swarm = await joinSwarm(ctx, server, sizes);
      const result = await changesOf({ server, swarm, changes: sizes.changes });
      return rowsOf(ctx, { swarm, sizes, result });
    } finally {
      await swarm?.close();
      await server.stop();
    }
  },
};
