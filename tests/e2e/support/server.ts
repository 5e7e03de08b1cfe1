import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..', '..');
/** E2E_SERVER_ENTRY runs another entry file (e.g. an instrumented build); the built server by default. */
const MAIN = process.env.E2E_SERVER_ENTRY ?? join(ROOT, 'services', 'api', 'dist', 'main.js');
const WEB_INDEX = join(ROOT, 'web', 'dist', 'index.html');
const START_TIMEOUT_MS = 90_000;

export interface RunningServer {
  url: string;
  dataDir: string;
  /** what the server printed, for failure reports */
  output: () => string;
  stop: () => Promise<void>;
}

function freePort(): Promise<number> {
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

async function healthy(url: string): Promise<boolean> {
  try {
    const res = await fetch(`${url}/health`);
    return res.ok;
  } catch {
    return false;
  }
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

/**
 * Starts the real built server (`node services/api/dist/main.js`) as a user would, on a free port
 * and a fresh temporary DATA_DIR, and answers once it is healthy and has printed its URL (the
 * demo data is loaded by then). `env` adds or overrides variables (e.g. a short ACCESS_TOKEN_TTL_S).
 *
 * The browser suite signs the same demo users in many times from one address and drives the
 * lockout and the code burn through the screens, all within minutes: the sign-in rate limits are
 * raised for its server (tests/integration/api/identity-rate-limits.int.spec.ts covers them).
 */
const SIGN_IN_LIMITS = {
  RATE_LIMIT_ADDRESS_MAX: '100000',
  RATE_LIMIT_ACCOUNT_MAX: '1000',
  RATE_LIMIT_CODE_MAX: '1000',
  RATE_LIMIT_MAIL_MAX: '1000',
};

export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  if (!existsSync(MAIN) || !existsSync(WEB_INDEX)) {
    throw new Error(
      `the built server and web app are needed: run "node scripts/build.mjs" first (${MAIN}, ${WEB_INDEX})`,
    );
  }
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'faena-e2e-'));
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, [MAIN], {
    cwd: ROOT,
    // the sign-in suites read two-factor codes from the development mailbox; the requirements
    // flow moves the server's clock past a document's expiry (DEV_CLOCK)
    env: {
      ...process.env,
      // log: a server that fails to start shows where it stopped (only printed on failure)
      LOG_LEVEL: 'log',
      DEV_MAILBOX: 'true',
      DEV_CLOCK: 'true',
      // cheap password hashes: the seed hashes every demo user and each spec signs in several times
      PASSWORD_HASH_COST: '12',
      ...SIGN_IN_LIMITS,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // the last 64 KB: enough to see where a start stopped, bounded for a long suite
  const seen = { announced: false };
  const keep = (chunk: Buffer) => {
    const all = output + chunk.toString();
    seen.announced ||= all.includes('is running on');
    output = all.slice(-65_536);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited(child);
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!(seen.announced && (await healthy(url)))) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`the server exited with code ${child.exitCode}:\n${output}`);
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the server did not become healthy in ${START_TIMEOUT_MS} ms:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { url, dataDir, output: () => output, stop };
}
