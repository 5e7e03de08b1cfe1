import { Worker } from 'node:worker_threads';
import type Database from 'better-sqlite3';
import { sqliteDriverPath } from './sqlite-driver';

export interface WalCheckpointerOptions {
  /** commits before the worker starts (a small database keeps SQLite's own checkpoints) */
  startAfterCommits?: number;
  /** how often the worker checkpoints (ms) */
  everyMs?: number;
  /** the connection's own checkpoint once the worker runs: a safety net, in pages */
  fallbackPages?: number;
}

/**
 * The worker's code, evaluated as CommonJS (works from the built package and under the tests):
 * its own connection to the file, a PASSIVE checkpoint every `everyMs` (it never waits for
 * readers or the writer), a count of checkpointed frames posted back.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file, { fileMustExist: true });
db.pragma('busy_timeout = 1000');
let frames = 0;
const tick = () => {
  try {
    const [row] = db.pragma('wal_checkpoint(PASSIVE)');
    if (row && row.checkpointed > 0) {
      frames += row.checkpointed;
      parentPort.postMessage({ frames });
    }
  } catch (error) {
    parentPort.postMessage({ error: String(error && error.message || error) });
  }
};
const timer = setInterval(tick, workerData.everyMs);
parentPort.on('message', (m) => {
  if (m !== 'stop') return;
  clearInterval(timer);
  db.close();
  parentPort.close();
});
`;

/**
 * Moves SQLite's WAL checkpoints off the event loop. By default the connection that commits
 * copies the WAL back into the database (with two fsyncs) every 1,000 pages, inside a COMMIT on
 * the main thread: on the event log that was 60% of a commit's time under load. Once a store has
 * committed `startAfterCommits` times, a worker thread with its own connection checkpoints
 * (PASSIVE) every `everyMs`, and the committing connection's own checkpoint is moved to
 * `fallbackPages` (only reached if the worker falls behind or stops). Stores that stay small
 * (tests, a fresh install) never start the thread.
 */
export class WalCheckpointer {
  private commits = 0;
  private worker: Worker | null = null;
  private stopped = false;
  private framesDone = 0;
  private lastError: string | null = null;
  private readonly startAfter: number;
  private readonly everyMs: number;
  private readonly fallbackPages: number;

  constructor(
    private readonly db: Database.Database,
    private readonly file: string,
    options: WalCheckpointerOptions = {},
  ) {
    this.startAfter = options.startAfterCommits ?? 500;
    this.everyMs = options.everyMs ?? 200;
    this.fallbackPages = options.fallbackPages ?? 20_000;
  }

  /** Frames the worker copied back so far (diagnostics and tests). */
  get checkpointedFrames(): number {
    return this.framesDone;
  }

  get running(): boolean {
    return this.worker !== null;
  }

  /** The worker's last error, if its checkpoint failed (it keeps trying). */
  get error(): string | null {
    return this.lastError;
  }

  /** Call after each COMMIT of the connection. */
  committed(): void {
    this.commits += 1;
    if (
      this.commits === this.startAfter &&
      !this.stopped &&
      !this.worker &&
      this.file !== ':memory:'
    )
      this.start();
  }

  /** Stops the worker (its connection closes) before the store closes its own. */
  async stop(): Promise<void> {
    this.stopped = true;
    const worker = this.worker;
    this.worker = null;
    if (!worker) return;
    const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
    // unref'd while it runs (it never keeps a process alive); while stopping it must, or a process
    // with nothing else to do would end with this close() unsettled
    worker.ref();
    worker.postMessage('stop');
    await exited;
  }

  private start(): void {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: {
        driver: sqliteDriverPath(),
        file: this.file,
        everyMs: this.everyMs,
      },
    });
    worker.unref();
    worker.on('message', (m: { frames?: number; error?: string }) => {
      if (m.frames !== undefined) this.framesDone = m.frames;
      if (m.error !== undefined) this.lastError = m.error;
    });
    worker.on('error', (error) => {
      // the thread is gone: the connection checkpoints for itself again
      this.lastError = error.message;
      if (this.worker === worker) this.worker = null;
      this.restoreOwnCheckpoints();
    });
    this.worker = worker;
    this.db.pragma(`wal_autocheckpoint = ${this.fallbackPages}`);
  }

  private restoreOwnCheckpoints(): void {
    try {
      if (this.db.open) this.db.pragma('wal_autocheckpoint = 1000');
    } catch {
      // closing
    }
  }
}
