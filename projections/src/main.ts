/**
 * The projector of distributed mode: follows the event store with every projection, writes the
 * read models, publishes change notices on the bus (Kafka) after each commit, and answers
 * GET /health and GET /metrics on PORT. With KAFKA_BROKERS set it also runs the event relay:
 * committed events go to the topic faena.events, keyed by stream, from the relay's checkpoint.
 * Configured only by environment variables (loadConfig).
 */
import type { AddressInfo } from 'node:net';
import {
  ConfigError,
  createAdapters,
  ensureWritableDir,
  KafkaEventRelay,
  KafkaEventSink,
  loadConfig,
  storageStartupError,
  type Adapters,
  type AppConfig,
} from '@faena/core';
import { ALL_PROJECTIONS } from './all-projections';
import { createProjectorServer } from './projector/projector-http';
import { onProjectorSignals } from './projector/projector-shutdown';
import { ProjectionRunner } from './runner/projection-runner';
import type { RunnerLog } from './runner/runner-types';

/** The projector's lines: text, or one JSON object a line with LOG_FORMAT=json (level numbers as pino's). */
function consoleLog(level: AppConfig['LOG_LEVEL'], format: AppConfig['LOG_FORMAT']): RunnerLog {
  const line = (lvl: number, message: string, trace?: string) =>
    format === 'json'
      ? JSON.stringify({
          level: lvl,
          time: new Date().toISOString(),
          pid: process.pid,
          context: 'projector',
          msg: message,
          ...(trace ? { stack: trace } : {}),
        })
      : `${new Date().toISOString()} [projector] ${message}${trace ? `\n${trace}` : ''}`;
  return {
    log: (message) => {
      if (level !== 'error' && level !== 'silent') console.log(line(30, message));
    },
    error: (message, trace) => {
      if (level !== 'silent') console.error(line(50, message, trace));
    },
  };
}

/** The Kafka event relay runs beside the projections when a broker is configured. */
async function startRelay(
  config: AppConfig,
  adapters: Adapters,
  log: RunnerLog,
): Promise<{ stop(): Promise<void> } | null> {
  if (!config.KAFKA_BROKERS) return null;
  const sink = await KafkaEventSink.connect({
    brokers: config.KAFKA_BROKERS,
    clientId: `${config.KAFKA_CLIENT_ID}-relay`,
  });
  const relay = new KafkaEventRelay({
    store: adapters.eventStore,
    checkpoints: adapters.readStore,
    sink,
    onError: (err) => log.error(`event relay: ${String(err)}`),
  });
  await relay.start();
  log.log('event relay: publishing committed events to faena.events');
  return {
    stop: async () => {
      await relay.stop();
      await sink.close();
    },
  };
}

/** Opens the health server on PORT and HOST; answers the port it listens on. */
async function listen(
  server: ReturnType<typeof createProjectorServer>,
  config: AppConfig,
): Promise<number> {
  await new Promise<void>((resolve) => server.listen(config.PORT, config.HOST, resolve));
  return (server.address() as AddressInfo).port;
}

async function main(config: AppConfig): Promise<void> {
  // the SQLite stores live in DATA_DIR
  if (!config.EVENT_STORE_URL || !config.READ_STORE_URL) ensureWritableDir(config.DATA_DIR);
  const log = consoleLog(config.LOG_LEVEL, config.LOG_FORMAT);
  const adapters = await createAdapters(config);
  const runner = new ProjectionRunner({
    eventStore: adapters.eventStore,
    readStore: adapters.readStore,
    bus: adapters.bus,
    projections: ALL_PROJECTIONS,
    batchSize: config.PROJECTION_BATCH,
    log,
  });
  const server = createProjectorServer(runner);
  let relay: { stop(): Promise<void> } | null = null;
  // from here on a SIGTERM stops cleanly, even during the catch-up at start
  onProjectorSignals({
    runner,
    server,
    closers: [async () => relay?.stop(), () => adapters.close()],
    log,
    drainMs: config.SHUTDOWN_DRAIN_MS,
  });
  await runner.start();
  relay = await startRelay(config, adapters, log);
  const port = await listen(server, config);
  log.log(
    `projector up (${adapters.mode}), ${ALL_PROJECTIONS.length} projections, health on :${port}/health`,
  );
}

/** The configuration, or exit 1 with every problem listed. */
function configOrExit(): AppConfig {
  try {
    return loadConfig();
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    console.error(
      `[projector] cannot start, the configuration has problems:\n${err.problems.map((p) => `  - ${p}`).join('\n')}`,
    );
    process.exit(1);
  }
}

const config = configOrExit();
main(config).catch((err: unknown) => {
  const startup = storageStartupError(err, config.DATA_DIR);
  if (startup) console.error(`[projector] cannot start: ${startup.message}`);
  else console.error('[projector] failed to start:', err);
  process.exit(1);
});
