import { Agent, request } from 'node:http';
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { io, type Socket } from 'socket.io-client';
import { API } from '@faena/contracts';
import { signIn, type DemoUser } from './support/api';
import { headOf, readFile, readLog } from './support/event-log';
import {
  healthOf,
  startChild,
  startReady,
  stopStarted,
  tempDir,
  waitCaughtUp,
  type ChildServer,
} from './support/processes';
import { readCheckpoints } from './support/read-models';

/**
 * SIGTERM on the real built server while six sign-ins are in flight (each has sent its headers and
 * holds back the end of its body until the signal went, so all six are inside the server for sure):
 * every one is answered, sockets are closed so that clients reconnect, the projections commit
 * their checkpoints at the head, the process exits 0, and a restart finds nothing to re-project
 * and every session that was signed in.
 */
const USERS: DemoUser[] = [
  'ADMIN',
  'APROBADOR',
  'SOLICITANTE',
  'CONTRATISTA',
  'AUDITOR',
  'MONITOR',
];
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Answer {
  status: number;
  connection: string | undefined;
  body: { result?: { refreshToken?: string } };
}

/** The server a request goes to, through which agent (its kept-alive connections). */
interface Target {
  url: string;
  agent: Agent;
}

/** Status 0: the connection was cut before an answer. */
function post(target: Target, path: string, body: unknown): Promise<Answer> {
  const held = postHeld(target, path, body);
  held.release();
  return held.answer;
}

/**
 * A POST that sends its headers and the first half of its body, and the rest on `release`: the
 * server has taken the request (Fastify's onRequest counts it in flight) and cannot answer it yet.
 */
function postHeld(
  { url, agent }: Target,
  path: string,
  body: unknown,
): { answer: Promise<Answer>; release: () => void } {
  const payload = Buffer.from(JSON.stringify(body));
  const half = Math.floor(payload.length / 2);
  let release = (): void => undefined;
  const answer = new Promise<Answer>((resolve) => {
    const req = request(
      `${url}${path}`,
      {
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': payload.length },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            connection: res.headers.connection,
            body: JSON.parse(text) as Answer['body'],
          }),
        );
      },
    );
    req.on('error', () => resolve({ status: 0, connection: undefined, body: {} }));
    req.write(payload.subarray(0, half));
    release = () => req.end(payload.subarray(half));
  });
  return { answer, release };
}

async function captchaToken(url: string): Promise<string> {
  const res = await fetch(`${url}${API.captchaChallenge.path}`);
  return ((await res.json()) as { result: { token: string } }).result.token;
}

/** The requests the server holds in flight, from its own gauge (this scrape counts as one). */
async function inFlight(url: string): Promise<number> {
  const text = await (await fetch(`${url}/metrics`)).text();
  return Number(/^faena_http_requests_in_flight (\d+)/m.exec(text)?.[1] ?? 0);
}

/** Until /health/ready answers 503 or the listener is closed: SIGTERM has been handled. */
async function waitDraining(url: string): Promise<void> {
  for (;;) {
    const status = await fetch(`${url}/health/ready`).then(
      (r) => r.status,
      () => 0,
    );
    if (status !== 200) return;
    await pause(5);
  }
}

/** A socket.io client as the web app opens it; resolves with the reason of its first disconnect. */
async function liveSocket(
  url: string,
  token: string,
): Promise<{ socket: Socket; disconnected: Promise<string> }> {
  const socket = io(url, {
    path: '/socket.io',
    transports: ['websocket'],
    forceNew: true,
    reconnection: true,
    reconnectionDelay: 60_000,
    auth: { token },
  });
  const disconnected = new Promise<string>((resolve) =>
    socket.once('disconnect', (reason) => resolve(reason)),
  );
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return { socket, disconnected };
}

