import { randomUUID } from 'node:crypto';
import { setImmediate as yieldToLoop } from 'node:timers/promises';
import { Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  STREAMS,
  bulkBatchStream,
  type BulkEvent,
  type BulkRowsChecked,
  type BulkRowsProcessed,
  type SubmitRequestBody,
} from '@faena/contracts';
import { Clock, EventStore, SiteCalendar } from '@faena/core';
import type { AuthUser } from '../../platform/auth/auth-user';
import {
  CommandRunner,
  StreamReader,
  type CommandAnswer,
} from '../../platform/commands/command-runner';
import { registerPersonCommand } from '../../administration/people.port';
import { bulkBatchSpec, contractFactsSpec } from '../accreditation.streams';
import { planSubmit } from '../commands/submit-request/submit-request.handler';
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
import { refusalOf, registerBodyOf, submitBodyOf } from './row-commands';

/** Rows checked per append (then the event loop turns, so other users' calls go first). */
const CHECK_CHUNK = 100;
/** Rows sent per append of their outcome. */
const SEND_CHUNK = 50;

type Checked = BulkRowsChecked['data']['rows'][number];
type Processed = BulkRowsProcessed['data']['rows'][number];

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

  reader(): StreamReader {
    return new StreamReader(this.store, this.runner.cache);
  }

  batch(batchId: string): Promise<BulkBatch> {
    return this.reader().load(bulkBatchStream(batchId), bulkBatchSpec);
  }

  /** Appends what `decide` answers on the batch's current state (re-decided on a conflict). */
  append(
    user: AuthUser,
    batchId: string,
    decide: (state: BulkBatch) => BulkEvent[],
    commandId: string = randomUUID(),
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
      await this.append(user, batchId, (s) => recordChecks(batchId, rows, s));
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
      const people = await this.peopleOf(user, ctx, batch.header.companyId, todo);
      const { processed, failed } = await this.sendRows(user, ctx, people);
      await this.append(user, batchId, (s) => [
        ...recordProcessed(batchId, processed, s),
        ...recordChecks(batchId, failed, s),
      ]);
    }
  }

  /**
   * The rows' people: the known ones, and the unknown ones registered side by side (their streams
   * differ, so their appends share the store's group commit); a refusal stays with its row.
   */
  private async peopleOf(
    user: AuthUser,
    ctx: BatchContext,
    companyId: string,
    rows: readonly BulkRowState[],
  ): Promise<Array<[BulkRowState, Promise<string>]>> {
    const registered = rows.map(async (row) =>
      row.personId === null
        ? (
            await this.commands.execute(
              registerPersonCommand(user, registerBodyOf(ctx, companyId, row)),
            )
          ).id
        : row.personId,
    );
    await Promise.allSettled(registered);
    return rows.map((row, i) => [row, registered[i] ?? Promise.reject(new Error('no person'))]);
  }

  /**
   * The rows' requests, decided one after the other on one reader and appended together (one
   * group commit for the chunk: each row takes its quota slot on the slots of the rows before it).
   * Each row is its own command (idempotent by batch and row); a refusal stays with its row.
   */
  private async sendRows(
    user: AuthUser,
    ctx: BatchContext,
    people: Array<[BulkRowState, Promise<string>]>,
  ): Promise<{ processed: Processed[]; failed: Checked[] }> {
    const failed: Checked[] = [];
    const sent: Array<{ row: BulkRowState; personId: string; body: SubmitRequestBody }> = [];
    const refused = (row: BulkRowState, err: unknown): Checked => ({
      row: row.row,
      status: 'observed',
      issues: refusalOf(err, this.logger),
      personId: row.personId,
    });
    for (const [row, person] of people) {
      try {
        const personId = await person;
        sent.push({ row, personId, body: submitBodyOf(ctx, row, personId) });
      } catch (err) {
        failed.push(refused(row, err));
      }
    }
    const outcomes = await this.runner.runBatch(
      sent.map(({ body }) => ({ commandId: body.commandId, user, payload: body })),
      (reader, c, now) =>
        planSubmit(reader, this.calendar.dateOf(now), user, c.payload as SubmitRequestBody),
    );
    const processed: Processed[] = [];
    sent.forEach(({ row, personId }, i) => {
      const outcome = outcomes[i];
      if (!outcome || 'error' in outcome) failed.push(refused(row, outcome?.error));
      else processed.push(processedRow(row, personId, outcome.ok));
    });
    return { processed, failed };
  }
}

const processedRow = (row: BulkRowState, personId: string, answer: CommandAnswer): Processed => ({
  row: row.row,
  personId,
  requestId: answer.id,
  code: typeof answer['code'] === 'string' ? answer['code'] : '',
});
const recordChecks = (batchId: string, rows: Checked[], s: BulkBatch): BulkEvent[] =>
  rows.length === 0 ? [] : recordBulkChecks({ batchId, rows }, s);
const recordProcessed = (batchId: string, rows: Processed[], s: BulkBatch): BulkEvent[] =>
  rows.length === 0 ? [] : recordBulkProcessed({ batchId, rows }, s);
