import { loadDir } from '../lib/datasets.mjs';
import { cannon, startBareServer, submitBody, SUBMIT_PATH } from '../lib/load.mjs';
import { startServer } from '../lib/server.mjs';

/**
 * Submit-request commands over HTTP at concurrency 50 (autocannon, closed loop) against the real
 * server, each for a different extra person (appended to the catalog before the start) on one of
 * `contracts` extra contracts of the demo client; baseline: a bare Node http server answering the
 * same body, driven the same way.
 */
/** A cannon run whose answers also carry the server's CPU per successful request. */
async function withCpu(cpuMs, run) {
  const before = cpuMs();
  const result = await run();
  result.serverCpuMsPerRequest = (cpuMs() - before) / Math.max(1, result.ok);
  return result;
}

async function measureBaseline(ctx, load) {
  const bare = await startBareServer();
  const baseline = await withCpu(bare.cpuMs, () => cannon({ ...load, url: bare.url }));
  await bare.stop();
  ctx.log(`  bare http: ${Math.round(baseline.rps)}/s, p99 ${baseline.latency.p99} ms`);
  return baseline;
}

async function measureProduct(ctx, { server, load, warmS }) {
  const token = await server.signIn('SOLICITANTE');
  await cannon({ ...load, url: server.url, token, durationS: warmS });
  // CPU the server spent per command: robust against a noisy machine, unlike the rate
  return withCpu(server.cpuMs, () => cannon({ ...load, url: server.url, token }));
}

function logProduct(ctx, { product, baseline, sent, people }) {
  ctx.log(
    `  server: ${Math.round(product.rps)}/s, p99 ${product.latency.p99} ms, non-2xx ${product.non2xx}, errors ${product.errors}, codes ${JSON.stringify(product.statusCodes)}; server CPU ${product.serverCpuMsPerRequest.toFixed(2)} ms/command (bare: ${baseline.serverCpuMsPerRequest.toFixed(3)} ms/request)`,
  );
  if (sent > people)
    ctx.log(`  WARNING: ${sent} requests for ${people} people: later ones repeat a person`);
}

function noteOf(product) {
  const bad = product.non2xx + product.errors;
  const share = bad / Math.max(1, product.ok + bad);
  return share > 0.01 ? `${(share * 100).toFixed(1)}% of answers not 2xx` : undefined;
}

function rowsOf(ctx, { baseline, product, details }) {
  return [
    ctx.row('HTTP submit-request commands/s (concurrency 50)', {
      value: product.rps,
      unit: '/s',
      baseline: baseline.rps,
      baselineLabel: 'bare Node http server, same bodies',
      checks: [
        { kind: 'min', of: 'value', limit: 2_000 },
        { kind: 'min', of: 'ratio', limit: 0.15 },
      ],
      note: noteOf(product),
      details,
    }),
    ctx.row('HTTP submit-request p99 latency (concurrency 50)', {
      value: product.latency.p99,
      unit: 'ms',
      baseline: baseline.latency.p99,
      baselineLabel: 'bare Node http server p99',
      checks: [{ kind: 'max', of: 'value', limit: 50 }],
      details: { p50: product.latency.p50, p90: product.latency.p90, max: product.latency.max },
    }),
  ];
}

async function productRows(ctx, { server, load, baseline, counter, sizes }) {
  const { people, contracts, durationS, warmS, connections } = sizes;
  const product = await measureProduct(ctx, { server, load, warmS });
  const sent = counter.next;
  logProduct(ctx, { product, baseline, sent, people });
  const projectionLag = (await server.health()).projections.map((p) => p.lag);
  const details = {
    connections,
    durationS,
    people,
    contracts,
    sent,
    baseline,
    product,
    projectionLag,
  };
  return rowsOf(ctx, { baseline, product, details });
}

export default {
  name: 'http',
  async run(ctx) {
    const sizes = ctx.sizes.http;
    const { people, contracts, durationS, connections } = sizes;
    const dir = await loadDir(ctx, 'http', { people, contracts });
    const counter = { next: 0 };
    const bodyOf = () => submitBody('http', counter.next++, { contracts });
    const load = { path: SUBMIT_PATH, connections, durationS, bodyOf };
    const baseline = await measureBaseline(ctx, load);
    counter.next = 0;
    const server = await startServer({
      dataDir: dir,
      label: 'http',
      cpuProfDir: ctx.cpuProfDir,
      log: ctx.log,
    });
    try {
      return await productRows(ctx, { server, load, baseline, counter, sizes });
    } finally {
      await server.stop();
    }
  },
};
