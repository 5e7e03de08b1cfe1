import type { ProjectionStatus } from './runner-types';

/**
 * What the API asks of the projections, wherever they run: in this thread (ProjectionRunner) or
 * on a worker thread of this process (ThreadedProjections). Also the Nest injection token.
 */
export abstract class ProjectionControl {
  /** Starts following the log (does not wait for the catch-up). */
  abstract start(): Promise<void>;
  /** Stops after the current batch; pending waitFor calls are rejected. */
  abstract stop(): Promise<void>;
  /** Rebuilds one projection (or all) from position 0; resolves once caught up with the head seen at its start. */
  abstract rebuild(name?: string): Promise<void>;
  /** Resolves when the projections (all, or those named) have committed `position`. */
  abstract waitFor(position: number, timeoutMs: number, names?: readonly string[]): Promise<void>;
  abstract status(): ProjectionStatus[];
  /** Reads the head of the log (status and metrics when the log is quiet). */
  abstract refreshHead(): Promise<number>;
}
