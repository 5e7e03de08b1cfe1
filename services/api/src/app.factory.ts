import type { Server } from 'node:http';
import { type INestApplication, Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Logger as Pino } from 'pino';
import {
  type Adapters,
  AdjustableClock,
  type AppConfig,
  type Clock,
  type NoticeBus,
  SqliteEventStore,
  SystemClock,
  adapterOf,
  createAdapters,
  loadConfig,
} from '@faena/core';
import {
  ALL_PROJECTIONS,
  IDLE_CHECKPOINT_EVERY,
  type ProjectionControl,
  ProjectionRunner,
  ThreadedProjections,
} from '@faena/projections';
import { AppModule } from './app.module';
import {
  acceptEmptyJsonBodies,
  acceptSpreadsheetBodies,
  BODY_LIMIT_BYTES,
  setUpHttp,
  spreadsheetLimitOf,
} from './platform/http/http-setup';
import { serveWeb } from './platform/http/static-web';
import { Metrics } from './platform/metrics/metrics.service';
import { HttpDrain } from './platform/http/http-drain';
import { requestIdOf } from './platform/http/request-id';
import { createLogger, PinoNestLogger } from './platform/logging/app-logger';
import { AdminBootstrap, type AdminOutcome } from './seed/admin-bootstrap';
import { RequirementTypesMigration } from './requirements/migrations/requirement-types.migration';
import { DemoSeeder, type SeedOutcome } from './seed/demo-seeder';
import { DailyJobs } from './requirements/jobs/daily-jobs';
import { setNewHashCost } from './identity/password-hasher';
import { CascadeReactor } from './accreditation/cascade/cascade-reactor';

export interface CreateAppOptions {
  /** overrides of the environment's configuration (tests: DATA_DIR, PORT …) */
  config?: Partial<AppConfig>;
  clock?: Clock;
  /** load the demo data (default: SEED_DEMO) */
  seed?: boolean;
  /** the process's logger (default: one at LOG_LEVEL and LOG_FORMAT on stdout); false: no logging, no access lines */
  logger?: Pino | false;
  /** a notice bus in place of the configured one, owned by the caller (tests: api nodes sharing one bus) */
  bus?: NoticeBus;
}

export interface AppHandle {
  app: INestApplication;
  httpServer: Server;
  config: AppConfig;
  /** null when created with logger: false */
  logger: Pino | null;
  /** the web folder served at /, when it is */
  webDir: string | null;
  seed: SeedOutcome | null;
  /** the first administrator, when this start bootstraps it (production or ADMIN_PASSWORD) */
  admin: AdminOutcome | null;
  /**
   * SIGTERM's first step: stops accepting connections and lets the requests in flight finish
   * (at most SHUTDOWN_DRAIN_MS); answers how many were still running then.
   */
  drain(): Promise<number>;
  /** closes HTTP and sockets, stops the projections (their checkpoints committed), closes the adapters */
  close(): Promise<void>;
}

/**
 * Builds the application: opens the adapters the configuration names, the projection runner
 * (ROLE all), the Nest app with its HTTP set-up, starts the projections and loads the demo data.
 * Used by main.ts and by every API test. Does not listen.
 */
export async function createApp(options: CreateAppOptions = {}): Promise<AppHandle> {
  const config: AppConfig = { ...loadConfig(), ...options.config };
  setNewHashCost(config.PASSWORD_HASH_COST);
  const clock = clockFor(options.clock ?? new SystemClock());
  const opened = await createAdapters(config);
  const adapters: Adapters = options.bus ? { ...opened, bus: options.bus } : opened;
  const runner = projectionsFor(config, adapters);
  const logger = options.logger === false ? null : (options.logger ?? createLogger(config));
  let app: NestFastifyApplication | null = null;
  try {
    const deps = {
      config,
      adapters,
      clock,
      runner,
      projectionNames: ALL_PROJECTIONS.map((p) => p.name),
    };
    app = await NestFactory.create<NestFastifyApplication>(
      AppModule.register(deps),
      httpAdapter(config),
      // Nest declares its options as a class; its own API takes them as a literal
      // eslint-disable-next-line @typescript-eslint/no-unsafe-class-instance-assignment
      {
        forceCloseConnections: true,
        logger: logger ? new PinoNestLogger(logger) : false,
      },
    );
    const drain = app.get(HttpDrain);
    await setUpHttp(app, config, { metrics: app.get(Metrics), drain, logger });
    const webDir = await serveWeb(app, config);
    await app.init();
    acceptEmptyJsonBodies(app);
    acceptSpreadsheetBodies(app, spreadsheetLimitOf(config));
    await app.getHttpAdapter().getInstance().ready();
    await runner?.start();
    const { admin, seed } = await loadData(app, options.seed ?? config.SEED_DEMO, config);
    const httpServer = app.getHttpServer();
    const close = closer(app, runner, adapters);
    return {
      app,
      httpServer,
      config,
      logger,
      webDir,
      seed,
      admin,
      drain: () => drain.drain(httpServer, config.SHUTDOWN_DRAIN_MS),
      close,
    };
  } catch (err) {
    await closer(app, runner, adapters)().catch(() => undefined);
    throw err;
  }
}

