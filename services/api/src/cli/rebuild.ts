import 'reflect-metadata';
import { readFileSync } from 'node:fs';
import { Logger } from '@nestjs/common';
import { type AppConfig, ConfigError, createAdapters, loadConfig } from '@faena/core';
import { ALL_PROJECTIONS, ProjectionRunner } from '@faena/projections';
import { ADMIN_SECRET_HEADER, adminSecretPath } from '../platform/auth/admin-secret';

/**
 * `npm run rebuild [name]`: rebuilds one projection (or all) from the event log. Asks the running
 * server first (POST /api/admin/projections/rebuild with DATA_DIR/admin.secret), so the app keeps
 * serving; when no server answers on PORT, opens the stores itself and rebuilds offline.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const name = process.argv[2];
  const known = ALL_PROJECTIONS.map((p) => p.name);
  if (name !== undefined && !known.includes(name)) {
    process.stderr.write(`unknown projection ${name}; known: ${known.join(', ')}\n`);
    process.exit(2);
  }
  const online = await rebuildOnline(config, name);
  if (!online) await rebuildOffline(config, name);
}

async function rebuildOnline(config: AppConfig, name: string | undefined): Promise<boolean> {
  const url = `http://${localHost(config.HOST)}:${config.PORT}/api/admin/projections/rebuild`;
  let res: Response;
  try {
    res = await fetch(url, rebuildRequest(readSecret(config), name));
  } catch {
    process.stdout.write(`no server answers on ${url}: rebuilding offline\n`);
    return false;
  }
  const body = (await res.json().catch(() => null)) as {
    result?: { rebuilt: string[]; seconds: number; projections: unknown[] };
    message?: string;
  } | null;
  if (!res.ok || !body?.result) {
    process.stderr.write(
      `the server refused the rebuild (${res.status}): ${body?.message ?? 'no answer'}\n`,
    );
    process.exit(1);
  }
  process.stdout.write(
    `rebuilt by the running server in ${body.result.seconds.toFixed(1)} s: ${body.result.rebuilt.join(', ')}\n`,
  );
  printStatuses(body.result.projections as StatusRow[]);
  return true;
}

/** A server listening on every interface is reached on the loopback. */
const localHost = (host: string) => (host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host);

function rebuildRequest(secret: string | null, name: string | undefined): RequestInit {
  return {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(secret ? { [ADMIN_SECRET_HEADER]: secret } : {}),
    },
    body: JSON.stringify(name ? { name } : {}),
  };
}

function readSecret(config: AppConfig): string | null {
  try {
    return readFileSync(adminSecretPath(config.DATA_DIR), 'utf8').trim();
  } catch {
    return null;
  }
}

type StatusRow = { name: string; checkpoint: number; lag: number; state: string };

async function rebuildOffline(config: AppConfig, name: string | undefined): Promise<void> {
  const adapters = await createAdapters(config);
  const runner = new ProjectionRunner({
    eventStore: adapters.eventStore,
    readStore: adapters.readStore,
    bus: adapters.bus,
    projections: ALL_PROJECTIONS,
    batchSize: config.PROJECTION_BATCH,
    log: new Logger('Projections'),
  });
  const head = await adapters.eventStore.headPosition();
  const started = Date.now();
  const progress = setInterval(() => printProgress(runner, { name, head, started }), 1000);
  try {
    await runner.rebuild(name);
    printProgress(runner, { name, head, started });
    const seconds = (Date.now() - started) / 1000;
    process.stdout.write(
      `rebuilt ${name ?? 'every projection'} offline: ${head} events in ${seconds.toFixed(1)} s\n`,
    );
    printStatuses(runner.status().filter((s) => name === undefined || s.name === name));
  } finally {
    clearInterval(progress);
    await runner.stop();
    await adapters.close();
  }
}

function printProgress(
  runner: ProjectionRunner,
  { name, head, started }: { name: string | undefined; head: number; started: number },
): void {
  const seconds = Math.max(0.001, (Date.now() - started) / 1000);
  const rebuilding = runner.status().filter((s) => name === undefined || s.name === name);
  const slowest = Math.min(...rebuilding.map((s) => s.checkpoint));
  process.stdout.write(`  ${slowest}/${head} events, ${Math.round(slowest / seconds)} events/s\n`);
}

function printStatuses(rows: StatusRow[]): void {
  for (const r of rows)
    process.stdout.write(
      `  ${r.name.padEnd(16)} checkpoint ${String(r.checkpoint).padStart(8)}  lag ${r.lag}  ${r.state}\n`,
    );
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) {
    process.stderr.write(`${err.message}\n`);
    process.exit(1);
  }
  process.stderr.write(
    `rebuild failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
  );
  process.exit(1);
});
