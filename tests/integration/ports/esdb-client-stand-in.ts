import { settle } from '@faena/core';
import { PassThrough } from 'node:stream';
import {
  ANY,
  BACKWARDS,
  END,
  NO_STREAM,
  START,
  StreamNotFoundError,
  WrongExpectedVersionError,
  type AllStreamResolvedEvent,
  type AppendExpectedRevision,
  type AppendResult,
  type EventData,
  type EventStoreDBClient,
  type JSONRecordedEvent,
  type ReadPosition,
  type ReadRevision,
} from '@eventstore/db-client';

/**
 * An in-memory stand-in for the few EventStoreDB client calls the adapter makes, following the
 * server's documented behaviour: commit = prepare = a growing byte offset per event; forward $all
 * reads include `fromPosition`, backward ones exclude it; system events ($-types, $-streams) sit
 * in the log between ours; idempotent retries at the original expected revision succeed without
 * a position; a stream that does not exist throws StreamNotFoundError while reading.
 * It checks the ADAPTER's logic (paging, filtering, idempotency on conflicts) where no engine
 * runs; it is not evidence about the engine itself.
 */
/** An event as the stand-in records it (an id made of its type and offset when none is given). */
interface Recorded {
  type: string;
  data: object;
  metadata?: object;
  id?: string;
}

/** Where an append with this expectation starts in the stream. */
const startOf = (expected: AppendExpectedRevision, length: number): number => {
  if (expected === NO_STREAM) return 0;
  return typeof expected === 'bigint' ? Number(expected) + 1 : length;
};

/**
 * A retried append whose events are stored already: the server's answer without a position (at
 * the original expected revision, or at any revision), or null when the append is new.
 */
function repeatedAppend(
  existing: readonly JSONRecordedEvent[],
  list: readonly EventData[],
  expected: AppendExpectedRevision,
): AppendResult | null {
  if (list.length === 0) return null;
  if (expected !== ANY) {
    const start = startOf(expected, existing.length);
    const repeat = list.every((e, i) => existing[start + i]?.id === e.id);
    return repeat ? { success: true, nextExpectedRevision: BigInt(start + list.length - 1) } : null;
  }
  const stored = list.every((e) => existing.some((x) => x.id === e.id));
  return stored ? { success: true, nextExpectedRevision: BigInt(existing.length - 1) } : null;
}

export class EsdbClientStandIn {
  private readonly log: JSONRecordedEvent[] = [];
  private readonly streams = new Map<string, JSONRecordedEvent[]>();
  private readonly live = new Set<PassThrough>();
  private offset = 1000;

  constructor() {
    this.record('$settings', { type: '$settings', data: {} });
  }

  asClient(): EventStoreDBClient {
    return this as unknown as EventStoreDBClient;
  }

  appendToStream(
    stream: string,
    events: EventData | EventData[],
    options: { expectedRevision?: AppendExpectedRevision } = {},
  ): Promise<AppendResult> {
    return settle(() => {
      const list = Array.isArray(events) ? events : [events];
      const existing = this.streams.get(stream) ?? [];
      const expected = options.expectedRevision ?? ANY;
      const current = existing.length === 0 ? NO_STREAM : BigInt(existing.length - 1);
      const repeated = repeatedAppend(existing, list, expected);
      if (repeated) return repeated;
      if (expected !== ANY && expected !== current) {
        throw new WrongExpectedVersionError(undefined, { streamName: stream, expected, current });
      }
      return this.appendNew(stream, list);
    });
  }

  /** Records new events, tells the live subscriptions, answers with the last one's position. */
  private appendNew(stream: string, list: readonly EventData[]): AppendResult {
    let last: JSONRecordedEvent | undefined;
    for (const e of list)
      last = this.record(stream, {
        type: e.type,
        data: e.data as object,
        metadata: e.metadata as object,
        id: e.id,
      });
    if (this.log.length % 3 === 0) this.record('$$' + stream, { type: '$metadata', data: {} });
    for (const sub of this.live) sub.write({ event: last });
    const position = last?.position ?? {
      commit: BigInt(this.offset),
      prepare: BigInt(this.offset),
    };
    return {
      success: true,
      nextExpectedRevision: BigInt((this.streams.get(stream)?.length ?? 0) - 1),
      position,
    };
  }

  readStream(
    stream: string,
    options: { fromRevision?: ReadRevision; direction?: string; maxCount?: number | bigint } = {},
  ) {
    const events = this.streams.get(stream);
    const backwards = options.direction === BACKWARDS;
    const max = Number(options.maxCount ?? Number.MAX_SAFE_INTEGER);
    // eslint-disable-next-line @typescript-eslint/require-await -- the client's reads are async iterables; the stand-in's events are at hand
    return (async function* () {
      if (!events) throw new StreamNotFoundError(undefined, stream);
      const from = options.fromRevision;
      const ordered = backwards ? [...events].reverse() : events;
      const fromIndex =
        from === undefined || from === START || from === END
          ? 0
          : backwards
            ? events.length - 1 - Number(from)
            : Number(from);
      for (const event of ordered.slice(Math.max(0, fromIndex), Math.max(0, fromIndex) + max)) {
        yield { event, commitPosition: event.position!.commit };
      }
    })();
  }

  readAll(
    options: { fromPosition?: ReadPosition; direction?: string; maxCount?: number | bigint } = {},
  ) {
    const backwards = options.direction === BACKWARDS;
    const max = Number(options.maxCount ?? Number.MAX_SAFE_INTEGER);
    const from = options.fromPosition ?? (backwards ? END : START);
    const at = (e: JSONRecordedEvent) => e.position!.commit;
    let list: JSONRecordedEvent[];
    if (backwards) {
      list = [...this.log]
        .reverse()
        .filter((e) => from === END || (from !== START && at(e) < from.commit));
    } else {
      list = this.log.filter((e) => from === START || (from !== END && at(e) >= from.commit));
    }
    const log = list.slice(0, max);
    // eslint-disable-next-line @typescript-eslint/require-await -- the client's reads are async iterables; the stand-in's events are at hand
    return (async function* (): AsyncGenerator<AllStreamResolvedEvent> {
      for (const event of log)
        yield { event: { ...event, position: event.position! }, commitPosition: at(event) };
    })();
  }

  subscribeToAll() {
    const stream = new PassThrough({ objectMode: true });
    this.live.add(stream);
    return Object.assign(stream, {
      unsubscribe: () =>
        settle(() => {
          this.live.delete(stream);
          stream.end();
        }),
    });
  }

  dispose(): Promise<void> {
    return settle(() => {
      for (const s of this.live) s.end();
    });
  }

  private record(
    stream: string,
    { type, data, metadata, id = `${type}-${this.offset}` }: Recorded,
  ): JSONRecordedEvent {
    this.offset += 100 + (this.offset % 7);
    const list = this.streams.get(stream) ?? [];
    const event = {
      streamId: stream,
      id,
      isJson: true,
      revision: BigInt(list.length),
      type,
      created: new Date(0),
      data,
      metadata,
      position: { commit: BigInt(this.offset), prepare: BigInt(this.offset) },
    } as JSONRecordedEvent;
    list.push(event);
    this.streams.set(stream, list);
    this.log.push(event);
    return event;
  }
}
