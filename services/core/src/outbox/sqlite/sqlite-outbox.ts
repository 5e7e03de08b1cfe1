import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type Database from 'better-sqlite3';
import { Database as SqliteDatabase } from '../../sqlite/sqlite-driver';
import {
  Outbox,
  type ClaimRequest,
  type DeliveryFailure,
  type OutboxRecord,
  type OutgoingMessage,
} from '../outbox.port';
import { settle } from '../../settle';
import { migrateOutbox, toRecord, type OutboxRow } from './sqlite-outbox-schema';

const GIVE_UP_AGE = 'not delivered while it was current: given up';

/**
 * The outbox in a SQLite table (WAL) beside the other embedded files; logs each message. Every
 * process that opens the same file (the api replicas of the distributed mode share DATA_DIR)
 * claims through it: a claim is one IMMEDIATE transaction, so SQLite's write lock makes it atomic
 * across connections and processes, and a leased row is not claimed again until its lease ends.
 */
export class SqliteOutbox extends Outbox {
  private readonly db: Database.Database;
  private readonly listeners = new Set<() => void>();
  private readonly claimTx: (request: ClaimRequest) => OutboxRow[];

  constructor(
    options: { file: string },
    private readonly log: (line: string) => void = () => undefined,
  ) {
    super();
    fs.mkdirSync(path.dirname(options.file), { recursive: true });
    this.db = new SqliteDatabase(options.file);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('busy_timeout = 10000');
    migrateOutbox(this.db);
    const tx = this.db.transaction((request: ClaimRequest) => this.claimRows(request));
    this.claimTx = (request) => tx.immediate(request);
  }

  send(message: OutgoingMessage, at: Date): Promise<OutboxRecord> {
    return settle(() => {
      const row = {
        id: randomUUID(),
        at: at.toISOString(),
        recipient: message.to.toLowerCase(),
        subject: message.subject,
        body: message.body,
        kind: message.kind,
        channel: message.channel,
      };
      const stored = this.db
        .prepare(
          'INSERT INTO outbox (id, at, recipient, subject, body, kind, channel) VALUES (@id, @at, @recipient, @subject, @body, @kind, @channel) RETURNING *',
        )
        .get(row) as OutboxRow;
      this.log(`[outbox] ${row.channel} to ${row.recipient}: ${row.subject}`);
      for (const listener of this.listeners) listener();
      return toRecord(stored);
    });
  }

  list(filter: { to?: string; limit?: number } = {}): Promise<OutboxRecord[]> {
    return settle(() => {
      const limit = Math.min(Math.max(filter.limit ?? 50, 1), 500);
      const rows = filter.to
        ? this.db
            .prepare('SELECT * FROM outbox WHERE recipient = ? ORDER BY seq DESC LIMIT ?')
            .all(filter.to.toLowerCase(), limit)
        : this.db.prepare('SELECT * FROM outbox ORDER BY seq DESC LIMIT ?').all(limit);
      return (rows as OutboxRow[]).map(toRecord);
    });
  }

  claim(request: ClaimRequest): Promise<OutboxRecord[]> {
    return settle(() => {
      if (request.channels.length === 0) return [];
      return this.claimTx(request).map(toRecord);
    });
  }

  markSent(id: string, at: Date): Promise<boolean> {
    return settle(() => {
      const sql = `UPDATE outbox SET status = 'sent', sent_at = ?, last_error = NULL, lease_owner = NULL, lease_until_ms = 0
        WHERE id = ? AND status = 'pending'`;
      return this.db.prepare(sql).run(at.toISOString(), id).changes > 0;
    });
  }

  markFailed(id: string, owner: string, failure: DeliveryFailure): Promise<boolean> {
    return settle(() => {
      const sql = `UPDATE outbox SET status = @status, last_error = @error, next_attempt_ms = @retry, lease_owner = NULL, lease_until_ms = 0
        WHERE id = @id AND lease_owner = @owner AND status = 'pending'`;
      const status = failure.retryAt ? 'pending' : 'failed';
      const params = {
        id,
        owner,
        status,
        error: failure.error.slice(0, 1000),
        retry: failure.retryAt?.getTime() ?? 0,
      };
      return this.db.prepare(sql).run(params).changes > 0;
    });
  }

  onWritten(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  close(): Promise<void> {
    return settle(() => {
      this.listeners.clear();
      if (this.db.open) this.db.close();
    });
  }

  /** Inside the IMMEDIATE transaction: give up what is too old, then lease the oldest due rows. */
  private claimRows({ owner, channels, now, leaseMs, limit, maxAgeMs }: ClaimRequest): OutboxRow[] {
    const channelList = JSON.stringify(channels);
    const nowMs = now.getTime();
    const cutoff = new Date(nowMs - maxAgeMs).toISOString();
    const mine = `status = 'pending' AND channel IN (SELECT value FROM json_each(@channelList)) AND lease_until_ms <= @nowMs`;
    this.db
      .prepare(
        `UPDATE outbox SET status = 'failed', last_error = COALESCE(last_error || '; ', '') || @reason WHERE ${mine} AND at < @cutoff`,
      )
      .run({ channelList, nowMs, cutoff, reason: GIVE_UP_AGE });
    const rows = this.db
      .prepare(
        `UPDATE outbox SET lease_owner = @owner, lease_until_ms = @until, attempts = attempts + 1
         WHERE seq IN (SELECT seq FROM outbox WHERE ${mine} AND next_attempt_ms <= @nowMs ORDER BY seq LIMIT @limit)
         RETURNING *`,
      )
      .all({ channelList, nowMs, owner, until: nowMs + leaseMs, limit }) as OutboxRow[];
    return rows.sort((a, b) => a.seq - b.seq);
  }
}
