import { loadDir } from '../lib/datasets.mjs';
import { cannon, startBareServer, submitBody, SUBMIT_PATH } from '../lib/load.mjs';
import { startServer } from '../lib/server.mjs';

/**
 * Submit-request commands over HTTP at concurrency 50 (autocannon, closed loop) against the real
 * server, each for a different extra person (appended to the catalog before the start) on one of
 * `contracts` extra contracts of the demo client; baseline: a bare Node http server answering the
 * same body, driven the same way.
 */
export default {
  name: 'http',
  async run(ctx) {
    const { people, contracts, durationS, warmS, connections } = ctx.sizes.http;
    const dir = await loadDir(ctx, 'http', { people, contracts });
    const bare = await startBareServer();
    let next = 0;
    const bodyOf = () => submitBody('http', next++, contracts);
    const bareCpu = bare.cpuMs();
    const baseline = await cannon({
      url: bare.url,
      path: SUBMIT_PATH,
      connections,
      durationS,
      bodyOf,
    });
    baseline.serverCpuMsPerRequest = (bare.cpuMs() - bareCpu) / Math.max(1, baseline.ok);
    await bare.stop();
    ctx.log(`  bare http: ${Math.round(baseline.rps)}/s, p99 ${baseline.latency.p99} ms`);
    const server = await startServer({
      dataDir: dir,
      label: 'http',
      cpuProfDir: ctx.cpuProfDir,
      log: ctx.log,
    });
    try {
      const token = await server.signIn('SOLICITANTE');
      next = 0;
      await cannon({
        url: server.url,
        path: SUBMIT_PATH,
        token,
        connections,
        durationS: warmS,
        bodyOf,
      });
      const cpu = server.cpuMs();
      const product = await cannon({
        url: server.url,
        path: SUBMIT_PATH,
        token,
        connections,
        durationS,
        bodyOf,
      });
      // CPU the server spent per command: robust against a noisy machine, unlike the rate
      product.serverCpuMsPerRequest = (server.cpuMs() - cpu) / Math.max(1, product.ok);
      ctx.log(
        `  server: ${Math.round(product.rps)}/s, p99 ${product.latency.p99} ms, non-2xx ${product.non2xx}, errors ${product.errors}, codes ${JSON.stringify(product.statusCodes)}; server CPU ${product.serverCpuMsPerRequest.toFixed(2)} ms/command (bare: ${baseline.serverCpuMsPerRequest.toFixed(3)} ms/request)`,
      );
      if (next > people)
        ctx.log(`  WARNING: ${next} requests for ${people} people: later ones repeat a person`);
      const health = await server.health();
      const details = {
        connections,
        durationS,
        people,
        contracts,
        sent: next,
        baseline,
        product,
        projectionLag: health.projections.map((p) => p.lag),
      };
      const errorShare =
        (product.non2xx + product.errors) /
        Math.max(1, product.ok + product.non2xx + product.errors);
      const note =
        errorShare > 0.01 ? `${(errorShare * 100).toFixed(1)}% of answers not 2xx` : undefined;
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
          note,
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
    } finally {
      await server.stop();
    }
  },
};
