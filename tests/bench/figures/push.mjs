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
async function joinApprovers(server, { approvers }) {
  const swarm = await startSwarm({
    url: server.url,
    token: await server.signIn('APROBADOR'),
    room: `queue:${CLIENT_ID}`,
    clients: approvers,
    processes: 1,
    concurrency: 20,
  });
  if (swarm.joined !== approvers) {
    await swarm.close();
    throw new Error(`only ${swarm.joined} of ${approvers} approvers joined: ${swarm.firstFailure}`);
  }
  return swarm;
}

/** Submits at `rate` for `durationS`, waits for every push; CPU of server and clients meanwhile. */
async function sendAndCollect({ server, swarm, load, sizes }) {
  const cpu = { server: server.cpuMs(), clients: swarm.cpuMs(), at: performance.now() };
  const sent = await paced({ ...load, durationS: sizes.durationS });
  const expected = sent.ok * sizes.approvers;
  const delivered = await waitForDeliveries(swarm, expected, 30_000);
  const wallMs = performance.now() - cpu.at;
  const cpuMs = { server: server.cpuMs() - cpu.server, clients: swarm.cpuMs() - cpu.clients };
  const cpuShare = { server: cpuMs.server / wallMs, clients: cpuMs.clients / wallMs };
  // CPU per command moves much less than latency on a shared machine: the figure to compare builds by
  const perOk = Math.max(1, sent.ok);
  const cpuPerCommand = { serverMs: cpuMs.server / perOk, clientsMs: cpuMs.clients / perOk };
  const push = summarize(await swarm.collect());
  return {
    sent,
    expected,
    delivered,
    cpuShare,
    cpuPerCommand,
    push,
    command: summarize(sent.latencies),
  };
}

function logRun(ctx, r) {
  const { sent, push, command, cpuShare, cpuPerCommand } = r;
  const first = sent.firstError ? ` first: ${JSON.stringify(sent.firstError).slice(0, 160)}` : '';
  ctx.log(
    `  ${sent.sent} commands at ${sent.achievedRate.toFixed(0)}/s (${sent.ok} ok, ${sent.failed} failed ${JSON.stringify(sent.statuses)}${first}), ${r.delivered}/${r.expected} pushes; push p50 ${push.p50.toFixed(1)} ms p99 ${push.p99.toFixed(1)} ms; command p99 ${command.p99.toFixed(1)} ms; CPU used: server ${(cpuShare.server * 100).toFixed(0)}%, socket clients ${(cpuShare.clients * 100).toFixed(0)}% of a core; per command: server ${cpuPerCommand.serverMs.toFixed(2)} ms, socket clients ${cpuPerCommand.clientsMs.toFixed(2)} ms of CPU`,
  );
}

function noteOf({ delivered, expected, sent }) {
  if (delivered < expected) return `${expected - delivered} pushes missing`;
  if (sent.failed > 0) return `${sent.failed} commands failed`;
  return undefined;
}

function rowsOf(ctx, r, { approvers, rate, durationS }) {
  const { sent } = r;
  const details = {
    approvers,
    rate,
    durationS,
    cpuShare: r.cpuShare,
    cpuPerCommand: r.cpuPerCommand,
    sent: sent.sent,
    ok: sent.ok,
    failed: sent.failed,
    firstError: sent.firstError ?? null,
    achievedRate: sent.achievedRate,
    delivered: r.delivered,
    expected: r.expected,
    push: r.push,
    command: r.command,
  };
  const note = noteOf(r);
  const label = `command → push to ${approvers} approvers at ${rate}/s`;
  const row = (p, limit, extra) =>
    ctx.row(`${label}: ${p}`, {
      value: r.push[p],
      unit: 'ms',
      checks: [{ kind: 'max', of: 'value', limit }],
      note,
      ...extra,
    });
  return [row('p50', 20, { details }), row('p99', 100, {})];
}

async function measure(ctx, server) {
  const sizes = ctx.sizes.push;
  const swarm = await joinApprovers(server, sizes);
  try {
    let offset = 0;
    const bodyOf = (i, t) =>
      submitBody('push', offset + i, { contracts: sizes.contracts, stamp: t });
    const token = await server.signIn('SOLICITANTE');
    const load = {
      url: server.url,
      path: SUBMIT_PATH,
      token,
      agent: server.agent,
      rate: sizes.rate,
      bodyOf,
    };
    // warm-up: a second at the same rate, not measured
    const warm = await paced({ ...load, durationS: 1 });
    await waitForDeliveries(swarm, warm.ok * sizes.approvers, 15_000);
    await swarm.collect();
    offset = warm.sent;
    const r = await sendAndCollect({ server, swarm, load, sizes });
    logRun(ctx, r);
    return rowsOf(ctx, r, sizes);
  } finally {
    await swarm.close();
  }
}

export default {
  name: 'push',
  async run(ctx) {
    const { people, contracts } = ctx.sizes.push;
    const dir = await loadDir(ctx, 'push', { people, contracts });
    const server = await startServer({
      dataDir: dir,
      label: 'push',
      cpuProfDir: ctx.cpuProfDir,
      log: ctx.log,
    });
    try {
      return await measure(ctx, server);
    } finally {
      await server.stop();
    }
  },
};
