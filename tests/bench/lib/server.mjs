// Starts the real built server (node services/api/dist/main.js) as a child process on a data dir,
// waits until /health says every projection is live, signs users in, reads its memory, stops it.
import { spawn } from 'node:child_process';
import http from 'node:http';
import { createServer } from 'node:net';
import { ROOT, SERVER_MAIN } from './env.mjs';
import { cpuMsOf, memoryOf } from './proc.mjs';

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
 * One JSON call `{ method, path, body?, token? }` with a keep-alive agent; answers
 * { status, body, ms }. A request sent on a reused idle socket that the server closed meanwhile
 * (its keep-alive timeout) is sent once more, as Node's documentation advises; nothing was
 * processed in that case.
 */
export function callJson(agent, url, request) {
  return callOnce(agent, url, request).catch((err) => {
    if (err.reusedSocket && (err.code === 'ECONNRESET' || err.message === 'socket hang up'))
      return callOnce(agent, url, request);
    throw err;
  });
}

function parsed(text) {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return text;
  }
}

function headersOf(payload, token) {
  return {
    ...(payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {}),
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  };
}

function callOnce(agent, url, { method, path, body, token }) {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? null : Buffer.from(JSON.stringify(body));
    const started = performance.now();
    const options = { method, agent, headers: headersOf(payload, token) };
    const req = http.request(`${url}${path}`, options, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        const answer = parsed(Buffer.concat(chunks).toString());
        resolve({ status: res.statusCode, body: answer, ms: performance.now() - started });
      });
    });
    req.on('error', (err) => {
      err.reusedSocket = req.reusedSocket;
      reject(err);
    });
    if (payload) req.write(payload);
    req.end();
  });
}

function serverEnv({ port, dataDir, env }) {
  return {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'true',
    SERVE_WEB: 'false',
    ACCESS_TOKEN_TTL_S: '86400',
    ...env,
  };
}

function spawnServer({ dataDir, env, cpuProfDir, label, port }) {
  // --cpu-prof is not allowed in NODE_OPTIONS (Node 20): pass it on the command line. No fixed
  // file name: each thread (API, projections, checkpoints) writes its own profile in the folder.
  const profFlags = cpuProfDir
    ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfDir}/${label}-${Date.now()}`]
    : [];
  const child = spawn(process.execPath, [...profFlags, SERVER_MAIN], {
    cwd: ROOT,
    env: serverEnv({ port, dataDir, env }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk) => {
    output += chunk.toString();
    if (output.length > 200_000) output = output.slice(-100_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, exited, output: () => output };
}

const allLive = (health) =>
  health?.status === 200 &&
  health.body?.projections?.every((p) => p.state === 'live' && p.lag === 0);

/** Polls /health until every projection is live; throws with the server's output otherwise. */
async function waitReady({ proc, agent, url, label, timeoutMs }) {
  const { child, output } = proc;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`${label} exited while starting:\n${output().slice(-4000)}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${label} not ready after ${timeoutMs} ms:\n${output().slice(-4000)}`);
    }
    if (allLive(await callJson(agent, url, { method: 'GET', path: '/health' }).catch(() => null)))
      return;
    await sleep(25);
  }
}

async function signIn(agent, url, username) {
  // authenticate checks the captcha as the login step does: a token of the embedded verifier first
  const challenge = await callJson(agent, url, { method: 'GET', path: '/api/captcha/challenge' });
  const { token: tokenClient } = challenge.body.result;
  const body = { username, password: DEMO_PASSWORD, tokenClient };
  const res = await callJson(agent, url, {
    method: 'POST',
    path: '/api/usuario/authenticate',
    body,
  });
  if (res.status !== 200)
    throw new Error(`sign-in of ${username} answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.result.accessToken;
}

async function stopServer({ child, exited }, agent) {
  agent.destroy();
  if (child.exitCode === null && child.signalCode === null) {
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    await exited;
    clearTimeout(timer);
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
  const started = performance.now();
  const proc = spawnServer({ dataDir, env, cpuProfDir, label, port });
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  await waitReady({ proc, agent, url, label, timeoutMs });
  const readyMs = performance.now() - started;
  log(`${label} ready on ${url} in ${(readyMs / 1000).toFixed(1)} s (pid ${proc.child.pid})`);
  return handleOf({ proc, agent, url, port, readyMs });
}

function handleOf({ proc, agent, url, port, readyMs }) {
  const pid = proc.child.pid;
  return {
    url,
    port,
    pid,
    readyMs,
    agent,
    output: proc.output,
    memory: () => memoryOf(pid),
    cpuMs: () => cpuMsOf(pid),
    signIn: (username) => signIn(agent, url, username),
    health: async () => (await callJson(agent, url, { method: 'GET', path: '/health' })).body,
    stop: () => stopServer(proc, agent),
  };
}
