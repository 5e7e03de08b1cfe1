import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
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

/** Resolves waiters once the list holds as many items as each asked for. */
function arrivals<T>(items: T[]) {
  const waiters: Array<{ count: number; resolve: (all: T[]) => void }> = [];
  const notify = () => {
    for (const w of waiters.splice(0)) {
      if (items.length >= w.count) w.resolve(items.slice());
      else waiters.push(w);
    }
  };
  const arrived = (count: number) =>
    new Promise<T[]>((resolve) => {
      waiters.push({ count, resolve });
      notify();
    });
  return { notify, arrived };
}

/** The To header as one text (several address lists joined by commas). */
const toText = (to: ParsedMail['to']): string =>
  Array.isArray(to) ? to.map((t) => t.text).join(', ') : (to?.text ?? '');

async function receivedMail(
  stream: SMTPServerDataStream,
  session: SMTPServerSession,
): Promise<ReceivedMail> {
  const mail = await simpleParser(stream);
  return {
    rcptTo: session.envelope.rcptTo.map((r) => r.address),
    to: toText(mail.to),
    from: mail.from?.value[0]?.address ?? '',
    subject: mail.subject ?? '',
    text: (mail.text ?? '').trimEnd(),
    messageId: mail.messageId ?? '',
    user: typeof session.user === 'string' ? session.user : null,
  };
}

/**
 * A real SMTP server (the smtp-server package) on a free local port, no TLS, AUTH PLAIN/LOGIN with
 * SMTP_USER / SMTP_PASS: every accepted message is parsed and kept.
 */
export async function startSmtpSink(): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const refusals: Refusal[] = [];
  const holds: Array<Promise<void>> = [];
  const { notify, arrived } = arrivals(received);
  const accept = async (
    stream: SMTPServerDataStream,
    session: SMTPServerSession,
  ): Promise<Error | null> => {
    const mail = await receivedMail(stream, session);
    const refusal = refusals.shift();
    if (refusal) return Object.assign(new Error(refusal.message), { responseCode: refusal.code });
    received.push(mail);
    notify();
    await holds.shift();
    return null;
  };
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    logger: false,
    onAuth: (auth, _session, cb) =>
      auth.username === SMTP_USER && auth.password === SMTP_PASS
        ? cb(null, { user: SMTP_USER })
        : cb(new Error('Invalid username or password')),
    onData: (stream, session, done) =>
      void accept(stream, session).then(done, (err: unknown) =>
        done(err instanceof Error ? err : new Error(String(err))),
      ),
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://${SMTP_USER}:${SMTP_PASS}@127.0.0.1:${port}`,
    received,
    arrived,
    refuseNext: (...r) => refusals.push(...r),
    holdNext: () => {
      let release: () => void = () => undefined;
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
  const { notify, arrived } = arrivals(received);
  const server: Server = createServer((req, res) => {
    void bodyOf(req).then((raw) => {
      const status = statuses.shift() ?? 200;
      if (status < 300) {
        received.push(smsOf(req, raw));
        notify();
      }
      res
        .writeHead(status, { 'content-type': 'application/json' })
        .end(JSON.stringify({ ok: status < 300 }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1/sms`,
    received,
    arrived,
    failNext: (...s) => statuses.push(...s),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function smsOf(req: IncomingMessage, raw: string): ReceivedSms {
  return {
    authorization: req.headers.authorization ?? '',
    contentType: req.headers['content-type'] ?? '',
    idempotencyKey: String(req.headers['idempotency-key'] ?? ''),
    json: JSON.parse(raw) as unknown,
  };
}

async function bodyOf(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
