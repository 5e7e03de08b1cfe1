import fs from 'node:fs';

/** fs.fdatasync's shape; tests pass one they can hold to see who waits for durability. */
export type SyncFile = (fd: number, done: (error: NodeJS.ErrnoException | null) => void) => void;

interface Waiter {
  position: number;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/**
 * Durability of the event log off the event loop. The database runs with synchronous=NORMAL, so
 * a COMMIT only writes the WAL; this class then runs fdatasync on the WAL file on libuv's thread
 * pool and settles everything committed before the sync started. Commits made while a sync runs
 * share the next one (group fsync). Nothing is answered before it is durable: appends resolve and
 * readers get events only once the sync covering their position has returned (see ADR 0007).
 */
export class WalSync {
  private fd: number | null = null;
  /** every position up to here is on disk */
  private synced: number;
  /** every position up to here is committed (maybe only in the page cache) */
  private written: number;
  private running: Promise<void> | null = null;
  private waiters: Waiter[] = [];
  private failure: Error | null = null;

  constructor(
    private readonly walFile: string,
    /** the head of the log when the database was opened: durable (SQLite recovered it) */
    head: number,
    private readonly syncFile: SyncFile = fs.fdatasync,
  ) {
    this.synced = head;
    this.written = head;
  }

  /** The last position known to be on disk. */
  get durablePosition(): number {
    return this.synced;
  }

  /** Set once an fsync failed: the store refuses every call from then on. */
  get failed(): Error | null {
    return this.failure;
  }

  /** A commit reached this position: resolves once it is on disk. */
  committed(position: number): Promise<void> {
    if (position > this.written) this.written = position;
    return this.durable(position);
  }

  /**
   * Resolves once the position is on disk. Positions past what this process committed belong to
   * another process's commits, which that process made durable before answering.
   */
  durable(position: number): Promise<void> {
    if (this.failure) return Promise.reject(this.failure);
    const target = Math.min(position, this.written);
    if (target <= this.synced) return Promise.resolve();
    return new Promise<void>((resolve, reject) => {
      this.waiters.push({ position: target, resolve, reject });
      this.kick();
    });
  }

  /** Waits for the running sync, syncs what is left, closes the file. */
  async close(): Promise<void> {
    await this.running;
    if (this.written > this.synced && !this.failure) await this.runSync();
    if (this.fd !== null) fs.closeSync(this.fd);
    this.fd = null;
  }

  private kick(): void {
    if (this.running || this.failure || this.written <= this.synced) return;
    this.running = this.runSync().finally(() => {
      this.running = null;
      if (this.waiters.length > 0) this.kick();
    });
  }

  private runSync(): Promise<void> {
    const target = this.written;
    return new Promise<void>((resolve) => {
      let fd: number;
      try {
        fd = this.fd ??= fs.openSync(this.walFile, 'r');
      } catch (error) {
        this.fail(error);
        resolve();
        return;
      }
      this.syncFile(fd, (error) => {
        if (error) this.fail(error);
        else this.reached(target);
        resolve();
      });
    });
  }

  private reached(position: number): void {
    this.synced = Math.max(this.synced, position);
    const still: Waiter[] = [];
    for (const w of this.waiters) {
      if (w.position <= this.synced) w.resolve();
      else still.push(w);
    }
    this.waiters = still;
  }

  /** A failed fsync leaves the WAL's state unknown: the store refuses everything from now on. */
  private fail(error: unknown): void {
    const cause = error instanceof Error ? error.message : String(error);
    this.failure = new Error(
      `the event log could not be made durable (${cause}); restart the service`,
    );
    const waiters = this.waiters;
    this.waiters = [];
    for (const w of waiters) w.reject(this.failure);
  }
}