describe('graceful shutdown of the api process', () => {
  const dataDir = tempDir('shutdown');
  let server: ChildServer;
  afterAll(async () => {
    await stopStarted();
    rmSync(dataDir, { recursive: true, force: true });
  });

  beforeAll(async () => {
    // a bound far above six sign-ins on a loaded machine: the drain, not its limit, is under test
    server = await startReady({ kind: 'api', dataDir, env: { SHUTDOWN_DRAIN_MS: '60000' } });
    await waitCaughtUp(server);
  });

  it('answers the sign-ins in flight, closes sockets for a reconnect, commits the checkpoints and exits 0', async () => {
    const live = await liveSocket(server.url, await signIn(server.url, 'ADMIN'));
    const agent = new Agent({ keepAlive: true, maxSockets: USERS.length });
    let settled = 0;
    // authenticate checks the captcha: a token of the embedded verifier for each, fetched first
    const captchas = await Promise.all(USERS.map(() => captchaToken(server.url)));
    const held = USERS.map((username, i) =>
      postHeld({ url: server.url, agent }, API.authenticate.path, {
        username,
        password: 'Faena.2026',
        tokenClient: captchas[i],
      }),
    );
    const signIns = held.map((h) => h.answer.finally(() => (settled += 1)));
    // SIGTERM once the server holds all six (not a timing guess: its own in-flight gauge)
    while ((await inFlight(server.url)) < USERS.length + 1) {
      if (settled > 0)
        throw new Error('a sign-in was answered before all six were in flight: nothing to test');
      await pause(5);
    }
    process.kill(server.pid, 'SIGTERM');
    // the server is draining now (its readiness says 503 until the listener is gone): the bodies end
    await waitDraining(server.url);
    for (const h of held) h.release();

    const answers = await Promise.all(signIns);
    if (answers.some((a) => a.status !== 200))
      await server.exited.then(() => process.stderr.write(server.output()));
    expect(answers.map((a) => a.status)).toEqual(USERS.map(() => 200));
    // answered while stopping: the keep-alive connection is not kept, the next call goes elsewhere
    expect(answers.some((a) => a.connection === 'close')).toBe(true);
    expect(await server.exited).toEqual({ code: 0, signal: null });
    // a transport close, not a server disconnect: socket.io clients reconnect by themselves
    expect(await live.disconnected).toBe('transport close');
    expect(live.socket.active).toBe(true);
    live.socket.close();
    agent.destroy();

    const head = headOf(readLog(dataDir));
    const checkpoints = readCheckpoints(readFile(dataDir));
    expect(checkpoints.size).toBeGreaterThan(10);
    for (const [name, position] of checkpoints)
      expect({ name, position }).toEqual({ name, position: head });

    const again = await restartAtHead(dataDir, server.port, head);
    // the sessions the six sign-ins opened were kept: each refresh token rotates
    const refreshAgent = new Agent({ keepAlive: false });
    const refreshed = await Promise.all(
      answers.map((a) =>
        post({ url: again.url, agent: refreshAgent }, API.refreshToken.path, {
          refreshToken: a.body.result?.refreshToken,
        }),
      ),
    );
    expect(refreshed.map((r) => r.status)).toEqual(USERS.map(() => 200));
    expect(await again.stop()).toEqual({ code: 0, signal: null });
  });

  it('lets the projector (ROLE projector) apply the log up to its head, then exit 0', async () => {
    await stopStarted();
    // the read models are rebuilt from the whole log, in small batches: SIGTERM lands mid catch-up
    for (const file of readdirSync(dataDir).filter((f) => f.startsWith('read.sqlite')))
      rmSync(join(dataDir, file));
    const head = headOf(readLog(dataDir));
    const projector = await startChild({
      kind: 'projector',
      dataDir,
      env: { PROJECTION_BATCH: '25', SHUTDOWN_DRAIN_MS: '120000' },
    });
    let progress = readCheckpoints(readFile(dataDir));
    while (![...progress.values()].some((p) => p > 0)) {
      if (!projector.isRunning()) throw new Error(`the projector exited:\n${projector.output()}`);
      await pause(5);
      progress = readCheckpoints(readFile(dataDir));
    }
    expect([...progress.values()].some((p) => p < head)).toBe(true);
    process.kill(projector.pid, 'SIGTERM');
    expect(await projector.exited).toEqual({ code: 0, signal: null });
    const checkpoints = readCheckpoints(readFile(dataDir));
    for (const [name, position] of checkpoints)
      expect({ name, position }).toEqual({ name, position: head });
  });
});

/** Restarts on the same data: the server reports the same head, every projection checkpointed at it. */
async function restartAtHead(
  dataDir: string,
  port: number,
  head: ReturnType<typeof headOf>,
): Promise<ChildServer> {
  const again = await startReady({ kind: 'api', dataDir, port });
  const health = await healthOf(again.url);
  expect(health?.head).toBe(head);
  for (const p of health?.projections ?? [])
    expect({ name: p.name, checkpoint: p.checkpoint }).toEqual({
      name: p.name,
      checkpoint: head,
    });
  return again;
}
