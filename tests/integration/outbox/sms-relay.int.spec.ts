import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  FixedClock,
  HttpSmsChannel,
  OutboxRelay,
  SqliteOutbox,
  type OutgoingMessage,
  type RelayLog,
} from '@faena/core';
import { startSmsSink, type SmsSink } from '../../support/message-sinks';

const TOKEN = 'sms-provider-token';
const START = new Date('2026-11-26T15:00:00Z');
const sms = (n: number): OutgoingMessage => ({
  to: `95700000${n}`,
  subject: 'Faena: código de verificación',
  body: `Su código de verificación es 12${n}4. Vence en 5 minutos.`,
  kind: 'two-factor',
  channel: 'sms',
});
const quiet: RelayLog = { log: () => undefined, warn: () => undefined, error: () => undefined };

/** The outbox's SMS relayed to an HTTP provider (a JSON POST { to, body } with a bearer token), at least once. */
describe('outbox relay: SMS over an HTTP provider', () => {
  let dir: string;
  let provider: SmsSink;
  let clock: FixedClock;
  let store: SqliteOutbox;
  const relay = (channelStore: SqliteOutbox = store) =>
    new OutboxRelay({
      outbox: channelStore,
      channels: [new HttpSmsChannel({ url: provider.url, token: TOKEN })],
      clock,
      log: quiet,
    });

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'faena-sms-'));
    provider = await startSmsSink();
    clock = new FixedClock(START);
    store = new SqliteOutbox({ file: join(dir, 'outbox.sqlite') });
  });
  afterEach(async () => {
    await store.close();
    await provider.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('posts { to, body } as JSON with the bearer token and the outbox id as idempotency key, then marks it sent', async () => {
    const written = await store.send(sms(1), START);
    expect(await relay().drain()).toBe(1);
    expect(await provider.arrived(1)).toEqual([
      {
        authorization: `Bearer ${TOKEN}`,
        contentType: 'application/json',
        idempotencyKey: written.id,
        json: { to: '957000001', body: 'Su código de verificación es 1214. Vence en 5 minutos.' },
      },
    ]);
    expect((await store.list())[0]).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
  });

  it('keeps a message the provider refuses and delivers it on a retry after the backoff', async () => {
    await store.send(sms(2), START);
    provider.failNext(503, 503);
    const r = relay();
    await r.drain();
    expect((await store.list())[0]).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: expect.stringContaining('503') as string,
    });
    clock.advance(5_000);
    await r.drain();
    expect((await store.list())[0]).toMatchObject({ status: 'pending', attempts: 2 });
    expect(await r.drain()).toBe(0); // the second wait is 10 s
    clock.advance(10_000);
    expect(await r.drain()).toBe(1);
    expect((await provider.arrived(1)).map((r) => r.json)).toEqual([
      { to: '957000002', body: sms(2).body },
    ]);
    expect((await store.list())[0]).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
  });

  it('delivers again, never loses, when the relay dies between sending and marking', async () => {
    const dying = new SqliteOutbox({ file: join(dir, 'outbox.sqlite') });
    await dying.send(sms(3), START);
    const http = new HttpSmsChannel({ url: provider.url, token: TOKEN });
    const crashing = new OutboxRelay({
      outbox: dying,
      channels: [
        {
          channel: 'sms',
          description: 'posts, then the process dies',
          close: () => Promise.resolve(),
          deliver: async (m) => {
            await http.deliver(m);
            await dying.close();
          },
        },
      ],
      clock,
      log: quiet,
    });
    await expect(crashing.drain()).rejects.toThrow();
    const r = relay();
    expect(await r.drain()).toBe(0);
    clock.advance(120_000);
    expect(await r.drain()).toBe(1);
    const posts = await provider.arrived(2);
    expect(new Set(posts.map((p) => p.idempotencyKey)).size).toBe(1);
    expect((await store.list())[0]).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('without a channel keeps every message pending and says so once at start', async () => {
    await store.send(sms(4), START);
    const lines: string[] = [];
    const bare = new OutboxRelay({
      outbox: store,
      channels: [],
      clock,
      log: { log: (l) => lines.push(l), warn: (l) => lines.push(l), error: (l) => lines.push(l) },
    });
    bare.start();
    expect(await bare.drain()).toBe(0);
    await bare.stop();
    expect(lines).toEqual([
      'mail: SMTP_URL not set, mail messages stay in the outbox',
      'sms: SMS_URL not set, sms messages stay in the outbox',
    ]);
    expect((await store.list())[0]).toMatchObject({ status: 'pending', attempts: 0 });
    expect(provider.received).toHaveLength(0);
  });
});
