import type { OutboxRecord } from '../outbox.port';
import { withoutSecrets, type MessageChannel } from '../message-channel';

export interface HttpSmsChannelOptions {
  /** the provider's endpoint: a JSON POST { to, body } */
  url: string;
  /** sent as Authorization: Bearer <token> */
  token: string;
  /** how long one request may take (default 15 s) */
  timeoutMs?: number;
}

/**
 * SMS through a small HTTP provider: POST { to, body } as JSON with a bearer token; any 2xx is
 * accepted. The Idempotency-Key header is the outbox id, so a provider that honours it drops a
 * repeat of the same message (delivery is at least once).
 */
export class HttpSmsChannel implements MessageChannel {
  readonly channel = 'sms' as const;
  readonly description: string;

  constructor(private readonly options: HttpSmsChannelOptions) {
    this.description = `HTTP ${withoutSecrets(options.url)}`;
  }

  async deliver(message: OutboxRecord): Promise<void> {
    const res = await fetch(this.options.url, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${this.options.token}`,
        'content-type': 'application/json',
        'idempotency-key': message.id,
      },
      body: JSON.stringify({ to: message.to, body: message.body }),
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 15_000),
    });
    const answer = await res.text().catch(() => '');
    if (!res.ok)
      throw new Error(
        `the SMS provider answered ${res.status}${answer ? `: ${answer.slice(0, 200)}` : ''}`,
      );
  }

  async close(): Promise<void> {}
}
