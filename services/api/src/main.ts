import 'reflect-metadata';
import {
  ConfigError,
  ensureWritableDir,
  loadConfig,
  storageStartupError,
  type AppConfig,
} from '@faena/core';
import { createApp, type AppHandle } from './app.factory';
import { createLogger, flushLogger, logFormatOf } from './platform/logging/app-logger';
import { bannerLines } from './start/banner';

/** How long the closing steps after the drain may take before the process exits anyway. */
const CLOSE_LIMIT_MS = 10_000;

/**
 * `npm start`: the whole product in one process (ROLE all) or the API without projector (ROLE api).
 * ROLE projector is the projections package's own entry (projections/dist/main.js).
 */
async function main(config: AppConfig): Promise<void> {
  if (config.ROLE === 'projector') {
    process.stderr.write(
      'ROLE=projector runs the projector alone: node projections/dist/main.js\n',
    );
    process.exit(1);
  }
  ensureWritableDir(config.DATA_DIR);
  const handle = await createApp({ config, logger: createLogger(config) });
  await handle.app.listen(config.PORT, config.HOST);
  const address = handle.httpServer.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  announce(handle, bannerLines({ config, port, webDir: handle.webDir, admin: handle.admin }));
  onSignals(handle);
}

/** The banner: as text on a terminal or plain output, as one JSON line (event app.started) with LOG_FORMAT=json. */
function announce(handle: AppHandle, lines: string[]): void {
  if (logFormatOf(handle.config) === 'json' && handle.logger) {
    handle.logger.info(
      { event: 'app.started', lines: lines.filter((l) => l !== '') },
      lines[1] ?? 'started',
    );
  } else {
    process.stdout.write(`${lines.join('\n')}\n`);
  }
}

/** A process message through the logger (its format), then exit once the lines are written. */
function say(handle: AppHandle, level: 'info' | 'warn' | 'error', message: string): void {
  if (handle.logger) handle.logger[level]({ context: 'Process' }, message);
  else (level === 'info' ? process.stdout : process.stderr).write(`${message}\n`);
}

async function exit(handle: AppHandle, code: number): Promise<never> {
  if (handle.logger) await flushLogger(handle.logger);
  process.exit(code);
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
      say(handle, 'warn', `${signal} again: exiting now`);
      void exit(handle, 1);
      return;
    }
    stopping = true;
    say(
      handle,
      'info',
      `${signal}: stopping, requests in flight may finish (up to ${handle.config.SHUTDOWN_DRAIN_MS} ms)`,
    );
    const force = setTimeout(
      () => process.exit(1),
      handle.config.SHUTDOWN_DRAIN_MS + CLOSE_LIMIT_MS,
    );
    force.unref();
    shutDown(handle).then(
      () => exit(handle, 0),
      (err: unknown) => {
        say(handle, 'error', `shutdown failed: ${String(err)}`);
        return exit(handle, 1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

async function shutDown(handle: AppHandle): Promise<void> {
  const cut = await handle.drain();
  if (cut > 0)
    say(
      handle,
      'warn',
      `${cut} request(s) still running after ${handle.config.SHUTDOWN_DRAIN_MS} ms are cut`,
    );
  await handle.close();
  say(handle, 'info', 'stopped');
}

const config = configOrExit();
main(config).catch((err: unknown) => {
  const startup = storageStartupError(err, config.DATA_DIR);
  if (startup) process.stderr.write(`Faena cannot start: ${startup.message}\n`);
  else
    process.stderr.write(
      `Faena failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
    );
  process.exit(1);
});
