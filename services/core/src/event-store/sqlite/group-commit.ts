import type Database from 'better-sqlite3';
import { present } from '../../present';

interface Pending<I, R> {
  item: I;
  resolve: (result: R) => void;
  reject: (error: unknown) => void;
}

export type Outcome<R> = { ok: true; value: R } | { ok: false; error: unknown };

/**
 * Group commit: work submitted while a commit is pending is queued and written in ONE transaction
 * on the next turn of the event loop. Each item runs in its own SAVEPOINT (a nested better-sqlite3
 * transaction): an item that throws is rolled back alone and only its promise rejects. The items
 * that were written resolve only when `durable` (given the batch's outcomes) resolves: the store
 * makes the batch durable there (one fsync shared by the batches committed meanwhile).
 */
export class GroupCommit<I, R> {
  private queue: Array<Pending<I, R>> = [];
  private scheduled = false;
  private readonly one: (item: I) => R;
  private readonly batch: (items: I[]) => Array<Outcome<R>>;

  constructor(
    private readonly db: Database.Database,
    apply: (item: I) => R,
    private readonly durable: (outcomes: ReadonlyArray<Outcome<R>>) => Promise<void>,
    /** runs first inside each batch's transaction */
    begin: () => void = () => undefined,
  ) {
    this.one = db.transaction(apply);
    const runAll = db.transaction((items: I[]) => {
      begin();
      return items.map((item) => this.attempt(item));
    });
    this.batch = (items) => runAll.immediate(items);
  }

  submit(item: I): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => this.flush());
      }
    });
  }

  /** Writes everything queued now (used by close(), which then waits for durability). */
  flush(): void {
    this.scheduled = false;
    const pending = this.queue;
    this.queue = [];
    if (pending.length === 0) return;
    let outcomes: Array<Outcome<R>>;
    try {
      outcomes = this.batch(pending.map((p) => p.item));
    } catch (error) {
      for (const p of pending) p.reject(error);
      return;
    }
    const written: Array<[Pending<I, R>, R]> = [];
    outcomes.forEach((outcome, i) => {
      const p = present(pending[i], 'the pending write of an outcome');
      if (outcome.ok) written.push([p, outcome.value]);
      else p.reject(outcome.error);
    });
    if (written.length === 0) return;
    this.durable(outcomes).then(
      () => {
        for (const [p, value] of written) p.resolve(value);
      },
      (error: unknown) => {
        for (const [p] of written) p.reject(error);
      },
    );
  }

  private attempt(item: I): Outcome<R> {
    try {
      return { ok: true, value: this.one(item) };
    } catch (error) {
      // some errors (disk full, I/O) make SQLite roll back the whole transaction: fail the batch
      if (!this.db.inTransaction) throw error;
      return { ok: false, error };
    }
  }
}
