import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { INestApplication } from '@nestjs/common';
import supertest from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import type { AppConfig, Clock, NoticeBus } from '@faena/core';
import type * as AppFactoryModule from '../../services/api/src/app.factory';

export interface StartTestAppOptions {
  /** load the demo data (default true) */
  seed?: boolean;
  clock?: Clock;
  /** reuse a data folder (restart tests); a new temp folder otherwise */
  dataDir?: string;
  config?: Partial<AppConfig>;
  /** a logger to capture the app's lines (default: no logging) */
  logger?: Logger;
  /** a notice bus shared with other apps (several api nodes in one process); the caller closes it */
  bus?: NoticeBus;
}

export interface TestApp {
  app: INestApplication;
  /** supertest agent on the app's HTTP server */
  request: TestAgent;
  /** http://127.0.0.1:<port> of the listening server (sockets) */
  url: string;
  config: AppConfig;
  /** what the demo seed did on this start (null when not asked) */
  seed: SeedOutcome | null;
  /** the administrator the production bootstrap created or found (null outside production without ADMIN_PASSWORD) */
  admin: AdminOutcome | null;
  /** signs in with the demo password and caches the access token */
  tokenFor(username: string): Promise<string>;
  /** drops the cached tokens (after moving a test clock past their lifetime: the next call signs in again) */
  forgetTokens(): void;
  dataDir: string;
  /** closes the app; removes the data folder unless it was given or keepData is set */
  close(options?: { keepData?: boolean }): Promise<void>;
}

export const TEST_PASSWORD = 'Faena.2026';
type AppFactory = typeof AppFactoryModule;
type SeedOutcome = NonNullable<Awaited<ReturnType<AppFactory['createApp']>>['seed']>;
type AdminOutcome = NonNullable<Awaited<ReturnType<AppFactory['createApp']>>['admin']>;
type Logger = NonNullable<Awaited<ReturnType<AppFactory['createApp']>>['logger']>;

/**
 * The real API in-process on the embedded adapters in a temp DATA_DIR, listening on a free port.
 * Heavy modules load on the first call, so the test kit stays light for unit tests.
 */
/**
 * For afterAll: closes the app when beforeAll got as far as starting it (a beforeAll that failed
 * earlier leaves the spec's variable unset, whatever its declared type says).
 */
export function closeTestApp(app: TestApp | undefined): Promise<void> {
  return app ? app.close() : Promise.resolve();
}

export async function startTestApp(options: StartTestAppOptions = {}): Promise<TestApp> {
  // loaded on first use: importing the test kit must not load Nest and the stores
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { createApp } = require('../../services/api/src/app.factory') as AppFactory;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'faena-api-'));
  const handle = await createApp({
    config: {
      DATA_DIR: dataDir,
      PORT: 0,
      HOST: '127.0.0.1',
      SERVE_WEB: false,
      EVENT_STORE_URL: undefined,
      READ_STORE_URL: undefined,
      KAFKA_BROKERS: undefined,
      ROLE: 'all',
      JWT_SECRET: undefined,
      ALLOWED_ORIGINS: undefined,
      // the identity suites read the codes and temporary passwords the outbox sent
      DEV_MAILBOX: true,
      // the daily jobs (issue 18) run where a spec asks for them: their mails stay out of the others'
      DAILY_JOBS: false,
      // cheap hashes (4 MiB, milliseconds): the specs sign in hundreds of times; production refuses < 17
      PASSWORD_HASH_COST: 12,
      ...options.config,
    },
    clock: options.clock,
    bus: options.bus,
    seed: options.seed ?? true,
    logger: options.logger ?? false,
  });
  await handle.app.listen(0, '127.0.0.1');
  const { port } = handle.httpServer.address() as AddressInfo;
  const request = supertest.agent(handle.httpServer);
  const tokens = new Map<string, Promise<string>>();
  const tokenFor = (username: string): Promise<string> => {
    const key = username.toUpperCase();
    let token = tokens.get(key);
    if (!token) {
      token = signIn(request, key);
      tokens.set(key, token);
    }
    return token;
  };
  return {
    app: handle.app,
    request,
    url: `http://127.0.0.1:${port}`,
    config: handle.config,
    seed: handle.seed,
    admin: handle.admin,
    tokenFor,
    forgetTokens: () => tokens.clear(),
    dataDir,
    close: async ({ keepData } = {}) => {
      await handle.close();
      if (!options.dataDir && !keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A token of the embedded captcha (authenticate checks it, as the login step does). */
export async function captchaToken(request: TestAgent): Promise<string> {
  const res = await request.get('/api/captcha/challenge');
  return (res.body as { result: { token: string } }).result.token;
}

async function signIn(request: TestAgent, username: string): Promise<string> {
  const res = await request
    .post('/api/usuario/authenticate')
    .send({ username, password: TEST_PASSWORD, tokenClient: await captchaToken(request) });
  if (res.status !== 200)
    throw new Error(`sign-in of ${username} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return (res.body as { result: { accessToken: string } }).result.accessToken;
}
