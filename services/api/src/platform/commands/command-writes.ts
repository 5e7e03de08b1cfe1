import { EVENT_CATALOG, type CommandResult, type DomainEvent } from '@faena/contracts';
import {
  eventIdFor,
  present,
  type AppendResult,
  type NewEvent,
  type StreamWrite,
} from '@faena/core';
import type { AuthUser } from '../auth/auth-user';
import type { StreamReader } from './stream-reader';

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

export type CommandAnswer = CommandResult & Record<string, unknown>;

export type CommandHandledData = {
  id: string;
  payloadHash: string;
  result: CommandResult;
  extra?: Record<string, unknown>;
  /** the first write's stream and last event id: a replay finds its revision when it was not knowable */
  primary?: { stream: string; lastEventId: string };
};

export const commandStream = (commandId: string) => `command-${commandId}`;

/**
 * The writes of one decided command: every non-empty write at the revision the reader saw (or
 * 'any' for a stream it did not read), then the `command-<commandId>` marker, which is last so its
 * position is the command's.
 */
export function commandWrites(
  ctx: CommandContext,
  planned: Planned,
  at: { reader: StreamReader; now: Date; payloadHash: string },
): StreamWrite[] {
  const writes: StreamWrite[] = planned.writes
    .filter((w) => w.events.length > 0)
    .map((w) => ({
      stream: w.stream,
      expected: at.reader.revisions.get(w.stream) ?? 'any',
      events: w.events.map(toNew(ctx, w.stream, at.now)),
    }));
  const marker = commandStream(ctx.commandId);
  const handled = handledData(planned, writes, at.payloadHash);
  writes.push({
    stream: marker,
    expected: 'no_stream',
    events: [toNew(ctx, marker, at.now)({ type: 'command.CommandHandled', data: handled }, 0)],
  });
  return writes;
}

/**
 * The marker's data: the command's provisional result (the primary write's revision; the position
 * comes with the append) and, when that revision is not known before the append, the primary
 * write's last event, to find it again.
 */
function handledData(
  planned: Planned,
  writes: StreamWrite[],
  payloadHash: string,
): CommandHandledData {
  const first = writes[0];
  const provisional: CommandResult = {
    id: planned.id,
    revision: expectedRevisionAfter(first),
    position: 0,
  };
  return {
    id: planned.id,
    payloadHash,
    result: provisional,
    ...(planned.extra ? { extra: planned.extra } : {}),
    ...(first && provisional.revision < 0
      ? {
          primary: {
            stream: first.stream,
            lastEventId: present(first.events.at(-1), "the primary write's last event").id,
          },
        }
      : {}),
  };
}

/** The caller's answer from the append results of one command's writes (marker last). */
export function commandAnswer(planned: Planned, results: AppendResult[]): CommandAnswer {
  const primary = present(results[0], 'the primary append result');
  const last = present(results.at(-1), "the marker's append result");
  const result: CommandResult = {
    id: planned.id,
    revision: results.length > 1 ? primary.revision : -1,
    position: last.position,
  };
  return { ...result, ...(planned.extra ?? {}) };
}

/**
 * The event to append, checked against its registry's current schema (stored at that version): a
 * payload that does not match is a bug, thrown before anything is appended (answered 500, logged).
 */
const toNew =
  (ctx: CommandContext, stream: string, now: Date) =>
  (event: DomainEvent, index: number): NewEvent => {
    const id = eventIdFor(ctx.commandId, stream, index);
    return {
      id,
      type: event.type,
      version: EVENT_CATALOG.check(event),
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
  };

/** The revision the first write's stream will have after the append (-1 when not knowable). */
function expectedRevisionAfter(write: StreamWrite | undefined): number {
  if (!write) return -1;
  if (write.expected === 'no_stream') return write.events.length - 1;
  if (write.expected === 'any') return -1;
  return write.expected + write.events.length;
}
