import type { AppendResult, StreamWrite } from '../event-store.port';
import type { Outcome } from './group-commit';
import type { EventRow } from './sqlite-event-schema';
import type { SqliteEventWriter } from './sqlite-event-writer';
import type { KnownStreams } from './sqlite-event-store.streams';
import type { StreamTails } from './sqlite-event-store.tails';

/** What one group-commit item (an appendMulti) wrote: its answers and, per write, its rows. */
export interface Written {
  results: AppendResult[];
  rows: EventRow[][];
}

/** What a connection knows of its streams, kept up to date by its writes. */
export interface Known {
  tails: StreamTails;
  streams: KnownStreams;
}

/** One group commit's writes, applied in order inside its transaction. */
export function applyWrites(
  writer: SqliteEventWriter,
  writes: StreamWrite[],
  known: Known,
): Written {
  const written: Written = { results: [], rows: [] };
  for (const write of writes) {
    const { answer, tail, rows } = writer.apply(write);
    known.tails.noteTail(write.stream, tail);
    if (tail >= 0) known.streams.add(write.stream);
    written.results.push(answer);
    if (rows.length > 0) written.rows.push(rows);
  }
  return written;
}

/** After a batch's COMMIT: remembers what it wrote; answers the last position it committed. */
export function noteCommitted(outcomes: ReadonlyArray<Outcome<Written>>, known: Known): number {
  let last = 0;
  for (const outcome of outcomes) {
    if (!outcome.ok) continue;
    for (const r of outcome.value.results) last = Math.max(last, r.position);
    // committed: what a rolled-back savepoint wrote never gets here
    for (const rows of outcome.value.rows) known.tails.remember(rows);
  }
  // the transaction caught up on other connections first, then added its own streams
  known.streams.committed(last);
  return last;
}
