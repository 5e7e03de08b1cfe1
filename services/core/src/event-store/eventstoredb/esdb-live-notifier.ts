import {
  END,
  excludeSystemEvents,
  type AllStreamSubscription,
  type EventStoreDBClient,
} from '@eventstore/db-client';

/**
 * A live subscription to $all used only as a wake-up signal: the catch-up subscriptions read in
 * pages themselves, so a dropped connection loses nothing (they also poll). Restarts after errors.
 */
export class LiveNotifier {
  private subscription: AllStreamSubscription | null = null;
  private restartTimer: NodeJS.Timeout | null = null;
  private running = false;

  constructor(
    private readonly client: EventStoreDBClient,
    private readonly onEvent: () => void,
    private readonly restartMs = 1000,
  ) {}

  start(): void {
    if (this.running) return;
    this.running = true;
    this.open();
  }

  async stop(): Promise<void> {
    this.running = false;
    if (this.restartTimer) clearTimeout(this.restartTimer);
    this.restartTimer = null;
    const subscription = this.subscription;
    this.subscription = null;
    if (subscription) await subscription.unsubscribe().catch(() => undefined);
  }

  private open(): void {
    const subscription = this.client.subscribeToAll({
      fromPosition: END,
      filter: excludeSystemEvents(),
    });
    this.subscription = subscription;
    subscription.on('data', () => this.onEvent());
    subscription.on('error', () => this.restart(subscription));
    subscription.on('end', () => this.restart(subscription));
  }

  private restart(failed: AllStreamSubscription): void {
    if (!this.running || this.subscription !== failed || this.restartTimer) return;
    this.subscription = null;
    this.onEvent();
    this.restartTimer = setTimeout(() => {
      this.restartTimer = null;
      if (this.running) this.open();
    }, this.restartMs);
  }
}
