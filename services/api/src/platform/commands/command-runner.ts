import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DomainError, type CommandResult, type DomainEvent, type StoredEvent } from '@faena/contracts';
import { Clock, EventStore, WrongExpectedRevisionError, eventIdFor, type NewEvent, type StreamWrite } from '@faena/core';
import type { AuthUser } from '../auth/auth-user';

/** How a stream's events fold into the state a decider needs. */
export interface StreamSpec<S> {
  initial: () => S;
  evolve: (state: S, event: StoredEvent) => S;
}

/** Loads streams for one attempt and remembers each stream's revision for the append. */
export class StreamReader {
  readonly revisions = new Map<string, number | 'no_stream'>();
  constructor(private readonly store: EventStore) {}
  async load<S>(stream: string, spec: StreamSpec<S>): Promise<S> {
    const events = await this.store.readStream(stream);
    const last = events.at(-1);
    this.revisions.set(stream, last ? last.revision : 'no_stream');
    return events.reduce(spec.evolve, spec.initial());
  }
  async events(stream: string): Promise<StoredEvent[]> {
    const events = await this.store.readStream(stream);
    const last = events.at(-1);
    this.revisions.set(stream, last ? last.revision : 'no_stream');
    return events;
  }
}

/** What a command plan decides: events per stream, and the id the caller gets back. */
export interface Planned {
  id: string;
  writes: Array<{ stream: string; events: DomainEvent[] }>;
  /** extra fields for the answer (e.g. a door mark's outcome) */
  extra?: Record<string, unknown>;
}

export interface CommandContext {
  commandId: string;
  user: Pick<AuthUser, 'sub' | 'pid' | 'cid' | 'did'>;
  /** the validated body, hashed so a reused commandId with other data is refused */
  payload: unknown;
  correlationId?: string;
}

type CommandHandledData = {
  id: string;
  payloadHash: string;
  result: CommandResult;
  extra?: Record<string, unknown>;
  /** the first write's stream and last event id: a replay finds its revision when it was not knowable */
  primary?: { stream: string; lastEventId: string };
};
const MAX_ATTEMPTS = 12;
export const commandStream = (commandId: string) => `command-${commandId}`;

/**
 * Runs a command: load streams → pure decide → append every write at its expected revision,
 * together with a `command-<commandId>` marker that makes the command exactly-once (a retry answers
 * the stored result). A revision conflict re-reads and re-decides, a bounded number of times.
 */
@Injectable()
export class CommandRunner {
  private readonly turns = new KeyedTurns();

  constructor(
    private readonly store: EventStore,
    private readonly clock: Clock,
  ) {}

  async run(ctx: CommandContext, plan: (reader: StreamReader, now: Date) => Promise<Planned>): Promise<CommandResult & Record<string, unknown>> {
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

  private async attempt(ctx: CommandContext, plan: (reader: StreamReader, now: Date) => Promise<Planned>, payloadHash: string) {
    const done = await this.previousResult(ctx.commandId, payloadHash);
    if (done) return done;
    const reader = new StreamReader(this.store);
    const now = this.clock.now();
    const planned = await plan(reader, now);
    return this.append(ctx, reader, planned, now, payloadHash);
  }

  private async previousResult(commandId: string, payloadHash: string) {
    const [handled] = await this.store.readStream(commandStream(commandId));
    if (!handled) return null;
    const data = handled.data as CommandHandledData;
    if (data.payloadHash !== payloadHash) throw new DomainError('command.conflict');
    // the marker is written last (same transaction on SQLite): its position is the command's
    const revision = data.result.revision >= 0 || !data.primary ? data.result.revision : await this.revisionOf(data.primary);
    return { ...data.result, revision, position: handled.position, ...(data.extra ?? {}) };
  }

  private async revisionOf(primary: { stream: string; lastEventId: string }): Promise<number> {
    const events = await this.store.readStream(primary.stream);
    return events.find((e) => e.id === primary.lastEventId)?.revision ?? -1;
  }

  private async append(ctx: CommandContext, reader: StreamReader, planned: Planned, now: Date, payloadHash: string) {
    const writes: StreamWrite[] = planned.writes
      .filter((w) => w.events.length > 0)
      .map((w) => ({
        stream: w.stream,
        expected: reader.revisions.get(w.stream) ?? 'any',
        events: w.events.map((e, i) => this.toNew(ctx, w.stream, i, e, now)),
      }));
    const marker = commandStream(ctx.commandId);
    const provisional: CommandResult = { id: planned.id, revision: expectedRevisionAfter(writes[0]), position: 0 };
    const first = writes[0];
    const handled: CommandHandledData = {
      id: planned.id,
      payloadHash,
      result: provisional,
      ...(planned.extra ? { extra: planned.extra } : {}),
      ...(first && provisional.revision < 0 ? { primary: { stream: first.stream, lastEventId: first.events.at(-1)!.id } } : {}),
    };
    writes.push({ stream: marker, expected: 'no_stream', events: [this.toNew(ctx, marker, 0, { type: 'command.CommandHandled', data: handled }, now)] });
    const results = await this.store.appendMulti(writes);
    const primary = results[0]!;
    const last = results[results.length - 1]!;
    const result: CommandResult = { id: planned.id, revision: writes.length > 1 ? primary.revision : -1, position: last.position };
    return { ...result, ...(planned.extra ?? {}) };
  }

  private toNew(ctx: CommandContext, stream: string, index: number, event: DomainEvent, now: Date): NewEvent {
    const id = eventIdFor(ctx.commandId, stream, index);
    return {
      id,
      type: event.type,
      version: event.version ?? 1,
      data: event.data,
      metadata: {
        eventId: id,
        commandId: ctx.commandId,
        correlationId: ctx.correlationId ?? ctx.commandId,
        causationId: ctx.commandId,
        userId: ctx.user.sub,
        profileId: ctx.user.pid,
        clientId: ctx.user.cid,
        divisionId: ctx.user.did,
        occurredAt: now.toISOString(),
      },
    };
  }
}

/** The revision the first write's stream will have after the append (-1 when not knowable). */
function expectedRevisionAfter(write: StreamWrite | undefined): number {
  if (!write) return -1;
  if (write.expected === 'no_stream') return write.events.length - 1;
  if (write.expected === 'any') return -1;
  return write.expected + write.events.length;
}

/** Runs tasks one at a time per key, in arrival order; tasks of different keys do not wait for each other. */
export class KeyedTurns {
  private readonly tails = new Map<string, Promise<unknown>>();

  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const run = (this.tails.get(key) ?? Promise.resolve()).then(task, task);
    const tail = run.catch(() => undefined);
    this.tails.set(key, tail);
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return run;
  }
}

function hashOf(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value ?? null)).digest('hex');
}
