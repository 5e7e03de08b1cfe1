import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteDatabase as Database } from '@faena/core';
import { SqliteOutbox } from '@faena/core';

/** The embedded outbox keeps its messages in its own SQLite file, across reopening. */
describe('identity: embedded outbox', () => {
  const dir = mkdtempSync(join(tmpdir(), 'faena-outbox-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('stores, logs and lists messages newest first, per recipient, and keeps them after a reopen', async () => {
    const lines: string[] = [];
    const file = join(dir, 'outbox.sqlite');
    const outbox = new SqliteOutbox({ file }, (l) => lines.push(l));
    const at = new Date('2026-03-02T12:00:00Z');
    await outbox.send(
      { to: 'A@x.pe', subject: 's1', body: 'b1', kind: 'two-factor', channel: 'mail' },
      at,
    );
    await outbox.send(
      { to: 'b@x.pe', subject: 's2', body: 'b2', kind: 'two-factor', channel: 'mail' },
      at,
    );
    await outbox.send(
      { to: 'a@x.pe', subject: 's3', body: 'b3', kind: 'password-recovery', channel: 'mail' },
      at,
    );
    expect((await outbox.list({ to: 'a@X.pe' })).map((m) => m.subject)).toEqual(['s3', 's1']);
    expect(lines).toHaveLength(3);
    await outbox.close();
    const reopened = new SqliteOutbox({ file });
    expect((await reopened.list()).map((m) => m.subject)).toEqual(['s3', 's2', 's1']);
    expect((await reopened.list({ limit: 1 }))[0]).toMatchObject({
      subject: 's3',
      at: at.toISOString(),
      kind: 'password-recovery',
    });
    await reopened.close();
  });

  it('opens an outbox file written before the relay existed: its messages become pending deliveries', async () => {
    const file = join(dir, 'old-outbox.sqlite');
    const old = new Database(file);
    old.exec(`CREATE TABLE outbox (seq INTEGER PRIMARY KEY AUTOINCREMENT, id TEXT NOT NULL UNIQUE, at TEXT NOT NULL, recipient TEXT NOT NULL,
      subject TEXT NOT NULL, body TEXT NOT NULL, kind TEXT NOT NULL, channel TEXT NOT NULL)`);
    old
      .prepare(
        'INSERT INTO outbox (id, at, recipient, subject, body, kind, channel) VALUES (?, ?, ?, ?, ?, ?, ?)',
      )
      .run('m-1', '2026-03-02T12:00:00.000Z', 'a@x.pe', 's', 'b', 'two-factor', 'mail');
    old.close();
    const outbox = new SqliteOutbox({ file });
    expect(await outbox.list()).toEqual([
      {
        id: 'm-1',
        at: '2026-03-02T12:00:00.000Z',
        to: 'a@x.pe',
        subject: 's',
        body: 'b',
        kind: 'two-factor',
        channel: 'mail',
        status: 'pending',
        attempts: 0,
        lastError: null,
        sentAt: null,
      },
    ]);
    await outbox.close();
  });
});
