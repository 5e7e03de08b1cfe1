import type { OutboxChannel, OutboxRecord } from './outbox.port';

/**
 * Where one channel's messages go (an SMTP server, an SMS provider). `deliver` resolves once the
 * other side accepted the message and rejects otherwise; the relay retries. Delivery is at least
 * once, so each message carries its outbox id for the receiving side to recognise a repeat.
 */
export interface MessageChannel {
  readonly channel: OutboxChannel;
  /** for the start-up log: where messages go, without credentials */
  readonly description: string;
  deliver(message: OutboxRecord): Promise<void>;
  close(): Promise<void>;
}

/** A URL for the log: scheme, host, port and path, never user, password or query. */
export function withoutSecrets(url: string): string {
  const u = new URL(url);
  return `${u.protocol}//${u.host}${u.pathname === '/' ? '' : u.pathname}`;
}
