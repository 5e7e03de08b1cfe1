// The machine a run measures on: what it is, which commit, and how much CPU other processes took.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { ROOT } from './env.mjs';

export function gitCommit() {
  try {
    const sha = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: ROOT }).toString().trim();
    const dirty =
      execFileSync('git', ['status', '--porcelain'], { cwd: ROOT }).toString().trim() !== '';
    return { sha, dirty };
  } catch {
    return { sha: null, dirty: null };
  }
}

export function machine() {
  const cpus = os.cpus();
  return {
    cpus: cpus.length,
    cpuModel: cpus[0]?.model ?? 'unknown',
    memoryGb: +(os.totalmem() / 2 ** 30).toFixed(1),
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    node: process.version,
    loadAverage: os.loadavg(),
  };
}

/**
 * Machine-wide busy CPU (from /proc/stat) and the CPU of this process with its reaped children
 * (every server, task and load generator the figures start), in clock ticks.
 */
export function cpuAccount() {
  try {
    const cpu = readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    const [user, nice, system, idle, iowait = 0, irq = 0, softirq = 0, steal = 0] = cpu;
    const self = readFileSync('/proc/self/stat', 'utf8');
    const f = self
      .slice(self.lastIndexOf(')') + 2)
      .split(' ')
      .map(Number);
    return {
      busy: user + nice + system + irq + softirq + steal,
      total: user + nice + system + idle + iowait + irq + softirq + steal,
      own: f[11] + f[12] + f[13] + f[14],
    };
  } catch {
    return null;
  }
}

/** Share of the machine's CPU time used by processes outside this benchmark between two accounts. */
export function othersShare(a, b) {
  if (!a || !b || b.total <= a.total) return 0;
  return Math.max(0, (b.busy - a.busy - (b.own - a.own)) / (b.total - a.total));
}

/** Waits (at most `seconds`) until other processes use under 15% of the CPU over 5 s. */
export async function waitQuiet(seconds, log) {
  const deadline = Date.now() + seconds * 1000;
  let share = 1;
  while (Date.now() < deadline) {
    const a = cpuAccount();
    await new Promise((r) => setTimeout(r, 5000));
    share = othersShare(a, cpuAccount());
    if (share < 0.15) return;
  }
  log(
    `  the machine did not get quiet within ${seconds} s (others at ${(share * 100).toFixed(0)}%): measuring anyway`,
  );
}
