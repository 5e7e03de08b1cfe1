import type { Server } from 'node:http';
import { type INestApplication, Logger, type LogLevel } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { type Adapters, type AppConfig, Clock, SqliteEventStore, SystemClock, createAdapters, loadConfig } from '@faena/core';
import { ALL_PROJECTIONS, IDLE_CHECKPOINT_EVERY, type ProjectionControl, ProjectionRunner, ThreadedProjections } from '@faena/projections';
import { AppModule } from './app.module';
import { acceptEmptyJsonBodies, BODY_LIMIT_BYTES, setUpHttp } from './platform/http/http-setup';
import { serveWeb } from './platform/http/static-web';
import { Metrics } from './platform/metrics/metrics.service';
import { DemoSeeder, type SeedOutcome } from './seed/demo-seeder';

export interface CreateAppOptions {
  /** overrides of the environment's configuration (tests: DATA_DIR, PORT …) */
  config?: Partial<AppConfig>;
  clock?: Clock;
  /** load the demo data (default: SEED_DEMO) */
  seed?: boolean;
  /** Nest logging (default: on, at LOG_LEVEL) */
  log?: boolean;
}

export interface AppHandle {
  app: INestApplication;
  httpServer: Server;
  config: AppConfig;
  /** the web folder served at /, when it is */
  webDir: string | null;
  seed: SeedOutcome | null;
  /** closes HTTP and sockets, stops the projections, closes the adapters */
  close(): Promise<void>;
}

const LEVELS: LogLevel[] = ['verbose', 'debug', 'log', 'warn', 'error', 'fatal'];

function loggerFor(config: AppConfig, log: boolean | undefined): LogLevel[] | false {
  if (log === false || config.LOG_LEVEL === 'silent') return false;
  return LEVELS.slice(LEVELS.indexOf(config.LOG_LEVEL));
}

/**
 * Builds the application: opens the adapters the configuration names, the projection runner
 * (ROLE all), the Nest app with its HTTP set-up, starts the projections and loads the demo data.
 * Used by main.ts and by every API test. Does not listen.
 */
export async function createApp(options: CreateAppOptions = {}): Promise<AppHandle> {
  const config: AppConfig = { ...loadConfig(), ...options.config };
  const clock = options.clock ?? new SystemClock();
  const adapters = await createAdapters(config);
  const runner = projectionsFor(config, adapters);
  let app: NestFastifyApplication | null = null;
  try {
    const deps = { config, adapters, clock, runner, projectionNames: ALL_PROJECTIONS.map((p) => p.name) };
    app = await NestFactory.create<NestFastifyApplication>(AppModule.register(deps), httpAdapter(config), {
      forceCloseConnections: true,
      logger: loggerFor(config, options.log),
    });
    await setUpHttp(app, config, app.get(Metrics));
    const webDir = await serveWeb(app, config);
    await app.init();
    acceptEmptyJsonBodies(app);
    await app.getHttpAdapter().getInstance().ready();
    await runner?.start();
    const seed = (options.seed ?? config.SEED_DEMO) ? await app.get(DemoSeeder).run() : null;
    return { app, httpServer: app.getHttpServer() as Server, config, webDir, seed, close: closer(app, runner, adapters) };
  } catch (err) {
    await closer(app, runner, adapters)().catch(() => undefined);
    throw err;
  }
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
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    trustProxy: trustProxyOption(config.TRUST_PROXY),
  });
}

/** A hop count as Fastify applies it (the n nearest hops are proxies); the other forms as given. */
function trustProxyOption(setting: AppConfig['TRUST_PROXY']): boolean | string[] | ((address: string, hop: number) => boolean) {
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
  const sqliteOnly = eventStore instanceof SqliteEventStore && !config.READ_STORE_URL && !config.KAFKA_BROKERS;
  if (config.PROJECTIONS_THREAD && sqliteOnly && ThreadedProjections.available()) {
    const names = ALL_PROJECTIONS.map((p) => p.name);
    return new ThreadedProjections({ config, eventStore, bus, names, batchSize: config.PROJECTION_BATCH, idleCheckpointEvery, log });
  }
  return new ProjectionRunner({ eventStore, readStore, bus, projections: ALL_PROJECTIONS, batchSize: config.PROJECTION_BATCH, idleCheckpointEvery, log });
}

function closer(app: INestApplication | null, runner: ProjectionControl | null, adapters: { close(): Promise<void> }) {
  let closing: Promise<void> | null = null;
  return () => {
    closing ??= (async () => {
      await app?.close();
      await runner?.stop();
      await adapters.close();
    })();
    return closing;
  };
}
