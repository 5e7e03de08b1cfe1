import { DomainError, ValidationError } from '@faena/contracts';
import type { StreamWrite } from '@faena/core';
import type { CommandAnswer, CommandContext, Planned } from './command-writes';
import type { StreamReader } from './stream-reader';

// The pieces of CommandRunner.runBatch: its outcomes, its plan, a batch in flight.

/** One command of a batch: its answer, or the domain/validation error that refused it. */
export type BatchOutcome = { ok: CommandAnswer } | { error: DomainError | ValidationError };
/** A batch's plan: one command's, on the batch's shared reader. */
export type BatchPlan = (reader: StreamReader, ctx: CommandContext, now: Date) => Promise<Planned>;
/** A batch in flight: its commands, their plan, payload hashes and outcomes so far (input order). */
export type Batch = {
  items: CommandContext[];
  plan: BatchPlan;
  hashes: string[];
  outcomes: Array<BatchOutcome | undefined>;
};

export type Decided = { index: number; planned: Planned; writes: StreamWrite[] };

/** Runs a step of one batched command; its domain or validation error becomes its outcome. */
export async function refusal<T>(
  step: () => Promise<T>,
): Promise<T | { error: DomainError | ValidationError }> {
  try {
    return await step();
  } catch (err) {
    if (err instanceof DomainError || err instanceof ValidationError) return { error: err };
    throw err;
  }
}

/** A repeated commandId in one batch: the first one's outcome, if it carried the same payload. */
export function follower(hash: string, leaderHash: string, leader: BatchOutcome): BatchOutcome {
  return hash === leaderHash ? leader : { error: new DomainError('command.conflict') };
}