/**
 * The given clock, adjustable by whole days: the demo seed moves it back while it plays the demo's
 * history (before the server listens), and with DEV_CLOCK=true outside production /api/dev/reloj
 * moves it (the controller checks the setting on every call).
 */
function clockFor(clock: Clock): Clock {
  return new AdjustableClock(clock);
}

/** The first administrator (production or ADMIN_PASSWORD: before the demo, which then keeps it), then the demo data. */
async function loadData(
  app: INestApplication,
  demo: boolean,
  config: AppConfig,
): Promise<{ admin: AdminOutcome | null; seed: SeedOutcome | null }> {
  const bootstrap = app.get(AdminBootstrap);
  const admin = bootstrap.applies ? await bootstrap.run() : null;
  await app.get(RequirementTypesMigration).run(); // issue 18: the old catalogue's items, once
  const seed = demo ? await app.get(DemoSeeder).run() : null;
  // issue 18: the daily jobs, after the demo data (the projector process runs none)
  if (config.DAILY_JOBS && config.ROLE !== 'projector') app.get(DailyJobs).start();
  // issue 19: the cascades of approved demobilizations (finishes those a stopped process left)
  if (config.ROLE !== 'projector') await app.get(CascadeReactor).start();
  return { admin, seed };
}

/**
 * Nest on Fastify (ADR 0008): its radix router and JSON handling cost about a third of Express's
 * per call. Paths match case-insensitively and with or without a trailing slash, as they did on
 * Express; bodies up to BODY_LIMIT_BYTES. Behind a proxy, TRUST_PROXY says whose X-Forwarded-For
 * gives the client address (the sign-in rate limits count per address).
 */
function httpAdapter(config: AppConfig): FastifyAdapter {
  return new FastifyAdapter({
    bodyLimit: BODY_LIMIT_BYTES,
    // the caller's x-request-id (a proxy's) when acceptable, else a new one; answered in the same header
    genReqId: requestIdOf,
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    trustProxy: trustProxyOption(config.TRUST_PROXY),
  });
}

/** A hop count as Fastify applies it (the n nearest hops are proxies); the other forms as given. */
function trustProxyOption(
  setting: AppConfig['TRUST_PROXY'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof setting === 'number' ? (_address, hop) => hop < setting : setting;
}

/**
 * Where the projections run: nowhere in ROLE api (the projector process); on a worker thread in
 * the embedded mode (ROLE all on SQLite, PROJECTIONS_THREAD, built code); else on this thread.
 */
function projectionsFor(config: AppConfig, adapters: Adapters): ProjectionControl | null {
  if (config.ROLE === 'api') return null;
  const { eventStore, readStore, bus } = adapters;
  // in ROLE all every read-your-writes wait asks this process, so idle checkpoints may stay in memory
  const idleCheckpointEvery = config.ROLE === 'all' ? IDLE_CHECKPOINT_EVERY : 0;
  const log = new Logger('Projections');
  const adapter = adapterOf(eventStore);
  const sqliteOnly =
    adapter instanceof SqliteEventStore && !config.READ_STORE_URL && !config.KAFKA_BROKERS;
  if (config.PROJECTIONS_THREAD && sqliteOnly && ThreadedProjections.available()) {
    const names = ALL_PROJECTIONS.map((p) => p.name);
    return new ThreadedProjections({
      config,
      eventStore: adapter,
      bus,
      names,
      batchSize: config.PROJECTION_BATCH,
      idleCheckpointEvery,
      log,
    });
  }
  return new ProjectionRunner({
    eventStore,
    readStore,
    bus,
    projections: ALL_PROJECTIONS,
    batchSize: config.PROJECTION_BATCH,
    idleCheckpointEvery,
    log,
  });
}

/** How long a stop waits for the projections to apply the last events before it stops them anyway. */
const FINAL_CATCH_UP_MS = 5_000;

function closer(
  app: INestApplication | null,
  runner: ProjectionControl | null,
  adapters: { close(): Promise<void> },
) {
  let closing: Promise<void> | null = null;
  return () => {
    closing ??= (async () => {
      await app?.close();
      if (runner) await stopAtHead(runner);
      await adapters.close();
    })();
    return closing;
  };
}

/**
 * Once nothing appends any more (HTTP closed), the projections apply the log up to its head
 * (bounded) and stop, committing their checkpoints: a restart re-projects nothing.
 */
async function stopAtHead(runner: ProjectionControl): Promise<void> {
  const failed = runner.status().some((p) => p.state === 'failed' || p.state === 'stopped');
  if (!failed)
    await runner.waitFor(await runner.refreshHead(), FINAL_CATCH_UP_MS).catch(() => undefined);
  await runner.stop();
}
