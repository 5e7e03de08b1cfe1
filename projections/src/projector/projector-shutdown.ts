import type { Server } from 'node:http';
import type { ProjectionRunner } from '../runner/projection-runner';
import type { RunnerLog } from '../runner/runner-types';

/** How long the closing steps after the final catch-up may take before the process exits anyway. */
const CLOSE_LIMIT_MS = 10_000;

export interface ProjectorParts {
  runner: ProjectionRunner;
  server: Server;
  /** the event relay and the adapters, closed in this order */
  closers: Array<() => Promise<void>>;
  log: RunnerLog;
  /** SHUTDOWN_DRAIN_MS: how long the projections may go on applying the log before they stop */
  drainMs: number;
}

/**
 * Lets the projections apply the log up to the head seen at the signal (bounded by drainMs), then
 * stops them after their batch (checkpoints committed with it), so a restart re-projects nothing.
 */
export async function stopProjector({
  runner,
  server,
  closers,
  log,
  drainMs,
}: ProjectorParts): Promise<void> {
  if (server.listening) server.close();
  server.closeIdleConnections();
  const head = await runner.refreshHead();
  await runner.waitFor(head, drainMs).then(
    () => log.log(`projections at the head (${head}): stopping`),
    () =>
      log.error(
        `projections not at the head (${head}) after ${drainMs} ms: stopping after the current batch`,
      ),
  );
  await runner.stop();
  server.closeAllConnections();
  for (const close of closers) await close();
}

/** SIGTERM / SIGINT stop the projector once (exit 0, or 1 when closing fails or overruns); a second signal exits at once. */
export function onProjectorSignals(parts: ProjectorParts): void {
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) {
      parts.log.error(`${signal} again: exiting now`);
      process.exit(1);
    }
    stopping = true;
    parts.log.log(
      `${signal}: applying the log up to its head (at most ${parts.drainMs} ms), then stopping`,
    );
    setTimeout(() => process.exit(1), parts.drainMs + CLOSE_LIMIT_MS).unref();
    stopProjector(parts).then(
      () => process.exit(0),
      (err: unknown) => {
        parts.log.error(`shutdown failed: ${String(err)}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}
