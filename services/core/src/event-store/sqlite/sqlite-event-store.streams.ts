import type { StreamFilter } from './stream-filter';
import type { Statements } from './sqlite-event-store.statements';
import type { StreamTails } from './sqlite-event-store.tails';
import { present } from '../../present';

/**
 * The streams that have events (a Bloom filter): a read of a stream it says "no" to answers []
 * without a query. It knows every stream up to `filtered` (the position it was built or caught up
 * to, or this connection's last commit); another connection's commits are caught up on when
 * `PRAGMA data_version` shows them, before a read and inside each write transaction.
 */
export class KnownStreams {
  private readonly filter: StreamFilter;
  private readonly stmts: Statements;
  private readonly tails: StreamTails;
  private filtered: number;
  // stays -1 until the first check: it catches up on whatever was committed since the head
  private dataVersion = -1;
  /** data_version is asked once per turn of the event loop (a read in that turn is as of its start) */
  private versionChecked = false;

  constructor(
    stmts: Statements,
    loaded: { head: number; filter: StreamFilter },
    tails: StreamTails,
  ) {
    this.stmts = stmts;
    this.filter = loaded.filter;
    this.filtered = loaded.head;
    this.tails = tails;
  }

  mightHave(stream: string): boolean {
    return this.filter.mightHave(stream);
  }

  add(stream: string): void {
    this.filter.add(stream);
  }

  /** This connection committed up to `last` (after catching up on the others, then adding its own). */
  committed(last: number): void {
    this.filtered = Math.max(this.filtered, last);
  }

  /** Reads look for other connections' commits once per turn of the event loop. */
  checkVersionOncePerTurn(): void {
    if (this.versionChecked) return;
    this.versionChecked = true;
    setImmediate(() => (this.versionChecked = false));
    this.checkVersion();
  }

  /**
   * Another connection committed: the known tails may be stale (forgotten), and its streams are
   * added to the filter.
   */
  checkVersion(): void {
    const version = present(this.stmts.dataVersion.get(), 'the data version');
    if (version === this.dataVersion) return;
    this.dataVersion = version;
    this.tails.forget();
    for (const row of this.stmts.streamsAfter.iterate(this.filtered)) {
      this.filter.add(row.stream);
      this.filtered = row.position;
    }
  }
}
