/** The ways a message leaves: e-mail or SMS. */
export type OutboxChannel = 'mail' | 'sms';

/** A message the product sends to a person (second-factor codes, recovery mails). */
export interface OutgoingMessage {
  to: string;
  subject: string;
  body: string;
  /** what it is for: 'two-factor', 'password-recovery', ... */
  kind: string;
  channel: OutboxChannel;
}

/** pending: not yet delivered (new or waiting for a retry); sent: delivered; failed: given up. */
export type OutboxStatus = 'pending' | 'sent' | 'failed';

export interface OutboxRecord extends OutgoingMessage {
  id: string;
  at: string;
  status: OutboxStatus;
  /** delivery attempts started (a claim counts as one) */
  attempts: number;
  lastError: string | null;
  sentAt: string | null;
}

/** What a relay asks for: the due messages of its channels, leased to it until now + leaseMs. */
export interface ClaimRequest {
  /** who holds the lease (one relay of one process) */
  owner: string;
  channels: readonly OutboxChannel[];
  now: Date;
  leaseMs: number;
  limit: number;
  /** pending messages written longer ago than this are given up (failed) instead of claimed */
  maxAgeMs: number;
}

/** A failed attempt: retry at `retryAt`, or give up when it is null. */
export interface DeliveryFailure {
  error: string;
  retryAt: Date | null;
}

/**
 * The outbox port: messages are recorded durably before a relay (a mail or SMS gateway) delivers
 * them. A relay claims due messages under a lease (atomically, so two relays never hold the same
 * message), delivers, then marks each sent or failed; a relay that dies between delivering and
 * marking leaves the lease to expire and the message is delivered again (at least once).
 * `list` serves the development mailbox.
 */
export abstract class Outbox {
  abstract send(message: OutgoingMessage, at: Date): Promise<OutboxRecord>;
  /** the newest messages first, optionally only those to one address */
  abstract list(filter?: { to?: string; limit?: number }): Promise<OutboxRecord[]>;
  /** leases the oldest due pending messages of the channels to the owner (attempts + 1 each) */
  abstract claim(request: ClaimRequest): Promise<OutboxRecord[]>;
  /** the message was delivered (whoever holds its lease now); false when it was not pending */
  abstract markSent(id: string, at: Date): Promise<boolean>;
  /** the owner's attempt failed; false when the owner no longer holds the lease */
  abstract markFailed(id: string, owner: string, failure: DeliveryFailure): Promise<boolean>;
  /** called after each message this instance writes (a relay in this process wakes at once) */
  abstract onWritten(listener: () => void): () => void;
  abstract close(): Promise<void>;
}
