import type { Position, StoredEvent } from '@faena/contracts';
import type { SubscribeOptions, Subscription } from '../event-store.port';
import { CatchUpSubscription } from '../catch-up-subscription';

type ReadAll = (from: Position, limit: number) => Promise<StoredEvent[]>;

/** The event store's subscriptions and durability listeners. */
export class SubscriptionHub {
  private readonly subscriptions = new Set<CatchUpSubscription>();
  private readonly durableListeners = new Set<() => void>();
  private readonly read: ReadAll;
  private readonly pollMs: number;

  constructor(read: ReadAll, pollMs: number) {
    this.read = read;
    this.pollMs = pollMs;
  }

  subscribe(
    from: Position,
    onBatch: (events: StoredEvent[]) => Promise<void>,
    options: SubscribeOptions,
  ): Subscription {
    const subscription = new CatchUpSubscription({
      from,
      read: this.read,
      onBatch,
      batchSize: options.batchSize ?? 500,
      pollMs: this.pollMs,
      ...(options.onError ? { onError: options.onError } : {}),
    });
    this.subscriptions.add(subscription);
    return {
      close: async () => {
        this.subscriptions.delete(subscription);
        await subscription.close();
      },
    };
  }

  onDurable(listener: () => void): () => void {
    this.durableListeners.add(listener);
    return () => this.durableListeners.delete(listener);
  }

  /** Wakes the subscriptions. */
  poke(): void {
    for (const s of this.subscriptions) s.wake();
  }

  /** A batch of this connection's appends is on disk: wakes the subscribers, then the listeners. */
  durable(): void {
    this.poke();
    for (const listener of this.durableListeners) listener();
  }

  async close(): Promise<void> {
    await Promise.all([...this.subscriptions].map((s) => s.close()));
    this.subscriptions.clear();
  }
}
