import { randomUUID } from 'node:crypto';
import { setImmediate as yieldToLoop } from 'node:timers/promises';
import { Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { STREAMS, bulkBatchStream, type BulkEvent } from '@faena/contracts';
import { Clock, EventStore, SiteCalendar } from '@faena/core';
import type { AuthUser } from '../../platform/auth/auth-user';
import {
  CommandRunner,
  StreamReader,
  type CommandAnswer,
} from '../../platform/commands/command-runner';
import { bulkBatchSpec, contractFactsSpec } from '../accreditation.streams';
import { submitterOf } from '../commands/submit-request/submitter';
import {
  recordBulkChecks,
  recordBulkProcessed,
  rowsToCheck,
  rowsToSend,
  type BulkBatch,
  type BulkRowState,
} from '../domain/bulk-batch.decider';
import { slotsOf } from './batch-slots';
import { checkRow, type BatchContext } from './bulk-row-facts';
import { peopleOf, sendRows, type Checked, type Processed, type SendDeps } from './bulk-send';

/** Rows checked per append (then the event loop turns, so other users' calls go first). */
const CHECK_CHUNK = 100;
/** Rows sent per append of their outcome. */
const SEND_CHUNK = 50;

/** An append on a batch: what to decide on its state, under which command id (default: a new one). */
export interface BatchAppend {
  batchId: string;
  decide: (state: BulkBatch) => BulkEvent[];
  commandId?: string;
}

/**
 * Checks and sends a batch's rows in chunks, appending each chunk's outcome to the batch's stream
 * (the read model and the progress bar follow it) and yielding to the event loop in between. One
 * run per batch at a time in this process; every step reads where the batch stands, so a run
 * started again (a retried upload or send) goes on from there.
 */
@Injectable()
export class BulkWorker {
  private readonly logger = new Logger('BulkWorker');
  private readonly running = new Map<string, Promise<void>>();

  constructor(
    private readonly runner: CommandRunner,
    private readonly store: EventStore,
    private readonly commands: CommandBus,
    private readonly clock: Clock,
    private readonly calendar: SiteCalendar,
  ) {}

  private get sendDeps(): SendDeps {
    const { runner, commands, calendar, logger } = this;
    return { runner, commands, calendar, logger };
  }

  reader(): StreamReader {
    return new StreamReader(this.store, this.runner.cache);
  }

  batch(batchId: string): Promise<BulkBatch> {
    return this.reader().load(bulkBatchStream(batchId), bulkBatchSpec);
  }

  /** Appends what `decide` answers on the batch's current state (re-decided on a conflict). */
  append(
    user: AuthUser,
    { batchId, decide, commandId = randomUUID() }: BatchAppend,
  ): Promise<CommandAnswer> {
    const stream = bulkBatchStream(batchId);
    return this.runner.run(
      { commandId, user, payload: { batchId, commandId } },
      async (reader) => ({
        id: batchId,
        writes: [{ stream, events: decide(await reader.load(stream, bulkBatchSpec)) }],
      }),
    );
  }

  /** Starts (or joins) the batch's run in the background; the promise settles when it ends. */
  start(user: AuthUser, batchId: string, work: 'check' | 'send'): Promise<void> {
    const key = `${batchId}:${work}`;
    const current = this.running.get(key);
    if (current) return current;
    const run = (work === 'check' ? this.checkAll(user, batchId) : this.sendAll(user, batchId))
      .catch((err: unknown) =>
        this.logger.error(
          `bulk ${batchId} ${work}: ${err instanceof Error ? (err.stack ?? '') : String(err)}`,
        ),
      )
      .finally(() => this.running.delete(key));
    this.running.set(key, run);
    return run;
  }

  async contextOf(reader: StreamReader, user: AuthUser, batch: BulkBatch): Promise<BatchContext> {
    if (!batch.exists) throw new Error('contextOf: no batch');
    const { header } = batch;
    return {
      batchId: header.batchId,
      today: this.calendar.dateOf(this.clock.now()),
      submitter: await submitterOf(reader, user),
      contract: await reader.load(STREAMS.contract(header.contractId), contractFactsSpec),
      profile: header.profile,
      place: header.place,
    };
  }

  /** Checks the given rows against the batch as it stands (its other rows holding their slots). */
  async checkRows(
    user: AuthUser,
    batch: BulkBatch,
    rows: readonly BulkRowState[],
  ): Promise<Checked[]> {
    const reader = this.reader();
    const ctx = await this.contextOf(reader, user, batch);
    const slots = await slotsOf(reader, batch, new Set(rows.map((r) => r.row)));
    const checked: Checked[] = [];
    for (const row of rows) {
      const { issues, personId } = await checkRow(reader, ctx, { slots, row });
      const status = issues.length > 0 ? 'observed' : 'successful';
      checked.push({ row: row.row, status, issues, personId });
      await yieldToLoop(); // the store's reads may resolve at once: let other calls in between rows
    }
    return checked;
  }

  private async checkAll(user: AuthUser, batchId: string): Promise<void> {
    for (;;) {
      const batch = await this.batch(batchId);
      const todo = rowsToCheck(batch).slice(0, CHECK_CHUNK);
      if (todo.length === 0) return;
      const rows = await this.checkRows(user, batch, todo);
      await this.append(user, { batchId, decide: (s) => recordChecks(batchId, rows, s) });
      await yieldToLoop();
    }
  }

  private async sendAll(user: AuthUser, batchId: string): Promise<void> {
    for (;;) {
      const batch = await this.batch(batchId);
      const todo = rowsToSend(batch).slice(0, SEND_CHUNK);
      if (todo.length === 0 || !batch.exists) return;
      const reader = this.reader();
      const ctx = await this.contextOf(reader, user, batch);
      const chunk = { user, ctx, companyId: batch.header.companyId };
      const people = await peopleOf(this.sendDeps, chunk, todo);
      const { processed, failed } = await sendRows(this.sendDeps, chunk, people);
      await this.append(user, {
        batchId,
        decide: (s) => [
          ...recordProcessed(batchId, processed, s),
          ...recordChecks(batchId, failed, s),
        ],
      });
    }
  }
}

const recordChecks = (batchId: string, rows: Checked[], s: BulkBatch): BulkEvent[] =>
  rows.length === 0 ? [] : recordBulkChecks({ batchId, rows }, s);
const recordProcessed = (batchId: string, rows: Processed[], s: BulkBatch): BulkEvent[] =>
  rows.length === 0 ? [] : recordBulkProcessed({ batchId, rows }, s);
