import { DomainError } from '@faena/contracts';
import type { Member } from './runner-types';

/** What a waiter looks at: the runner's members, or the API's mirror of the projector thread's. */
export type Progressing = Pick<Member, 'checkpoint' | 'indexesPending' | 'state'>;

interface Waiter {
  position: number;
  members: readonly Progressing[];
  resolve: () => void;
  reject: (err: Error) => void;
  timer: NodeJS.Timeout | null;
}

/** a member still filling with its indexes deferred has not passed anything yet (its collections lack their indexes) */
const passed = (position: number, members: readonly Progressing[]) =>
  members.every((m) => !m.indexesPending && m.checkpoint >= position);
const failed = (members: readonly Progressing[]) => members.some((m) => m.state === 'failed');
const timeoutError = () => new DomainError('query.positionTimeout');

/**
 * Promises that settle when a set of projections has committed a position (read your writes).
 * They are checked after every commit and failure; no polling.
 */
export class PositionWaiters {
  private waiters: Waiter[] = [];

  /** timeoutMs null waits without a limit (rebuild). */
  wait(position: number, members: readonly Progressing[], timeoutMs: number | null): Promise<void> {
    if (passed(position, members)) return Promise.resolve();
    if (failed(members)) return Promise.reject(timeoutError());
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = { position, members, resolve, reject, timer: null };
      if (timeoutMs !== null) {
        waiter.timer = setTimeout(
          () => this.settle(waiter, timeoutError()),
          Math.max(0, timeoutMs),
        );
      }
      this.waiters.push(waiter);
    });
  }

  /** Settles every waiter whose projections have passed its position, or one of which failed. */
  check(): void {
    if (this.waiters.length === 0) return;
    for (const waiter of [...this.waiters]) {
      if (passed(waiter.position, waiter.members)) this.settle(waiter, null);
      else if (failed(waiter.members)) this.settle(waiter, timeoutError());
    }
  }

  /** Rejects every pending waiter (the runner stops). */
  rejectAll(): void {
    for (const waiter of [...this.waiters]) this.settle(waiter, timeoutError());
  }

  private settle(waiter: Waiter, err: Error | null): void {
    const i = this.waiters.indexOf(waiter);
    if (i < 0) return;
    this.waiters.splice(i, 1);
    if (waiter.timer) clearTimeout(waiter.timer);
    if (err) waiter.reject(err);
    else waiter.resolve();
  }
}
