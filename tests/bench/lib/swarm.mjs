// Drives swarm-child processes: connect N clients split over P processes, count and collect
// the latencies they recorded.
import { fork } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './env.mjs';
import { cpuMsOf } from './proc.mjs';

const CHILD = join(ROOT, 'tests', 'bench', 'lib', 'swarm-child.mjs');

function ask(child, msg, type) {
  return new Promise((resolve, reject) => {
    const onMessage = (m) => {
      if (m.type !== type) return;
      child.off('message', onMessage);
      child.off('exit', onExit);
      resolve(m);
    };
    const onExit = (code) =>
      reject(new Error(`swarm process exited (${code}) waiting for ${type}`));
    child.on('message', onMessage);
    child.once('exit', onExit);
    if (msg) child.send(msg);
  });
}

async function forkChildren(processes) {
  const children = [];
  for (let p = 0; p < processes; p++) {
    const child = fork(CHILD, [], {
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    await ask(child, null, 'started');
    children.push(child);
  }
  return children;
}

/** Every child's latencies in one array. */
async function collectAll(children) {
  const parts = await Promise.all(children.map((c) => ask(c, { cmd: 'collect' }, 'latencies')));
  const all = new Float64Array(parts.reduce((s, p) => s + p.values.length, 0));
  let at = 0;
  for (const p of parts) {
    all.set(p.values, at);
    at += p.values.length;
  }
  return all;
}

function handleOf(children, { ready, connectMs }) {
  return {
    joined: ready.reduce((s, r) => s + r.joined, 0),
    failed: ready.reduce((s, r) => s + r.failed, 0),
    firstFailure: ready.find((r) => r.firstFailure)?.firstFailure ?? null,
    connectMs,
    /** CPU used by the client processes so far (ms) */
    cpuMs: () => children.reduce((sum, c) => sum + cpuMsOf(c.pid), 0),
    async count() {
      const counts = await Promise.all(children.map((c) => ask(c, { cmd: 'count' }, 'count')));
      return counts.reduce((s, r) => s + r.n, 0);
    },
    collect: () => collectAll(children),
    async close() {
      await Promise.all(
        children.map((c) => ask(c, { cmd: 'close' }, 'closed').catch(() => undefined)),
      );
    },
  };
}

export async function startSwarm({ url, token, room, clients, processes = 1, concurrency = 50 }) {
  const children = await forkChildren(processes);
  const share = (p) => Math.floor(clients / processes) + (p < clients % processes ? 1 : 0);
  const started = performance.now();
  const ready = await Promise.all(
    children.map((c, p) =>
      ask(c, { cmd: 'connect', url, token, room, count: share(p), concurrency }, 'ready'),
    ),
  );
  return handleOf(children, { ready, connectMs: performance.now() - started });
}

/** Polls the swarm until `expected` latencies are recorded or the time is up; answers the count. */
export async function waitForDeliveries(swarm, expected, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  let got = 0;
  while (Date.now() < deadline) {
    got = await swarm.count();
    if (got >= expected) return got;
    await new Promise((r) => setTimeout(r, 50));
  }
  return got;
}
