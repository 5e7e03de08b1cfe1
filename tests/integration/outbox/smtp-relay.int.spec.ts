import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  FixedClock,
  OutboxRelay,
  SmtpMailChannel,
  SqliteOutbox,
  type OutgoingMessage,
  type RelayLog,
} from '@faena/core';
import { startSmtpSink, SMTP_USER, type SmtpSink } from '../../support/message-sinks';

const MAIL_FROM = 'Faena <no-reply@faena.test>';
const START = new Date('2026-11-26T15:00:00Z');
const mail = (n: number): OutgoingMessage => ({
  to: `persona${n}@mineraandina.pe`,
  subject: `Faena: código de verificación ${n}`,
  body: `Su código de verificación es 40${n}7. Vence en 5 minutos.`,
  kind: 'two-factor',
  channel: 'mail',
});
const quiet: RelayLog = { log: () => undefined, warn: () => undefined, error: () => undefined };

/** The outbox's mail relayed to a real SMTP server (smtp-server) through nodemailer, at least once. */
describe('outbox relay: mail over SMTP', () => {
  let dir: string;
  let file: string;
  let smtp: SmtpSink;
  let clock: FixedClock;
  const opened: Array<{ close(): Promise<void> }> = [];
  const open = <T extends { close(): Promise<void> }>(thing: T): T => (opened.push(thing), thing);
  const outbox = () => open(new SqliteOutbox({ file }));
  const relay = (store: SqliteOutbox, extra: { owner?: string; log?: RelayLog } = {}) =>
    new OutboxRelay({
      outbox: store,
      channels: [open(new SmtpMailChannel({ url: smtp.url, from: MAIL_FROM }))],
      clock,
      log: extra.log ?? quiet,
      owner: extra.owner,
    });

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'faena-relay-'));
    file = join(dir, 'outbox.sqlite');
    smtp = await startSmtpSink();
    clock = new FixedClock(START);
  });
  afterEach(async () => {
    for (const o of opened.splice(0).reverse()) await o.close().catch(() => undefined);
    await smtp.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('delivers each message with its recipient, subject and body, then marks it sent', async () => {
    const store = outbox();
    const written = await store.send(mail(1), START);
    expect(await relay(store).drain()).toBe(1);
    const [got] = await smtp.arrived(1);
    expect(got).toMatchObject({
      rcptTo: ['persona1@mineraandina.pe'],
      to: 'persona1@mineraandina.pe',
      from: 'no-reply@faena.test',
      user: SMTP_USER,
    });
    expect(got).toMatchObject({
      subject: 'Faena: código de verificación 1',
      text: 'Su código de verificación es 4017. Vence en 5 minutos.',
    });
    expect(got!.messageId).toBe(`<${written.id}@faena.outbox>`);
    expect((await store.list())[0]).toMatchObject({
      status: 'sent',
      attempts: 1,
      lastError: null,
      sentAt: START.toISOString(),
    });
  });

  it('keeps a refused message, waits its backoff, and delivers it on a retry', async () => {
    const store = outbox();
    await store.send(mail(2), START);
    smtp.refuseNext({ code: 451, message: 'Try again later' });
    const r = relay(store);
    await r.drain();
    expect(smtp.received).toHaveLength(0);
    const [failed] = await store.list();
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, sentAt: null });
    expect(failed!.lastError).toMatch(/451/);
    clock.advance(4_000); // the first wait is 5 s: not due yet
    expect(await r.drain()).toBe(0);
    clock.advance(1_000);
    expect(await r.drain()).toBe(1);
    expect((await smtp.arrived(1))[0]).toMatchObject({
      subject: 'Faena: código de verificación 2',
    });
    expect((await store.list())[0]).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
  });

  it('delivers again, never loses, when the relay dies between sending and marking', async () => {
    const dying = outbox();
    const written = await dying.send(mail(3), START);
    const crashing = new OutboxRelay({
      outbox: dying,
      channels: [
        {
          channel: 'mail',
          description: 'sends, then the process dies',
          close: () => Promise.resolve(),
          deliver: async (m) => {
            await open(new SmtpMailChannel({ url: smtp.url, from: MAIL_FROM })).deliver(m);
            await dying.close(); // the process is gone before it could mark the message sent
          },
        },
      ],
      clock,
      log: quiet,
    });
    await expect(crashing.drain()).rejects.toThrow();
    expect(smtp.received).toHaveLength(1);

    const survivor = outbox();
    const next = relay(survivor);
    expect(await next.drain()).toBe(0); // the dead relay's lease still holds
    expect((await survivor.list())[0]).toMatchObject({ status: 'pending', attempts: 1 });
    clock.advance(120_000);
    expect(await next.drain()).toBe(1);
    const copies = await smtp.arrived(2);
    expect(copies.map((c) => c.messageId)).toEqual([
      `<${written.id}@faena.outbox>`,
      `<${written.id}@faena.outbox>`,
    ]);
    expect((await survivor.list())[0]).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('lets two relays on one outbox file (two api replicas) deliver every message exactly once', async () => {
    const writer = outbox();
    for (let n = 0; n < 30; n += 1) await writer.send(mail(n), START);
    const replicas = [relay(outbox(), { owner: 'api-1' }), relay(outbox(), { owner: 'api-2' })];
    const attempts = await Promise.all(replicas.map((r) => r.drain()));
    expect(attempts[0]! + attempts[1]!).toBe(30);
    const subjects = (await smtp.arrived(30)).map((m) => m.subject).sort();
    expect(subjects).toEqual(Array.from({ length: 30 }, (_, n) => mail(n).subject).sort());
    expect(new Set(subjects).size).toBe(30);
    expect(
      (await writer.list({ limit: 100 })).every((m) => m.status === 'sent' && m.attempts === 1),
    ).toBe(true);
  });

  it('gives up, without sending, a message no longer current (written more than a day ago)', async () => {
    const store = outbox();
    await store.send(mail(5), new Date(START.getTime() - 25 * 3_600_000));
    await store.send(mail(6), START);
    expect(await relay(store).drain()).toBe(1);
    expect((await smtp.arrived(1)).map((m) => m.subject)).toEqual([mail(6).subject]);
    const [fresh, old] = await store.list();
    expect(fresh).toMatchObject({ status: 'sent' });
    expect(old).toMatchObject({ status: 'failed', attempts: 0, sentAt: null });
    expect(old!.lastError).toMatch(/given up/);
  });

  it('finishes the delivery under way before stop() resolves', async () => {
    const store = outbox();
    const release = smtp.holdNext();
    const r = relay(store);
    r.start();
    await store.send(mail(4), START); // wakes the relay at once
    await smtp.arrived(1);
    const stopping = r.stop();
    release();
    await stopping;
    expect((await store.list())[0]).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('says once at start where mail goes, and that SMS stay in the outbox', () => {
    const lines: string[] = [];
    const r = relay(outbox(), {
      log: { log: (l) => lines.push(l), warn: (l) => lines.push(l), error: (l) => lines.push(l) },
    });
    r.start();
    void r.stop();
    expect(lines).toEqual([
      expect.stringMatching(/^mail: SMTP smtp:\/\/127\.0\.0\.1:\d+ from Faena/),
      'sms: SMS_URL not set, sms messages stay in the outbox',
    ]);
    expect(lines.join('\n')).not.toContain('relay-secret');
  });
});
