import type { StoredEvent } from '@faena/contracts';
import { settle } from '../settle';
import { CatchUpSubscription } from './catch-up-subscription';

const ev = (position: number): StoredEvent => ({
  id: `e${position}`,
  stream: 's',
  revision: position - 1,
  position,
  type: 't',
  version: 1,
  data: {},
  metadata: {} as StoredEvent['metadata'],
});

/** An in-memory log: read(from, limit) over an array. */
function memoryLog() {
  const events: StoredEvent[] = [];
  return {
    events,
    read: (from: number, limit: number) =>
      Promise.resolve(events.filter((e) => e.position > from).slice(0, limit)),
  };
}

describe('CatchUpSubscription', () => {
  it('catches up in pages, goes live on wake(), and stops on close()', async () => {
    const log = memoryLog();
    log.events.push(ev(1), ev(2), ev(3));
    const batches: number[][] = [];
    let notify: () => void = () => undefined;
    const subscription = new CatchUpSubscription({
      from: 0,
      read: log.read,
      batchSize: 2,
      pollMs: 60_000,
      onBatch: (batch) =>
        settle(() => {
          batches.push(batch.map((e) => e.position));
          notify();
        }),
    });
    await new Promise<void>((resolve) => (notify = () => batches.flat().length === 3 && resolve()));
    log.events.push(ev(4));
    const live = new Promise<void>(
      (resolve) => (notify = () => batches.flat().length === 4 && resolve()),
    );
    subscription.wake();
    await live;
    await subscription.close();
    expect(batches).toEqual([[1, 2], [3], [4]]);
  });

  it('retries a failed batch from the same position', async () => {
    const log = memoryLog();
    log.events.push(ev(1), ev(2));
    const seen: number[] = [];
    const errors: unknown[] = [];
    let attempts = 0;
    let done: () => void = () => undefined;
    const finished = new Promise<void>((r) => (done = r));
    const subscription = new CatchUpSubscription({
      from: 0,
      read: log.read,
      batchSize: 10,
      pollMs: 60_000,
      retryMs: 1,
      onError: (e) => errors.push(e),
      onBatch: (batch) =>
        settle(() => {
          attempts += 1;
          if (attempts === 1) throw new Error('projection failed');
          seen.push(...batch.map((e) => e.position));
          done();
        }),
    });
    await finished;
    await subscription.close();
    expect(errors).toHaveLength(1);
    expect(seen).toEqual([1, 2]);
  });
});
