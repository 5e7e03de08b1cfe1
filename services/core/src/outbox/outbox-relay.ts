import { present } from '../present';
import { randomUUID } from 'node:crypto';
import type { Clock } from '../clock';
import type { MessageChannel } from './message-channel';
import type { Outbox, OutboxChannel, OutboxRecord } from './outbox.port';
import { DEFAULT_RETRY, failureAfter, type RetryPolicy } from './retry-policy';

export interface RelayLog {
  log(line: string): void;
  warn(line: string): void;
  error(line: string): void;
}

export interface OutboxRelayOptions {
  outbox: Outbox;
  /** the configured channels; messages of the others stay in the outbox */
  channels: readonly MessageChannel[];
  clock: Clock;
  log: RelayLog;
  /** the lease holder's name (default: a random one per relay) */
  owner?: string;
  /** how often to look for due messages, besides being woken by this process's writes (default 2 s) */
  pollMs?: number;
  /** how long a claimed message is this relay's (default 2 minutes: longer than a delivery may take) */
  leaseMs?: number;
  /** messages claimed (and delivered concurrently) at a time (default 10) */
  batch?: number;
  retry?: RetryPolicy;
}

const ALL_CHANNELS: readonly OutboxChannel[] = ['mail', 'sms'];

/**
 * Relays the outbox to the configured channels, at least once: claim due messages under a lease,
 * deliver, mark each sent or failed (attempts and the last error kept, the retry after a doubling
 * wait). A crash between delivering and marking leaves the lease to run out; the message is then
 * claimed and delivered again, never lost. Several relays on one outbox (api replicas) never hold
 * the same message at once. Without any channel it only says, once, that messages stay put.
 */
export class OutboxRelay {
  private readonly owner: string;
  private readonly byChannel: Map<OutboxChannel, MessageChannel>;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private started = false;
  private halted = false;
  /** a write woke the relay while a pass ran: run another at once */
  private again = false;
  private unlisten: (() => void) | null = null;

  constructor(private readonly options: OutboxRelayOptions) {
    this.owner = options.owner ?? `relay-${randomUUID()}`;
    this.byChannel = new Map(options.channels.map((c) => [c.channel, c]));
  }

  /** Logs where each channel goes (or that its messages stay), then relays until stop(). */
  start(): void {
    this.describe();
    if (this.byChannel.size === 0 || this.started) return;
    this.started = true;
    this.unlisten = this.options.outbox.onWritten(() => this.wake());
    this.schedule(0);
  }

  /** Stops taking new work, waits for the deliveries under way, closes the channels. */
  async stop(): Promise<void> {
    this.halted = true;
    this.unlisten?.();
    this.unlisten = null;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
    for (const channel of this.byChannel.values()) await channel.close().catch(() => undefined);
  }

  /** Delivers every message due now, batch after batch; answers how many attempts it made. */
  async drain(): Promise<number> {
    let attempted = 0;
    for (;;) {
      const claimed = await this.claim();
      if (claimed.length === 0) return attempted;
      attempted += claimed.length;
      await Promise.all(claimed.map((m) => this.deliver(m)));
      if (this.halted) return attempted;
    }
  }

  private claim(): Promise<OutboxRecord[]> {
    const { outbox, clock, leaseMs = 120_000, batch = 10, retry = DEFAULT_RETRY } = this.options;
    const channels = ALL_CHANNELS.filter((c) => this.byChannel.has(c));
    return outbox.claim({
      owner: this.owner,
      channels,
      now: clock.now(),
      leaseMs,
      limit: batch,
      maxAgeMs: retry.giveUpAfterMs,
    });
  }

  private async deliver(message: OutboxRecord): Promise<void> {
    const { outbox, clock, log } = this.options;
    try {
      await present(this.byChannel.get(message.channel), `the ${message.channel} channel`).deliver(
        message,
      );
    } catch (err) {
      await this.failed(message, err instanceof Error ? err.message : String(err));
      return;
    }
    await outbox.markSent(message.id, clock.now());
    log.log(`${message.channel} ${message.id} to ${message.to} sent (attempt ${message.attempts})`);
  }

  private async failed(message: OutboxRecord, error: string): Promise<void> {
    const { outbox, clock, log, retry = DEFAULT_RETRY } = this.options;
    const failure = failureAfter(retry, {
      attempts: message.attempts,
      writtenAt: new Date(message.at),
      now: clock.now(),
      error,
    });
    await outbox.markFailed(message.id, this.owner, failure);
    const what = `${message.channel} ${message.id} to ${message.to}, attempt ${message.attempts}: ${error}`;
    if (failure.retryAt) log.warn(`${what}; next attempt at ${failure.retryAt.toISOString()}`);
    else log.error(`${what}; given up`);
  }

  private describe(): void {
    for (const channel of ALL_CHANNELS) {
      const target = this.byChannel.get(channel);
      const unset = channel === 'mail' ? 'SMTP_URL' : 'SMS_URL';
      this.options.log.log(
        target
          ? `${channel}: ${target.description}`
          : `${channel}: ${unset} not set, ${channel} messages stay in the outbox`,
      );
    }
  }

  private wake(): void {
    if (this.halted) return;
    if (this.running) this.again = true;
    else this.schedule(0);
  }

  private schedule(delayMs: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.running = this.pass().finally(() => {
        this.running = null;
        if (!this.halted) this.schedule(this.again ? 0 : (this.options.pollMs ?? 2_000));
        this.again = false;
      });
    }, delayMs);
  }

  private async pass(): Promise<void> {
    try {
      await this.drain();
    } catch (err) {
      this.options.log.error(
        `relay pass failed: ${err instanceof Error ? err.message : String(err)}`,
      );
    }
  }
}
