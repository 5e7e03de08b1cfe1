import type { EventRow } from './sqlite-event-schema';

/** streams whose last revision is remembered (the map is cleared when it grows past this) */
const MAX_KNOWN_TAILS = 200_000;
/** streams whose last written rows are kept (the map is cleared when it grows past this) */
const MAX_RECENT_WRITES = 10_000;

/** A latest read from past the stream's known tail: nothing to read. */
export const ENDS_BEFORE: readonly EventRow[] = [];

/** What one connection knows of its streams' tails and of its last committed writes. */
export class StreamTails {
  /**
   * Stream → its last revision as this connection last wrote or read it. A read from a revision
   * past it answers [] without a query (the command side reads only the events after its cached
   * fold). Only ever too high (a rolled-back write), never too low: another connection's commit
   * changes `PRAGMA data_version`, and then the map is forgotten.
   */
  private readonly tails = new Map<string, number>();
  /**
   * Stream → the rows of this connection's last committed write to it. A read from within them,
   * while the stream's known tail is their last revision, is answered from them: the next command
   * on a stream reads what the previous one wrote (a contract's quota, a request being decided).
   * Forgotten with the tails when another connection commits.
   */
  private readonly recent = new Map<string, EventRow[]>();

  /**
   * What this connection knows of a stream's latest events from `from`: ENDS_BEFORE when its tail
   * is before `from`, the rows of its last write when they cover the read, else undefined.
   */
  knownRows(stream: string, from: number): readonly EventRow[] | undefined {
    const tail = this.tails.get(stream);
    if (tail === undefined) return undefined;
    if (from > 0 && tail < from) return ENDS_BEFORE;
    return this.recentFrom(stream, from, tail);
  }

  /** A latest read's last row is the stream's tail; nothing from `from` on: it ends before it
   * (noting from - 1 is at worst too high, which is safe). */
  noteReadTail(stream: string, rows: readonly EventRow[], from: number): void {
    this.noteTail(stream, rows.at(-1)?.revision ?? from - 1);
  }

  noteTail(stream: string, revision: number): void {
    if (this.tails.size >= MAX_KNOWN_TAILS) this.tails.clear();
    this.tails.set(stream, revision);
  }

  remember(rows: EventRow[]): void {
    const [first] = rows;
    if (!first) return;
    if (this.recent.size >= MAX_RECENT_WRITES) this.recent.clear();
    this.recent.set(first.stream, rows);
  }

  /** Another connection committed: what is known may be stale. */
  forget(): void {
    this.tails.clear();
    this.recent.clear();
  }

  /** The rows from `from` on, if the stream's last committed write holds them and nothing followed it. */
  private recentFrom(stream: string, from: number, tail: number): EventRow[] | undefined {
    const rows = this.recent.get(stream);
    const [first] = rows ?? [];
    if (!rows || !first || rows.at(-1)?.revision !== tail || first.revision > from)
      return undefined;
    return rows.slice(from - first.revision);
  }
}
