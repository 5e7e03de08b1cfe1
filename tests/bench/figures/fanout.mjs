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
export default {
  name: 'fanout',
  async run(ctx) {
    const { clients, processes, changes } = ctx.sizes.fanout;
    const dir = await loadDir(ctx, 'fanout', { people: 100, contracts: 4 });
    const server = await startServer({
      dataDir: dir,
      label: 'fanout',
      cpuProfDir: ctx.cpuProfDir,
      log: ctx.log,
    });
    let swarm = null;
    try {
      const [approver, requester] = [
        await server.signIn('APROBADOR'),
        await server.signIn('SOLICITANTE'),
      ];
      swarm = await startSwarm({
        url: server.url,
        token: approver,
        room: `queue:${CLIENT_ID}`,
        clients,
        processes,
        concurrency: 50,
      });
      ctx.log(
        `  ${swarm.joined}/${clients} sockets joined in ${(swarm.connectMs / 1000).toFixed(1)} s (${swarm.failed} failed${swarm.firstFailure ? `: ${swarm.firstFailure}` : ''}); server RSS ${server.memory().rssMb.toFixed(0)} MB`,
      );
      const all = [];
      const perChange = [];
      let delivered = 0;
      for (let k = 0; k < changes + 1; k++) {
        const answer = await callJson(
          server.agent,
          server.url,
          'POST',
          SUBMIT_PATH,
          submitBody('fanout', k, 4, performance.timeOrigin + performance.now()),
          requester,
        );
        if (answer.status !== 201)
          throw new Error(`submit answered ${answer.status}: ${JSON.stringify(answer.body)}`);
        const got = await waitForDeliveries(swarm, swarm.joined, 30_000);
        const values = await swarm.collect();
        if (k === 0) continue; // warm-up change
        delivered += got;
        const s = summarize(values);
        perChange.push({ delivered: got, p50: s.p50, p99: s.p99, max: s.max });
        for (const v of values) all.push(v);
        await new Promise((r) => setTimeout(r, 300));
      }
      const s = summarize(all);
      const expected = clients * changes;
      ctx.log(
        `  delivered ${delivered}/${expected}; p50 ${s.p50.toFixed(0)} ms p99 ${s.p99.toFixed(0)} ms max ${s.max.toFixed(0)} ms`,
      );
      return [
        ctx.row(`fan-out of one change to ${clients} sockets: delivered`, {
          value: delivered / expected,
          unit: 'share',
          checks: [{ kind: 'min', of: 'value', limit: 1 }],
          details: {
            clients,
            joined: swarm.joined,
            changes,
            delivered,
            expected,
            perChange,
            connectMs: swarm.connectMs,
          },
        }),
        ctx.row(`fan-out of one change to ${clients} sockets: p99`, {
          value: s.p99,
          unit: 'ms',
          checks: [{ kind: 'max', of: 'value', limit: 500 }],
          details: s,
        }),
      ];
    } finally {
      await swarm?.close();
      await server.stop();
    }
  },
};
