import type { Server } from 'node:http';
import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Logger as Pino } from 'pino';
import {
  type Adapters,
  AdjustableClock,
  type AppConfig,
  type Clock,
  type NoticeBus,
  SystemClock,
  createAdapters,
  loadConfig,
} from '@faena/core';
import { ALL_PROJECTIONS, type ProjectionControl } from '@faena/projections';
import { httpAdapter } from './app.fastify';
import { AppModule } from './app.module';
import { projectionsFor, stopAtHead } from './app.projections';
import {
  acceptEmptyJsonBodies,
  acceptSpreadsheetBodies,
  setUpHttp,
  spreadsheetLimitOf,
} from './platform/http/http-setup';
import { serveWeb } from './platform/http/static-web';
import { Metrics } from './platform/metrics/metrics.service';
import { HttpDrain } from './platform/http/http-drain';
import { createLogger, PinoNestLogger } from './platform/logging/app-logger';
import type { PlatformDeps } from './platform/storage/platform.module';
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
  const adapters = await adaptersFor(config, options.bus);
  const runner = projectionsFor(config, adapters);
  const logger = loggerFor(config, options.logger);
  let app: NestFastifyApplication | null = null;
  try {
    app = await nestApp({ config, adapters, clock, runner }, logger);
    const demo = options.seed ?? config.SEED_DEMO;
    return await startApp(app, { config, adapters, runner, logger, demo });
  } catch (err) {
    await closer(app, runner, adapters)().catch(() => undefined);
    throw err;
  }
}

/** The configured adapters, with the caller's notice bus in place of theirs when given. */
async function adaptersFor(config: AppConfig, bus: NoticeBus | undefined): Promise<Adapters> {
  const opened = await createAdapters(config);
  return bus ? { ...opened, bus } : opened;
}

function loggerFor(config: AppConfig, given: CreateAppOptions['logger']): Pino | null {
  return given === false ? null : (given ?? createLogger(config));
}

/** The Nest app on Fastify, its modules given what this start opened. */
function nestApp(
  deps: Omit<PlatformDeps, 'projectionNames'>,
  logger: Pino | null,
): Promise<NestFastifyApplication> {
  return NestFactory.create<NestFastifyApplication>(
    AppModule.register({ ...deps, projectionNames: ALL_PROJECTIONS.map((p) => p.name) }),
    httpAdapter(deps.config),
    // Nest declares its options as a class; its own API takes them as a literal
    // eslint-disable-next-line @typescript-eslint/no-unsafe-class-instance-assignment
    {
      forceCloseConnections: true,
      logger: logger ? new PinoNestLogger(logger) : false,
    },
  );
}

interface StartContext {
  config: AppConfig;
  adapters: Adapters;
  runner: ProjectionControl | null;
  logger: Pino | null;
  /** load the demo data */
  demo: boolean;
}

/** HTTP set up, the app initialised, the projections started and the data loaded: the handle. */
async function startApp(app: NestFastifyApplication, ctx: StartContext): Promise<AppHandle> {
  const { config, adapters, runner, logger } = ctx;
  const drain = app.get(HttpDrain);
  await setUpHttp(app, config, { metrics: app.get(Metrics), drain, logger });
  const webDir = await serveWeb(app, config);
  await app.init();
  acceptEmptyJsonBodies(app);
  acceptSpreadsheetBodies(app, spreadsheetLimitOf(config));
  await app.getHttpAdapter().getInstance().ready();
  await runner?.start();
  const { admin, seed } = await loadData(app, ctx.demo, config);
  const httpServer = app.getHttpServer();
  const close = closer(app, runner, adapters);
  const drainHttp = () => drain.drain(httpServer, config.SHUTDOWN_DRAIN_MS);
  return { app, httpServer, config, logger, webDir, seed, admin, drain: drainHttp, close };
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
