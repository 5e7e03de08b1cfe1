import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const ROOT = join(__dirname, '..', '..', '..');
const ENTRIES = {
  api: join(ROOT, 'services', 'api', 'dist', 'main.js'),
  projector: join(ROOT, 'projections', 'dist', 'main.js'),
} as const;
/** Upper bound for a start (seed included); a bound that ends a hung run, not a timed assertion. */
const START_LIMIT_MS = 120_000;
const OUTPUT_KEPT = 40_000;

export type ProcessKind = keyof typeof ENTRIES;

export interface ChildOptions {
  kind: ProcessKind;
  dataDir: string;
  /** reuse a port across restarts (a new free port when absent or taken) */
  port?: number;
  env?: Record<string, string>;
  /** another entry file (an instrumented build while investigating); the built entry of `kind` by default */
  entry?: string;
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** A server (api) or projector started as `node <entry>` on a temp DATA_DIR. */
export interface ChildServer {
  readonly kind: ProcessKind;
  readonly url: string;
  readonly port: number;
  readonly dataDir: string;
  readonly pid: number;
  readonly exited: Promise<Exit>;
  /** the last lines it printed (failure reports) */
  output(): string;
  isRunning(): boolean;
  /** resolves when /health answers (and the api printed its banner: demo data loaded) */
  ready(): Promise<void>;
  /** SIGKILL: no shutdown hook runs, as with a power cut of the process */
  kill(): Promise<Exit>;
  /** SIGTERM and wait for the graceful exit */
  stop(): Promise<Exit>;
}

export function tempDir(label: string): string {
  return mkdtempSync(join(tmpdir(), `faena-rel-${label}-`));
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

function portTaken(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(true));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(false)));
  });
}

export async function healthOf(url: string): Promise<HealthAnswer | null> {
  try {
    const res = await fetch(`${url}/health`, { signal: AbortSignal.timeout(10_000) });
    return res.ok ? ((await res.json()) as HealthAnswer) : null;
  } catch {
    return null;
  }
}

export interface HealthAnswer {
  status: string;
  head: number;
  projections: Array<{ name: string; checkpoint: number; lag: number; state: string }>;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Every child this test file started and that may still run (see stopStarted). */
const started = new Set<ChildServer>();

/**
 * Stops what this file started and is still running (afterAll, also after a failed beforeAll):
 * SIGTERM, then SIGKILL for a child that does not exit. Only our own children, by their handle.
 */
export async function stopStarted(): Promise<void> {
  await Promise.all([...started].map((child) => child.stop()));
  started.clear();
}

/** The wanted port while it is free, else any free one. */
async function portFor(wanted: number | undefined): Promise<number> {
  return wanted !== undefined && !(await portTaken(wanted)) ? wanted : await freePort();
}

/** Starts `node services/api/dist/main.js` (kind api) or `node projections/dist/main.js` (kind projector). */
export async function startChild(options: ChildOptions): Promise<ChildServer> {
  const entry = options.entry ?? ENTRIES[options.kind];
  if (!existsSync(entry))
    throw new Error(`${entry} is missing: run "node scripts/build.mjs --server-only" first`);
  const port = await portFor(options.port);
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const child: ChildProcess = spawn(process.execPath, [entry], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      SERVE_WEB: 'false',
      LOG_LEVEL: 'warn',
      // cheap password hashes: every start seeds the demo users, every caller signs in
      PASSWORD_HASH_COST: '12',
      ...(options.kind === 'projector' ? { ROLE: 'projector' } : {}),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-OUTPUT_KEPT);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<Exit>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const running = () => child.exitCode === null && child.signalCode === null;
  const banner = options.kind === 'api' ? 'is running on' : 'projector up';

  const ready = async () => {
    const deadline = Date.now() + START_LIMIT_MS;
    while (!(output.includes(banner) && (await healthOf(url)) !== null)) {
      if (!running())
        throw new Error(
          `${options.kind} exited before it was ready (${child.exitCode ?? child.signalCode}):\n${output}`,
        );
      if (Date.now() > deadline)
        throw new Error(`${options.kind} was not ready after ${START_LIMIT_MS} ms:\n${output}`);
      await pause(50);
    }
  };
  const signal = async (sig: NodeJS.Signals): Promise<Exit> => {
    if (running()) child.kill(sig);
    return exited;
  };
  const handle: ChildServer = {
    kind: options.kind,
    url,
    port,
    dataDir: options.dataDir,
    pid: child.pid ?? -1,
    exited,
    output: () => output,
    isRunning: running,
    ready,
    kill: () => signal('SIGKILL'),
    stop: async () => {
      if (!running()) return exited;
      child.kill('SIGTERM');
      const force = setTimeout(() => child.kill('SIGKILL'), 20_000);
      const exit = await exited;
      clearTimeout(force);
      return exit;
    },
  };
  started.add(handle);
  void exited.then(() => started.delete(handle));
  return handle;
}

/** Starts a child and waits until it is ready. */
export async function startReady(options: ChildOptions): Promise<ChildServer> {
  const child = await startChild(options);
  try {
    await child.ready();
  } catch (err) {
    await child.kill();
    throw err;
  }
  return child;
}

/**
 * Waits until every projection has committed the head of the log (bounded by a number of
 * polls, so a stuck projector ends the test with its status instead of hanging); stops early,
 * with what it printed, when the server is no longer running.
 */
export async function waitCaughtUp(server: ChildServer, polls = 2400): Promise<HealthAnswer> {
  let last: HealthAnswer | null = null;
  for (let i = 0; i < polls; i += 1) {
    if (!server.isRunning())
      throw new Error(
        `the ${server.kind} exited (${JSON.stringify(await server.exited)}) while waiting for the projections:\n${server.output()}`,
      );
    last = await healthOf(server.url);
    if (
      last &&
      last.projections.length > 0 &&
      last.projections.every((p) => p.checkpoint >= last!.head)
    )
      return last;
    await pause(50);
  }
  throw new Error(`projections did not reach the head: ${JSON.stringify(last)}`);
}
