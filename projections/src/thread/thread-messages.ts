import type { ChangeMessage } from '@faena/contracts';
import type { AppConfig } from '@faena/core';
import type { ProjectionProgress } from '../runner/projection-runner';

/** What the API hands the projector thread. */
export interface ProjectorThreadData {
  config: AppConfig;
  batchSize: number;
  idleCheckpointEvery: number;
}

/** API → projector thread. */
export type ToProjector =
  { t: 'wake' } | { t: 'rebuild'; id: number; name?: string } | { t: 'stop' };

/** Projector thread → API. */
export type FromProjector =
  | { t: 'started' }
  | { t: 'progress'; head: number; projections: ProjectionProgress[] }
  | { t: 'notices'; notices: ChangeMessage[] }
  | { t: 'log'; level: 'log' | 'error'; message: string; trace?: string }
  | { t: 'reply'; id: number; error?: string }
  | { t: 'failed'; error: string }
  | { t: 'stopped' };
