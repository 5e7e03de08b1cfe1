import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';

/** A mail as the SMTP server received it, parsed. */
export interface ReceivedMail {
  /** the envelope's recipients (RCPT TO) */
  rcptTo: string[];
  to: string;
  /** the From address */
  from: string;
  subject: string;
  text: string;
  messageId: string;
  /** the AUTH user of the session, when it authenticated */
  user: string | null;
}

/** A refusal the next DATA gets instead of acceptance: SMTP code and text. */
export type Refusal = { code: number; message: string };

export interface SmtpSink {
  /** smtp://user:pass@127.0.0.1:<port> */
  url: string;
  received: ReceivedMail[];
  /** resolves once `count` mails in all have arrived */
  arrived(count: number): Promise<ReceivedMail[]>;
  /** the next DATA commands are refused with these answers, one each */
  refuseNext(...refusals: Refusal[]): void;
  /** holds the next DATA's answer until the returned function is called (its mail is recorded at once) */
  holdNext(): () => void;
  close(): Promise<void>;
}

export const SMTP_USER = 'faena';
export const SMTP_PASS = 'relay-secret';

/**
 * A real SMTP server (the smtp-server package) on a free local port, no TLS, AUTH PLAIN/LOGIN with
 * SMTP_USER / SMTP_PASS: every accepted message is parsed and kept.
 */
export async function startSmtpSink(): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const refusals: Refusal[] = [];
  const holds: Array<Promise<void>> = [];
  const waiters: Array<{ count: number; resolve: (mails: ReceivedMail[]) => void }> = [];
  const notify = () => {
    for (const w of waiters.splice(0)) {
      if (received.length >= w.count) w.resolve(received.slice());
      else waiters.push(w);
    }
  };
  const onData = (stream: SMTPServerDataStream, session: SMTPServerSession, done: (err?: Error | null) => void) => {
    void (async () => {
      const mail = await simpleParser(stream);
      const refusal = refusals.shift();
      if (refusal) return done(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
      received.push({
        rcptTo: session.envelope.rcptTo.map((r) => r.address),
        to: Array.isArray(mail.to) ? mail.to.map((t) => t.text).join(', ') : (mail.to?.text ?? ''),
        from: mail.from?.value[0]?.address ?? '',
        subject: mail.subject ?? '',
        text: (mail.text ?? '').trimEnd(),
        messageId: mail.messageId ?? '',
        user: typeof session.user === 'string' ? session.user : null,
      });
      notify();
      await holds.shift();
      done();
    })().catch((err: unknown) => done(err instanceof Error ? err : new Error(String(err))));
  };
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    logger: false,
    onAuth: (auth, _session, cb) =>
      auth.username === SMTP_USER && auth.password === SMTP_PASS ? cb(null, { user: SMTP_USER }) : cb(new Error('Invalid username or password')),
    onData,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://${SMTP_USER}:${SMTP_PASS}@127.0.0.1:${port}`,
    received,
    arrived: (count) => new Promise((resolve) => {
      waiters.push({ count, resolve });
      notify();
    }),
    refuseNext: (...r) => refusals.push(...r),
    holdNext: () => {
      let release = () => undefined as void;
      holds.push(new Promise<void>((r) => (release = r)));
      return () => release();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** One POST the SMS provider got. */
export interface ReceivedSms {
  authorization: string;
  contentType: string;
  idempotencyKey: string;
  json: unknown;
}

export interface SmsSink {
  url: string;
  received: ReceivedSms[];
  arrived(count: number): Promise<ReceivedSms[]>;
  /** the next requests answer these statuses (then 200 again), after recording them */
  failNext(...statuses: number[]): void;
  close(): Promise<void>;
}

/** A local HTTP server standing for the SMS provider: records every POST, answers 200 unless told. */
export async function startSmsSink(): Promise<SmsSink> {
  const received: ReceivedSms[] = [];
  const statuses: number[] = [];
  const waiters: Array<{ count: number; resolve: (r: ReceivedSms[]) => void }> = [];
  const server: Server = createServer((req, res) => {
    void bodyOf(req).then((raw) => {
      const status = statuses.shift() ?? 200;
      if (status < 300) {
        received.push(smsOf(req, raw));
        for (const w of waiters.splice(0)) (received.length >= w.count ? w.resolve(received.slice()) : waiters.push(w));
      }
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ ok: status < 300 }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1/sms`,
    received,
    arrived: (count) => new Promise((resolve) => {
      if (received.length >= count) resolve(received.slice());
      else waiters.push({ count, resolve });
    }),
    failNext: (...s) => statuses.push(...s),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function smsOf(req: IncomingMessage, raw: string): ReceivedSms {
  return {
    authorization: String(req.headers.authorization ?? ''),
    contentType: String(req.headers['content-type'] ?? ''),
    idempotencyKey: String(req.headers['idempotency-key'] ?? ''),
    json: JSON.parse(raw) as unknown,
  };
}

async function bodyOf(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
