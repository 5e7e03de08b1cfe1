import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import type { StoredEvent } from '@faena/contracts';
import { EventStore, ReadStore, type Subscription } from '@faena/core';
import { ReadWaiter } from '../../platform/storage/read-waiter';
import { DEMOBILIZATIONS_COLLECTION, type DemobilizationDoc } from '../accreditation.read-models';
import { DemobilizationCascade } from './demobilization-cascade';

/**
 * The process manager of demobilization cascades: it follows the event log from the head at start
 * and runs the cascade of every DemobilizationApproved it sees; at start it also finishes the
 * cascades an earlier process left unfinished (approved rows whose cascade did not complete). A
 * cascade that fails is logged and finished at the next start; the cascade's commands are
 * idempotent, so the approve call, several nodes and restarts never release twice.
 */
@Injectable()
export class CascadeReactor implements OnModuleDestroy {
  private readonly logger = new Logger('DemobilizationCascade');
  private subscription: Subscription | null = null;

  constructor(
    private readonly store: EventStore,
    private readonly readStore: ReadStore,
    private readonly waiter: ReadWaiter,
    private readonly cascade: DemobilizationCascade,
  ) {}

  async start(): Promise<void> {
    const head = await this.store.headPosition();
    this.subscription = this.store.subscribeAll(head, (events) => this.onBatch(events), {
      onError: (err) => this.logger.error(`the cascade reactor failed: ${String(err)}`),
    });
    await this.recover(head).catch((err: unknown) =>
      this.logger.error(`the cascades left unfinished were not resumed: ${String(err)}`),
    );
  }

  /** Finishes the cascades of approvals up to `head` that did not complete. */
  async recover(head: number): Promise<number> {
    await this.waiter.waitFor(head, ['demobilizations.v1']);
    const approved = await this.readStore.find<DemobilizationDoc>(DEMOBILIZATIONS_COLLECTION, {
      status: 'A',
    });
    const unfinished = approved.filter((row) => row.cascadeDone !== true);
    for (const row of unfinished) await this.runOne(row.demobilizationId);
    return unfinished.length;
  }

  private async onBatch(events: StoredEvent[]): Promise<void> {
    for (const event of events) {
      if (event.type !== 'accreditation.DemobilizationApproved') continue;
      await this.runOne((event.data as { demobilizationId: string }).demobilizationId);
    }
  }

  private async runOne(demobilizationId: string): Promise<void> {
    try {
      await this.cascade.run(demobilizationId);
    } catch (err) {
      this.logger.error(`the cascade of ${demobilizationId} failed: ${String(err)}`);
    }
  }

  async onModuleDestroy(): Promise<void> {
    const subscription = this.subscription;
    this.subscription = null;
    await subscription?.close();
  }
}
