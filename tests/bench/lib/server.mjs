// Starts the real built server (node services/api/dist/main.js) as a child process on a data dir,
// waits until /health says every projection is live, signs users in, reads its memory, stops it.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { ROOT, SERVER_MAIN } from './env.mjs';

export const DEMO_PASSWORD = 'Faena.2026';

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * One JSON call with a keep-alive agent; answers { status, body, ms }. A request sent on a reused
 * idle socket that the server closed meanwhile (its keep-alive timeout) is sent once more, as
 * Node's documentation advises; nothing was processed in that case.
 */
export function callJson(agent, url, method, path, body, token) {
  return callOnce(agent, url, method, path, body, token).catch((err) => {
    if (err.reusedSocket && (err.code === 'ECONNRESET' || err.message === 'socket hang up'))
      return callOnce(agent, url, method, path, body, token);
    throw err;
  });
}

function callOnce(agent, url, method, path, body, token) {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? null : Buffer.from(JSON.stringify(body));
    const started = performance.now();
    const req = http.request(
      `${url}${path}`,
      {
        method,
        agent,
        headers: {
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': payload.length }
            : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          let parsed = null;
          try {
            parsed = text ? JSON.parse(text) : null;
          } catch {
            parsed = text;
          }
          resolve({ status: res.statusCode, body: parsed, ms: performance.now() - started });
        });
      },
    );
    req.on('error', (err) => {
      err.reusedSocket = req.reusedSocket;
      reject(err);
    });
    if (payload) req.write(payload);
    req.end();
  });
}

/** VmRSS and VmHWM (peak) of a process, in MB, from /proc/<pid>/status. */
export function memoryOf(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (key) =>
      Number((status.match(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm')) ?? [])[1] ?? NaN);
    return { rssMb: kb('VmRSS') / 1024, hwmMb: kb('VmHWM') / 1024 };
  } catch {
    return { rssMb: Number.NaN, hwmMb: Number.NaN };
  }
}

/** CPU time (user + system) a process has used so far, in ms (/proc/<pid>/stat, 100 ticks/s). */
export function cpuMsOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

/**
 * Starts the server. `cpuProfDir` turns on V8's --cpu-prof (written when the server exits).
 * Answers once /health answers with every projection live; `readyMs` is spawn → ready.
 */
export async function startServer({
  dataDir,
  env = {},
  cpuProfDir = null,
  label = 'server',
  timeoutMs = 180_000,
  log = () => {},
}) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  // --cpu-prof is not allowed in NODE_OPTIONS (Node 20): pass it on the command line. No fixed
  // file name: each thread (API, projections, checkpoints) writes its own profile in the folder.
  const profFlags = cpuProfDir
    ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfDir}/${label}-${Date.now()}`]
    : [];
  const started = performance.now();
  const child = spawn(process.execPath, [...profFlags, SERVER_MAIN], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      SERVE_WEB: 'false',
      ACCESS_TOKEN_TTL_S: '86400',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk) => {
    output += chunk.toString();
    if (output.length > 200_000) output = output.slice(-100_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  let peakHwm = 0;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`${label} exited while starting:\n${output.slice(-4000)}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${label} not ready after ${timeoutMs} ms:\n${output.slice(-4000)}`);
    }
    peakHwm = Math.max(peakHwm, memoryOf(child.pid).hwmMb || 0);
    const health = await callJson(agent, url, 'GET', '/health').catch(() => null);
    if (
      health?.status === 200 &&
      health.body?.projections?.every((p) => p.state === 'live' && p.lag === 0)
    )
      break;
    await sleep(25);
  }
  const readyMs = performance.now() - started;
  log(`${label} ready on ${url} in ${(readyMs / 1000).toFixed(1)} s (pid ${child.pid})`);
  return {
    url,
    port,
    pid: child.pid,
    readyMs,
    agent,
    output: () => output,
    memory: () => memoryOf(child.pid),
    cpuMs: () => cpuMsOf(child.pid),
    async signIn(username) {
      // authenticate checks the captcha as the login step does: a token of the embedded verifier first
      const { token: tokenClient } = (await callJson(agent, url, 'GET', '/api/captcha/challenge'))
        .body.result;
      const res = await callJson(agent, url, 'POST', '/api/usuario/authenticate', {
        username,
        password: DEMO_PASSWORD,
        tokenClient,
      });
      if (res.status !== 200)
        throw new Error(
          `sign-in of ${username} answered ${res.status}: ${JSON.stringify(res.body)}`,
        );
      return res.body.result.accessToken;
    },
    async health() {
      return (await callJson(agent, url, 'GET', '/health')).body;
    },
    async stop() {
      agent.destroy();
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
        await exited;
        clearTimeout(timer);
      }
    },
  };
}
