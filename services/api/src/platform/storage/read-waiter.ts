import { Inject, Injectable, Optional } from '@nestjs/common';
import { DomainError, ValidationError } from '@faena/contracts';
import { type AppConfig, EventStore, ReadStore } from '@faena/core';
import { ProjectionControl } from '@faena/projections';
import { InjectConfig, PROJECTION_NAMES } from './tokens';

const POLL_MS = 25;

/**
 * Read your writes: a query that carries `afterPosition` waits (bounded by READ_WAIT_MS) until the
 * projections have passed it. With the runner in this process it asks the runner; in ROLE api
 * (projector elsewhere) it polls the checkpoints in the read store.
 */
@Injectable()
export class ReadWaiter {
  constructor(
    @InjectConfig() private readonly config: AppConfig,
    private readonly readStore: ReadStore,
    private readonly eventStore: EventStore,
    @Inject(PROJECTION_NAMES) private readonly projections: string[],
    @Optional() @Inject(ProjectionControl) private readonly runner?: ProjectionControl,
  ) {}

  /** Resolves once every projection (or the named ones) is at or past the position. */
  async waitFor(afterPosition?: number, only?: readonly string[]): Promise<void> {
    if (afterPosition === undefined || afterPosition <= 0) return;
    // no command answered a position the log has not reached: refuse it at once (400), not a 503 after READ_WAIT_MS
    if (afterPosition > (await this.eventStore.headPosition()))
      throw new ValidationError([{ path: 'afterPosition', message: 'errors:request.invalid' }]);
    const timeoutMs = this.config.READ_WAIT_MS;
    if (this.runner) {
      // rejects with DomainError('query.positionTimeout') when the time is up
      await this.runner.waitFor(afterPosition, timeoutMs, only);
      return;
    }
    const reached = await this.pollCheckpoints(afterPosition, timeoutMs, only ?? this.projections);
    if (!reached) throw new DomainError('query.positionTimeout');
  }

  private async pollCheckpoints(
    position: number,
    timeoutMs: number,
    names: readonly string[],
  ): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const checkpoints = await Promise.all(names.map((n) => this.readStore.getCheckpoint(n)));
      if (checkpoints.every((c) => c >= position)) return true;
      if (Date.now() >= deadline) return false;
      await new Promise((r) => setTimeout(r, POLL_MS));
    }
  }
}
