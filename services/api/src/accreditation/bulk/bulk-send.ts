import type { Logger } from '@nestjs/common';
import type { CommandBus } from '@nestjs/cqrs';
import type { BulkRowsChecked, BulkRowsProcessed, SubmitRequestBody } from '@faena/contracts';
import type { SiteCalendar } from '@faena/core';
import type { AuthUser } from '../../platform/auth/auth-user';
import type { CommandAnswer, CommandRunner } from '../../platform/commands/command-runner';
import { registerPersonCommand } from '../../administration/people.port';
import { planSubmit } from '../commands/submit-request/submit-request.handler';
import type { BulkRowState } from '../domain/bulk-batch.decider';
import type { BatchContext } from './bulk-row-facts';
import { refusalOf, registerBodyOf, submitBodyOf } from './row-commands';

export type Checked = BulkRowsChecked['data']['rows'][number];
export type Processed = BulkRowsProcessed['data']['rows'][number];

/** What sending a chunk of rows needs of the worker. */
export interface SendDeps {
  runner: CommandRunner;
  commands: CommandBus;
  calendar: SiteCalendar;
  logger: Logger;
}

/** A chunk's sender: the batch's user, its context and company. */
export interface SendChunk {
  user: AuthUser;
  ctx: BatchContext;
  companyId: string;
}

type RowPerson = [BulkRowState, Promise<string>];
type Sent = { row: BulkRowState; personId: string; body: SubmitRequestBody };

/**
 * The rows' people: the known ones, and the unknown ones registered side by side (their streams
 * differ, so their appends share the store's group commit); a refusal stays with its row.
 */
export async function peopleOf(
  deps: SendDeps,
  { user, ctx, companyId }: SendChunk,
  rows: readonly BulkRowState[],
): Promise<RowPerson[]> {
  const registered = rows.map(async (row) =>
    row.personId === null
      ? (
          await deps.commands.execute(
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
export async function sendRows(
  deps: SendDeps,
  { user, ctx }: SendChunk,
  people: readonly RowPerson[],
): Promise<{ processed: Processed[]; failed: Checked[] }> {
  const { sent, failed } = await bodiesOf(deps.logger, ctx, people);
  const outcomes = await deps.runner.runBatch(
    sent.map(({ body }) => ({ commandId: body.commandId, user, payload: body })),
    (reader, c, now) =>
      planSubmit(reader, {
        today: deps.calendar.dateOf(now),
        user,
        body: c.payload as SubmitRequestBody,
      }),
  );
  const processed: Processed[] = [];
  sent.forEach(({ row, personId }, i) => {
    const outcome = outcomes[i];
    if (!outcome || 'error' in outcome) failed.push(refused(row, outcome?.error, deps.logger));
    else processed.push(processedRow(row, personId, outcome.ok));
  });
  return { processed, failed };
}

/** The rows whose person is known, with their request's body; the others refused. */
async function bodiesOf(
  logger: Logger,
  ctx: BatchContext,
  people: readonly RowPerson[],
): Promise<{ sent: Sent[]; failed: Checked[] }> {
  const sent: Sent[] = [];
  const failed: Checked[] = [];
  for (const [row, person] of people) {
    try {
      const personId = await person;
      sent.push({ row, personId, body: submitBodyOf(ctx, row, personId) });
    } catch (err) {
      failed.push(refused(row, err, logger));
    }
  }
  return { sent, failed };
}

const refused = (row: BulkRowState, err: unknown, logger: Logger): Checked => ({
  row: row.row,
  status: 'observed',
  issues: refusalOf(err, logger),
  personId: row.personId,
});

const processedRow = (row: BulkRowState, personId: string, answer: CommandAnswer): Processed => ({
  row: row.row,
  personId,
  requestId: answer.id,
  code: typeof answer['code'] === 'string' ? answer['code'] : '',
});
