import { hash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DomainError } from '@faena/contracts';
import { Clock, EventStore, present, WrongExpectedRevisionError } from '@faena/core';
import {
  commandAnswer,
  commandStream,
  commandWrites,
  type CommandAnswer,
  type CommandContext,
  type CommandHandledData,
  type Planned,
} from './command-writes';
import { StreamReader } from './stream-reader';
import { StreamStateCache } from './stream-state-cache';
import { KeyedTurns } from './keyed-turns';
import {
  follower,
  refusal,
  type Batch,
  type BatchOutcome,
  type BatchPlan,
  type Decided,
} from './command-batch';

export { foldEvents, StreamReader, type StreamSpec } from './stream-reader';
export type { BatchOutcome, BatchPlan } from './command-batch';
export {
  commandStream,
  type CommandAnswer,
  type CommandContext,
  type Planned,
} from './command-writes';

/** A plan: reads streams through the reader, decides with pure deciders, answers the writes. */
export type Plan = (reader: StreamReader, now: Date) => Promise<Planned>;
const MAX_ATTEMPTS = 12;

/**
 * Runs a command: load streams → pure decide → append every write at its expected revision,
 * together with a `command-<commandId>` marker that makes the command exactly-once (a retry answers
 * the stored result). A revision conflict re-reads and re-decides, a bounded number of times.
 * Folded states are cached per (spec, stream) (StreamStateCache), so a load reads only new events.
 */
@Injectable()
export class CommandRunner {
  private readonly turns = new KeyedTurns();
  readonly cache = new StreamStateCache();

  constructor(
    private readonly store: EventStore,
    private readonly clock: Clock,
  ) {}

  async run(ctx: CommandContext, plan: Plan): Promise<CommandAnswer> {
    const payloadHash = hashOf(ctx.payload);
    let contested: string | null = null;
    for (let attempt = 1; ; attempt += 1) {
      const once = () => this.attempt(ctx, plan, payloadHash);
      try {
        return await (contested === null ? once() : this.turns.run(contested, once));
      } catch (err) {
        if (!(err instanceof WrongExpectedRevisionError)) throw err;
        if (attempt >= MAX_ATTEMPTS) throw new DomainError('concurrency.conflict');
        // retries wait their turn on the contested stream: contenders of this process re-decide one
        // at a time instead of all losing again to one winner per round (and running out of attempts)
        contested = err.stream;
        await new Promise((r) => setTimeout(r, Math.random() * 2 * attempt));
      }
    }
  }

  /**
   * Runs many independent commands (e.g. a device's marks) with ONE append: commands already
   * handled answer their stored result, the others are decided in one pass over one reader and
   * appended together with their markers (one group commit). A repeated commandId in the batch
   * shares the first one's answer (or command.conflict when its payload differs). Each decided
   * command's writes are staged on the reader, so a later command of the batch decides on them (two
   * requests taking slots of one contract's quota) and its write expects the revision right after.
   * When the shared append meets a revision conflict, every pending command runs on its own
   * through run(), with its retries. Outcomes keep the input order.
   */
  async runBatch(items: CommandContext[], plan: BatchPlan): Promise<BatchOutcome[]> {
    const hashes = items.map((ctx) => hashOf(ctx.payload));
    const outcomes = new Array<BatchOutcome | undefined>(items.length);
    const leaders = new Map<string, number>();
    const pending: number[] = [];
    for (const [i, ctx] of items.entries()) {
      if (leaders.has(ctx.commandId)) continue;
      leaders.set(ctx.commandId, i);
      const done = await refusal(() =>
        this.previousResult(ctx.commandId, present(hashes[i], "a command's payload hash")),
      );
      if (done === null) pending.push(i);
      else outcomes[i] = done;
    }
    const batch = { items, plan, hashes, outcomes };
    const decided = await this.decideAll(batch, pending);
    if (decided.length > 0) await this.appendAll(batch, decided);
    return items.map((ctx, i) => {
      const own = outcomes[i];
      if (own) return own;
      const leader = present(leaders.get(ctx.commandId), 'the leader of a repeated command');
      return follower(
        present(hashes[i], "a command's payload hash"),
        present(hashes[leader], "the leader's payload hash"),
        present(outcomes[leader], "the leader's outcome"),
      );
    });
  }

  private async decideAll(batch: Batch, pending: number[]): Promise<Decided[]> {
    const { items, plan, outcomes, hashes } = batch;
    const reader = new StreamReader(this.store, this.cache);
    const now = this.clock.now();
    const decided: Decided[] = [];
    for (const i of pending) {
      const ctx = present(items[i], 'a pending command');
      const planned = await refusal(async () => ({ ok: await plan(reader, ctx, now) }));
      if ('error' in planned) {
        outcomes[i] = planned;
        continue;
      }
      const hash = present(hashes[i], "a command's payload hash");
      const writes = commandWrites(ctx, planned.ok, { reader, now, payloadHash: hash });
      reader.stage(writes);
      decided.push({ index: i, planned: planned.ok, writes });
    }
    return decided;
  }

  private async appendAll(batch: Batch, decided: Decided[]): Promise<void> {
    const { items, plan, outcomes } = batch;
    try {
      const results = await this.store.appendMulti(decided.flatMap((d) => d.writes));
      let at = 0;
      for (const d of decided) {
        outcomes[d.index] = {
          ok: commandAnswer(d.planned, results.slice(at, at + d.writes.length)),
        };
        at += d.writes.length;
      }
      return;
    } catch (err) {
      if (!(err instanceof WrongExpectedRevisionError)) throw err;
    }
    for (const d of decided) {
      const ctx = present(items[d.index], 'a decided command');
      outcomes[d.index] = await refusal(async () => ({
        ok: await this.run(ctx, (reader, now) => plan(reader, ctx, now)),
      }));
    }
  }

  private async attempt(ctx: CommandContext, plan: Plan, payloadHash: string) {
    const done = await this.previousResult(ctx.commandId, payloadHash);
    if (done) return done.ok;
    const reader = new StreamReader(this.store, this.cache);
    const now = this.clock.now();
    const planned = await plan(reader, now);
    const results = await this.store.appendMulti(
      commandWrites(ctx, planned, { reader, now, payloadHash }),
    );
    return commandAnswer(planned, results);
  }

  private async previousResult(
    commandId: string,
    payloadHash: string,
  ): Promise<{ ok: CommandAnswer } | null> {
    const [handled] = await this.store.readStream(commandStream(commandId));
    if (!handled) return null;
    const data = handled.data as CommandHandledData;
    if (data.payloadHash !== payloadHash) throw new DomainError('command.conflict');
    // the marker is written last (same transaction on SQLite): its position is the command's
    const revision =
      data.result.revision >= 0 || !data.primary
        ? data.result.revision
        : await this.revisionOf(data.primary);
    return { ok: { ...data.result, revision, position: handled.position, ...(data.extra ?? {}) } };
  }

  private async revisionOf(primary: { stream: string; lastEventId: string }): Promise<number> {
    const events = await this.store.readStream(primary.stream);
    return events.find((e) => e.id === primary.lastEventId)?.revision ?? -1;
  }
}

function hashOf(value: unknown): string {
  return hash('sha256', JSON.stringify(value ?? null), 'hex');
}
