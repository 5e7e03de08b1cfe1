import type Database from 'better-sqlite3';
import type { OutboxChannel, OutboxRecord, OutboxStatus } from '../outbox.port';

/** One outbox row as stored. Times the relay compares are epoch milliseconds. */
export interface OutboxRow {
  seq: number;
  id: string;
  at: string;
  recipient: string;
  subject: string;
  body: string;
  kind: string;
  channel: OutboxChannel;
  status: OutboxStatus;
  attempts: number;
  last_error: string | null;
  next_attempt_ms: number;
  lease_owner: string | null;
  lease_until_ms: number;
  sent_at: string | null;
}

/** The delivery columns, added to outbox files written before the relay existed. */
const DELIVERY_COLUMNS: Record<string, string> = {
  status: "TEXT NOT NULL DEFAULT 'pending'",
  attempts: 'INTEGER NOT NULL DEFAULT 0',
  last_error: 'TEXT',
  next_attempt_ms: 'INTEGER NOT NULL DEFAULT 0',
  lease_owner: 'TEXT',
  lease_until_ms: 'INTEGER NOT NULL DEFAULT 0',
  sent_at: 'TEXT',
};

/** Creates the table, or adds the delivery columns to an older one (its rows become pending). */
export function migrateOutbox(db: Database.Database): void {
  db.exec(`CREATE TABLE IF NOT EXISTS outbox (
    seq INTEGER PRIMARY KEY AUTOINCREMENT, id TEXT NOT NULL UNIQUE, at TEXT NOT NULL, recipient TEXT NOT NULL,
    subject TEXT NOT NULL, body TEXT NOT NULL, kind TEXT NOT NULL, channel TEXT NOT NULL)`);
  const present = new Set(
    (db.prepare('PRAGMA table_info(outbox)').all() as Array<{ name: string }>).map((c) => c.name),
  );
  for (const [name, type] of Object.entries(DELIVERY_COLUMNS)) {
    if (!present.has(name)) db.exec(`ALTER TABLE outbox ADD COLUMN ${name} ${type}`);
  }
  db.exec('CREATE INDEX IF NOT EXISTS outbox_recipient ON outbox(recipient, seq)');
  db.exec('CREATE INDEX IF NOT EXISTS outbox_due ON outbox(status, channel, next_attempt_ms)');
}

export function toRecord(row: OutboxRow): OutboxRecord {
  return {
    id: row.id,
    at: row.at,
    to: row.recipient,
    subject: row.subject,
    body: row.body,
    kind: row.kind,
    channel: row.channel,
    status: row.status,
    attempts: row.attempts,
    lastError: row.last_error,
    sentAt: row.sent_at,
  };
}
