import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { Outbox, type OutboxRecord, type OutgoingMessage } from '../outbox.port';

interface Row {
  id: string;
  at: string;
  recipient: string;
  subject: string;
  body: string;
  kind: string;
  channel: 'mail' | 'sms';
}

/** The embedded outbox: a SQLite table (WAL) beside the other embedded files; logs each message. */
export class SqliteOutbox extends Outbox {
  private readonly db: Database.Database;

  constructor(
    options: { file: string },
    private readonly log: (line: string) => void = () => undefined,
  ) {
    super();
    fs.mkdirSync(path.dirname(options.file), { recursive: true });
    this.db = new Database(options.file);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('busy_timeout = 10000');
    this.db.exec(`CREATE TABLE IF NOT EXISTS outbox (
      seq INTEGER PRIMARY KEY AUTOINCREMENT, id TEXT NOT NULL UNIQUE, at TEXT NOT NULL, recipient TEXT NOT NULL,
      subject TEXT NOT NULL, body TEXT NOT NULL, kind TEXT NOT NULL, channel TEXT NOT NULL)`);
    this.db.exec('CREATE INDEX IF NOT EXISTS outbox_recipient ON outbox(recipient, seq)');
  }

  async send(message: OutgoingMessage, at: Date): Promise<OutboxRecord> {
    const row: Row = { id: randomUUID(), at: at.toISOString(), recipient: message.to.toLowerCase(), subject: message.subject, body: message.body, kind: message.kind, channel: message.channel };
    this.db.prepare('INSERT INTO outbox (id, at, recipient, subject, body, kind, channel) VALUES (@id, @at, @recipient, @subject, @body, @kind, @channel)').run(row);
    this.log(`[outbox] ${row.channel} to ${row.recipient}: ${row.subject}`);
    return toRecord(row);
  }

  async list(filter: { to?: string; limit?: number } = {}): Promise<OutboxRecord[]> {
    const limit = Math.min(Math.max(filter.limit ?? 50, 1), 500);
    const rows = filter.to
      ? this.db.prepare('SELECT * FROM outbox WHERE recipient = ? ORDER BY seq DESC LIMIT ?').all(filter.to.toLowerCase(), limit)
      : this.db.prepare('SELECT * FROM outbox ORDER BY seq DESC LIMIT ?').all(limit);
    return (rows as Row[]).map(toRecord);
  }

  async close(): Promise<void> {
    if (this.db.open) this.db.close();
  }
}

function toRecord(row: Row): OutboxRecord {
  return { id: row.id, at: row.at, to: row.recipient, subject: row.subject, body: row.body, kind: row.kind, channel: row.channel };
}
