import type { EventStore, NoticeBus, ReadStore } from '@faena/core';
import type { Projection } from './projection';
import type { ProjectionLane } from './projection-lane';

export type ProjectionState = 'catching-up' | 'live' | 'rebuilding' | 'stopped' | 'failed';

export interface ProjectionStatus {
  name: string;
  /** position of the last event the projection has committed */
  checkpoint: number;
  /** head of the log as last seen by the runner */
  head: number;
  lag: number;
  state: ProjectionState;
  /** why the projection stopped, when state is 'failed' */
  error?: string;
}

/** The log the runner writes to; a Nest Logger fits. */
export interface RunnerLog {
  log(message: string): void;
  error(message: string, trace?: string): void;
}

/** One projection's place in the runner. */
export interface Member {
  readonly projection: Projection;
  readonly handles: ReadonlySet<string>;
  readonly owned: ReadonlySet<string>;
  checkpoint: number;
  state: ProjectionState;
  error: string | null;
  /** head when the current catch-up (start or rebuild) began: past it the projection is live */
  target: number;
  /** the lane applying it, null when it is not running */
  lane: ProjectionLane | null;
  /**
   * Filling from empty (checkpoint 0) with its collections' indexes deferred: the lane builds them
   * before its last catch-up batch, and only then reports the member's commits (so nobody waiting
   * for a position queries a collection without its indexes).
   */
  indexesPending: boolean;
}

export const silentLog: RunnerLog = {
  log: () => undefined,
  error: (message, trace) => console.error(message, trace ?? ''),
};

export function describeError(err: unknown): { message: string; trace?: string } {
  if (err instanceof Error) return { message: err.message, trace: err.stack };
  return { message: String(err) };
}

/** What a lane works with: the stores, the bus, its sizes and its reports to the runner. */
export interface LaneDeps {
  eventStore: EventStore;
  readStore: ReadStore;
  bus: NoticeBus;
  batchSize: number;
  /**
   * 0: every projection commits its checkpoint for every batch. n > 0: a projection with nothing
   * to apply in a batch moves its checkpoint in memory only, and persists it with its next real
   * commit or once it is n positions past the persisted one (see ProjectionRunnerOptions).
   */
  idleCheckpointEvery: number;
  log: RunnerLog;
  /** a batch arrived whose last event is at this position */
  onHead(position: number): void;
  /** a member committed a batch (its checkpoint moved) */
  onCommitted(member: Member): void;
  /** a member failed; the lane has already dropped it */
  onFailed(member: Member, err: unknown): void;
}
