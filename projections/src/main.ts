/**
 * The projector of distributed mode: follows the event store with every projection, writes the
 * read models, publishes change notices on the bus (Kafka) after each commit, and answers
 * GET /health and GET /metrics on PORT. Configured only by environment variables (loadConfig).
 */
import type { AddressInfo } from 'node:net';
import { createAdapters, loadConfig, type AppConfig } from '@faena/core';
import { ALL_PROJECTIONS } from './all-projections';
import { createProjectorServer } from './projector/projector-http';
import { ProjectionRunner } from './runner/projection-runner';
import type { RunnerLog } from './runner/runner-types';

function consoleLog(level: AppConfig['LOG_LEVEL']): RunnerLog {
  const stamp = () => new Date().toISOString();
  return {
    log: (message) => {
      if (level !== 'error' && level !== 'silent') console.log(`${stamp()} [projector] ${message}`);
    },
    error: (message, trace) => {
      if (level !== 'silent') console.error(`${stamp()} [projector] ${message}${trace ? `\n${trace}` : ''}`);
    },
  };
}

async function main(): Promise<void> {
  const config = loadConfig();
  const log = consoleLog(config.LOG_LEVEL);
  const adapters = await createAdapters(config);
  const runner = new ProjectionRunner({
    eventStore: adapters.eventStore,
    readStore: adapters.readStore,
    bus: adapters.bus,
    projections: ALL_PROJECTIONS,
    batchSize: config.PROJECTION_BATCH,
    log,
  });
  await runner.start();
  const server = createProjectorServer(runner);
  await new Promise<void>((resolve) => server.listen(config.PORT, config.HOST, resolve));
  const { port } = server.address() as AddressInfo;
  log.log(`projector up (${adapters.mode}), ${ALL_PROJECTIONS.length} projections, health on :${port}/health`);

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) {
      log.error(`${signal} again: exiting now`);
      process.exit(1);
    }
    stopping = true;
    log.log(`${signal}: stopping after the current batch`);
    const closeServer = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    (async () => {
      await runner.stop();
      await closeServer;
      await adapters.close();
    })().then(
      () => process.exit(0),
      (err: unknown) => {
        log.error(`shutdown failed: ${String(err)}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((err: unknown) => {
  console.error('[projector] failed to start:', err);
  process.exit(1);
});
