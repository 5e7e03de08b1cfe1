import type { EventStore, NoticeBus, ReadStore } from '@faena/core';
import type { Projection } from './projection';
import type { LaneDeps, ProjectionStatus, RunnerLog } from './runner-types';

/** A sensible idleCheckpointEvery: at most this many events are read again after a crash. */
export const IDLE_CHECKPOINT_EVERY = 10_000;

export interface ProjectionRunnerOptions {
  eventStore: EventStore;
  readStore: ReadStore;
  bus: NoticeBus;
  projections: readonly Projection[];
  /** events read and applied per batch (catch-up reads and live chunks) */
  batchSize: number;
  /**
   * Live batches where a projection has nothing to apply: 0 (default) commits its checkpoint
   * anyway (one read-store transaction per projection and batch); n > 0 keeps the checkpoint in
   * memory and persists it with the projection's next real commit or every n positions. Use n > 0
   * only when every read-your-writes wait asks this runner (ROLE all): a process that polls the
   * read store's checkpoints (ROLE api) would wait for idle projections.
   */
  idleCheckpointEvery?: number;
  log?: RunnerLog;
  /** called after every commit, failure and state change (the projector thread reports them to the API) */
  onProgress?: () => void;
}

/** One projection's progress, as the projector thread reports it. */
export interface ProjectionProgress {
  name: string;
  checkpoint: number;
  state: ProjectionStatus['state'];
  error: string | null;
  /** its collections have their indexes (false while filling from empty) */
  indexed: boolean;
}

/** The lane dependencies from the runner's options and its hooks. */
export function laneDepsOf(
  options: ProjectionRunnerOptions,
  hooks: Pick<LaneDeps, 'log' | 'onHead' | 'onCommitted' | 'onFailed'>,
): LaneDeps {
  return {
    eventStore: options.eventStore,
    readStore: options.readStore,
    bus: options.bus,
    batchSize: options.batchSize,
    idleCheckpointEvery: options.idleCheckpointEvery ?? 0,
    ...hooks,
  };
}
