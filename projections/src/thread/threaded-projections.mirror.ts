import type { ChangeMessage } from '@faena/contracts';
import type { AppConfig, NoticeBus, SqliteEventStore } from '@faena/core';
import type { ProjectionProgress } from '../runner/projection-runner.options';
import type { ProjectionState, ProjectionStatus, RunnerLog } from '../runner/runner-types';

export interface ThreadedProjectionsOptions {
  config: AppConfig;
  /** this thread's connection to the log: its durable commits wake the thread, its head answers refreshHead */
  eventStore: SqliteEventStore;
  /** this thread's bus: the thread's change notices are published on it (the realtime gateway listens) */
  bus: NoticeBus;
  /** the projections the thread runs (ALL_PROJECTIONS' names) */
  names: readonly string[];
  batchSize: number;
  idleCheckpointEvery: number;
  log?: RunnerLog;
}

/** The API's picture of one projection of the thread (what PositionWaiters looks at). */
export interface Mirror {
  checkpoint: number;
  indexesPending: boolean;
  state: ProjectionState;
  error: string | null;
}

/** How a pending start or rebuild is settled. */
export interface Settle {
  resolve: () => void;
  reject: (err: Error) => void;
}

/** Every projection of the thread, stopped at 0 until the thread reports. */
export function mirrorOf(names: readonly string[]): Map<string, Mirror> {
  const mirror = new Map<string, Mirror>();
  for (const name of names)
    mirror.set(name, { checkpoint: 0, indexesPending: true, state: 'stopped', error: null });
  return mirror;
}

/** The thread's progress report, onto the mirror (names it does not know are left out). */
export function applyProgress(
  mirror: ReadonlyMap<string, Mirror>,
  projections: readonly ProjectionProgress[],
): void {
  for (const p of projections) {
    const m = mirror.get(p.name);
    if (!m) continue;
    m.checkpoint = p.checkpoint;
    m.indexesPending = !p.indexed;
    m.state = p.state;
    m.error = p.error;
  }
}

/** Every projection's status against the head of the log. */
export function mirrorStatus(
  mirror: ReadonlyMap<string, Mirror>,
  head: number,
): ProjectionStatus[] {
  return [...mirror.entries()].map(([name, m]) => ({
    name,
    checkpoint: m.checkpoint,
    head: Math.max(head, m.checkpoint),
    lag: Math.max(0, head - m.checkpoint),
    state: m.state,
    ...(m.error ? { error: m.error } : {}),
  }));
}

/** A line the thread logged, on this side's log. */
export function logFromThread(
  log: RunnerLog,
  message: { level: 'log' | 'error'; message: string; trace?: string },
): void {
  if (message.level === 'error') log.error(message.message, message.trace);
  else log.log(message.message);
}

/** The thread is gone: every projection reads as failed, with the reason. */
export function failMirror(mirror: ReadonlyMap<string, Mirror>, reason: string): void {
  for (const m of mirror.values()) {
    m.state = 'failed';
    m.error = reason;
  }
}

/** The thread's change notices, on this thread's bus (a failure is logged). */
export function republish(bus: NoticeBus, log: RunnerLog, notices: ChangeMessage[]): void {
  bus
    .publish(notices)
    .catch((err: unknown) => log.error(`republishing the thread's notices failed: ${String(err)}`));
}
