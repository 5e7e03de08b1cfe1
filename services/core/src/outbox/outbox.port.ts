/** A message the product sends to a person (second-factor codes, recovery mails). */
export interface OutgoingMessage {
  to: string;
  subject: string;
  body: string;
  /** what it is for: 'two-factor', 'password-recovery', ... */
  kind: string;
  /** 'mail' or 'sms' */
  channel: 'mail' | 'sms';
}

export interface OutboxRecord extends OutgoingMessage {
  id: string;
  at: string;
}

/**
 * The outbox port: messages are recorded durably before a relay (a mail or SMS gateway) delivers
 * them. The embedded adapter keeps them in its own SQLite table and logs them; `list` serves the
 * development mailbox.
 */
export abstract class Outbox {
  abstract send(message: OutgoingMessage, at: Date): Promise<OutboxRecord>;
  /** the newest messages first, optionally only those to one address */
  abstract list(filter?: { to?: string; limit?: number }): Promise<OutboxRecord[]>;
  abstract close(): Promise<void>;
}
