import { Inject, Injectable, Optional } from '@nestjs/common';
import { EventStore, ReadStore } from '@faena/core';
import { ProjectionControl, type ProjectionStatus } from '@faena/projections';
import { PROJECTION_NAMES } from './tokens';

export interface ReadSideStatus {
  head: number;
  /** false when the projections run in another process (ROLE api): figures come from checkpoints */
  inProcess: boolean;
  projections: ProjectionStatus[];
}

/** Lag above this many events makes /health answer 'degraded'. */
export const DEGRADED_LAG = 10_000;

/** Where the read side stands: from the in-process runner, or from the stored checkpoints. */
@Injectable()
export class ProjectionMonitor {
  constructor(
    private readonly eventStore: EventStore,
    private readonly readStore: ReadStore,
    @Inject(PROJECTION_NAMES) private readonly names: string[],
    @Optional() @Inject(ProjectionControl) private readonly runner?: ProjectionControl,
  ) {}

  async statuses(): Promise<ReadSideStatus> {
    if (this.runner) {
      const head = await this.runner.refreshHead();
      return { head, inProcess: true, projections: this.runner.status() };
    }
    const head = await this.eventStore.headPosition();
    const projections = await Promise.all(
      this.names.map(async (name): Promise<ProjectionStatus> => {
        const checkpoint = await this.readStore.getCheckpoint(name);
        const lag = Math.max(0, head - checkpoint);
        return { name, checkpoint, head, lag, state: lag === 0 ? 'live' : 'catching-up' };
      }),
    );
    return { head, inProcess: false, projections };
  }

  /** ok when every projection runs and none lags far behind. */
  static healthOf(status: ReadSideStatus): 'ok' | 'degraded' {
    const bad = status.projections.some(
      (p) => p.state === 'failed' || p.state === 'stopped' || p.lag > DEGRADED_LAG,
    );
    return bad ? 'degraded' : 'ok';
  }
}
