import type { Position, StoredEvent } from '@faena/contracts';
import type { Subscription } from './event-store.port';

export interface CatchUpOptions {
  from: Position;
  /** reads events with position > from, in order, at most limit */
  read: (from: Position, limit: number) => Promise<StoredEvent[]>;
  onBatch: (events: StoredEvent[]) => Promise<void>;
  batchSize: number;
  /** how long to wait for a wake-up before reading again anyway (another process may write) */
  pollMs: number;
  /** pause before retrying a failed read or batch */
  retryMs?: number;
  onError?: (error: unknown) => void;
}

/**
 * Catch-up then live: reads pages from a position and hands them to onBatch (awaited), and when
 * the log is exhausted waits for wake() (an in-process commit) or the poll interval. A failing
 * read or batch is retried from the same position, so no event is ever skipped.
 */
export class CatchUpSubscription implements Subscription {
  private closed = false;
  private dirty = false;
  private wakeUp: (() => void) | null = null;
  private readonly done: Promise<void>;

  constructor(private readonly options: CatchUpOptions) {
    this.done = this.loop();
  }

  /** new events may be there: read now instead of waiting for the poll */
  wake(): void {
    this.dirty = true;
    this.wakeUp?.();
  }

  async close(): Promise<void> {
    this.closed = true;
    this.wakeUp?.();
    await this.done;
  }

  /** close() may run while a read awaits: asked as a call, so the loop's check is not narrowed away. */
  private closedMeanwhile(): boolean {
    return this.closed;
  }

  private async loop(): Promise<void> {
    let cursor = this.options.from;
    let failures = 0;
    while (!this.closed) {
      this.dirty = false;
      try {
        const batch = await this.options.read(cursor, this.options.batchSize);
        if (this.closedMeanwhile()) break;
        const last = batch.at(-1);
        if (!last) {
          await this.idle(this.options.pollMs);
          continue;
        }
        await this.options.onBatch(batch);
        cursor = last.position;
        failures = 0;
      } catch (error) {
        failures += 1;
        this.report(error);
        await this.idle(Math.min((this.options.retryMs ?? 200) * failures, 5000));
      }
    }
  }

  private report(error: unknown): void {
    if (this.options.onError) this.options.onError(error);
    else console.error('[event-store] subscription batch failed, retrying:', error);
  }

  private idle(ms: number): Promise<void> {
    if (this.dirty || this.closed) return Promise.resolve();
    return new Promise((resolve) => {
      const finish = () => {
        clearTimeout(timer);
        this.wakeUp = null;
        resolve();
      };
      const timer = setTimeout(finish, ms);
      this.wakeUp = finish;
    });
  }
}
