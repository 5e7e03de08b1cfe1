import 'reflect-metadata';
import { ConfigError, describeMode, loadConfig, type AppConfig } from '@faena/core';
import { createApp, type AppHandle } from './app.factory';
import { DEMO_PASSWORD, DEMO_USERS } from './seed/demo-users';

/**
 * `npm start`: the whole product in one process (ROLE all) or the API without projector (ROLE api).
 * ROLE projector is the projections package's own entry (projections/dist/main.js).
 */
async function main(): Promise<void> {
  const config = configOrExit();
  if (config.ROLE === 'projector') {
    process.stderr.write('ROLE=projector runs the projector alone: node projections/dist/main.js\n');
    process.exit(1);
  }
  const handle = await createApp({ config });
  await handle.app.listen(config.PORT, config.HOST);
  printBanner(handle);
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

function printBanner(handle: AppHandle): void {
  const address = handle.httpServer.address();
  const port = typeof address === 'object' && address ? address.port : handle.config.PORT;
  const host = handle.config.HOST === '0.0.0.0' || handle.config.HOST === '::' ? 'localhost' : handle.config.HOST;
  const lines = [
    '',
    `Faena is running on http://${host}:${port}`,
    `mode: ${describeMode(handle.config)} (data in ${handle.config.DATA_DIR})`,
    handle.webDir ? `web app: served from ${handle.webDir}` : 'web app: not served (build it with `npm run build`, or SERVE_WEB=false)',
    '',
    'demo users:',
    `  ${'usuario'.padEnd(16)} ${'contraseña'.padEnd(12)} rol`,
    ...DEMO_USERS.map((u) => `  ${u.username.padEnd(16)} ${DEMO_PASSWORD.padEnd(12)} ${u.role}`),
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

function onSignals(handle: AppHandle): void {
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    process.stdout.write(`${signal}: stopping…\n`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    handle.close().then(
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

main().catch((err: unknown) => {
  process.stderr.write(`Faena failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
