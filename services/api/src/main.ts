import 'reflect-metadata';
import { ConfigError, ensureWritableDir, loadConfig, storageStartupError, type AppConfig } from '@faena/core';
import { createApp, type AppHandle } from './app.factory';
import { bannerLines } from './start/banner';

/** How long the closing steps after the drain may take before the process exits anyway. */
const CLOSE_LIMIT_MS = 10_000;

/**
 * `npm start`: the whole product in one process (ROLE all) or the API without projector (ROLE api).
 * ROLE projector is the projections package's own entry (projections/dist/main.js).
 */
async function main(config: AppConfig): Promise<void> {
  if (config.ROLE === 'projector') {
    process.stderr.write('ROLE=projector runs the projector alone: node projections/dist/main.js\n');
    process.exit(1);
  }
  ensureWritableDir(config.DATA_DIR);
  const handle = await createApp({ config });
  await handle.app.listen(config.PORT, config.HOST);
  const address = handle.httpServer.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  process.stdout.write(`${bannerLines({ config, port, webDir: handle.webDir, admin: handle.admin }).join('\n')}\n`);
  onSignals(handle);
}

function configOrExit(): AppConfig {
  try {
    return loadConfig();
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    process.stderr.write('Faena cannot start, the configuration has problems:\n');
    for (const problem of err.problems) process.stderr.write(`  - ${problem}\n`);
    process.exit(1);
  }
}

/**
 * SIGTERM / SIGINT: stop accepting, let the requests in flight finish (SHUTDOWN_DRAIN_MS), then
 * close the sockets (clients reconnect elsewhere), stop the projections (checkpoints committed)
 * and the stores, and exit 0. A second signal exits at once.
 */
function onSignals(handle: AppHandle): void {
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) {
      process.stderr.write(`${signal} again: exiting now\n`);
      process.exit(1);
    }
    stopping = true;
    process.stdout.write(`${signal}: stopping, requests in flight may finish (up to ${handle.config.SHUTDOWN_DRAIN_MS} ms)…\n`);
    const force = setTimeout(() => process.exit(1), handle.config.SHUTDOWN_DRAIN_MS + CLOSE_LIMIT_MS);
    force.unref();
    shutDown(handle).then(
      () => process.exit(0),
      (err: unknown) => {
        process.stderr.write(`shutdown failed: ${String(err)}\n`);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

async function shutDown(handle: AppHandle): Promise<void> {
  const cut = await handle.drain();
  if (cut > 0) process.stderr.write(`${cut} request(s) still running after ${handle.config.SHUTDOWN_DRAIN_MS} ms are cut\n`);
  await handle.close();
  process.stdout.write('stopped\n');
}

const config = configOrExit();
main(config).catch((err: unknown) => {
  const startup = storageStartupError(err, config.DATA_DIR);
  if (startup) process.stderr.write(`Faena cannot start: ${startup.message}\n`);
  else process.stderr.write(`Faena failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
