import { CLIENT_ID, loadDir } from '../lib/datasets.mjs';
import { paced, submitBody, SUBMIT_PATH } from '../lib/load.mjs';
import { startServer } from '../lib/server.mjs';
import { summarize } from '../lib/stats.mjs';
import { startSwarm, waitForDeliveries } from '../lib/swarm.mjs';

/**
 * Command → socket push: 100 approver sockets (APROBADOR, room queue:<clientId>) watch while
 * submit-request commands go in at 500/s (open loop). Each command carries its send time in its
 * text; each socket records arrival − send for the queue row it receives.
 */
export default {
  name: 'push',
  async run(ctx) {
    const { people, contracts, rate, durationS, approvers } = ctx.sizes.push;
    const dir = await loadDir(ctx, 'push', { people, contracts });
    const server = await startServer({
      dataDir: dir,
      label: 'push',
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
        clients: approvers,
        processes: 1,
        concurrency: 20,
      });
      if (swarm.joined !== approvers)
        throw new Error(
          `only ${swarm.joined} of ${approvers} approvers joined: ${swarm.firstFailure}`,
        );
      // warm-up: a second at the same rate, not measured
      let offset = 0;
      const bodyOf = (i, t) => submitBody('push', offset + i, contracts, t);
      const warm = await paced({
        url: server.url,
        path: SUBMIT_PATH,
        token: requester,
        agent: server.agent,
        rate,
        durationS: 1,
        bodyOf,
      });
      await waitForDeliveries(swarm, warm.ok * approvers, 15_000);
      await swarm.collect();
      offset = warm.sent;
      const cpu = { server: server.cpuMs(), clients: swarm.cpuMs(), at: performance.now() };
      const sent = await paced({
        url: server.url,
        path: SUBMIT_PATH,
        token: requester,
        agent: server.agent,
        rate,
        durationS,
        bodyOf,
      });
      const expected = sent.ok * approvers;
      const got = await waitForDeliveries(swarm, expected, 30_000);
      const wallMs = performance.now() - cpu.at;
      const cpuMs = { server: server.cpuMs() - cpu.server, clients: swarm.cpuMs() - cpu.clients };
      const cpuShare = { server: cpuMs.server / wallMs, clients: cpuMs.clients / wallMs };
      // CPU per command moves much less than latency on a shared machine: the figure to compare builds by
      const cpuPerCommand = {
        serverMs: cpuMs.server / Math.max(1, sent.ok),
        clientsMs: cpuMs.clients / Math.max(1, sent.ok),
      };
      const latencies = await swarm.collect();
      const s = summarize(latencies);
      const cmd = summarize(sent.latencies);
      ctx.log(
        `  ${sent.sent} commands at ${sent.achievedRate.toFixed(0)}/s (${sent.ok} ok, ${sent.failed} failed ${JSON.stringify(sent.statuses)}${sent.firstError ? ` first: ${JSON.stringify(sent.firstError).slice(0, 160)}` : ''}), ${got}/${expected} pushes; push p50 ${s.p50.toFixed(1)} ms p99 ${s.p99.toFixed(1)} ms; command p99 ${cmd.p99.toFixed(1)} ms; CPU used: server ${(cpuShare.server * 100).toFixed(0)}%, socket clients ${(cpuShare.clients * 100).toFixed(0)}% of a core; per command: server ${cpuPerCommand.serverMs.toFixed(2)} ms, socket clients ${cpuPerCommand.clientsMs.toFixed(2)} ms of CPU`,
      );
      const details = {
        approvers,
        rate,
        durationS,
        cpuShare,
        cpuPerCommand,
        sent: sent.sent,
        ok: sent.ok,
        failed: sent.failed,
        firstError: sent.firstError ?? null,
        achievedRate: sent.achievedRate,
        delivered: got,
        expected,
        push: s,
        command: cmd,
      };
      const note =
        got < expected
          ? `${expected - got} pushes missing`
          : sent.failed > 0
            ? `${sent.failed} commands failed`
            : undefined;
      return [
        ctx.row(`command → push to ${approvers} approvers at ${rate}/s: p50`, {
          value: s.p50,
          unit: 'ms',
          checks: [{ kind: 'max', of: 'value', limit: 20 }],
          note,
          details,
        }),
        ctx.row(`command → push to ${approvers} approvers at ${rate}/s: p99`, {
          value: s.p99,
          unit: 'ms',
          checks: [{ kind: 'max', of: 'value', limit: 100 }],
          note,
        }),
      ];
    } finally {
      await swarm?.close();
      await server.stop();
    }
  },
};
