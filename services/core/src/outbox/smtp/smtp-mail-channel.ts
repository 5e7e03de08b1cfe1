import nodemailer, { type Transporter } from 'nodemailer';
import type { OutboxRecord } from '../outbox.port';
import { settle } from '../../settle';
import { withoutSecrets, type MessageChannel } from '../message-channel';

export interface SmtpMailChannelOptions {
  /** smtp://user:pass@host:587 (STARTTLS when offered) or smtps://…:465 */
  url: string;
  /** the From of every message, e.g. "Faena <no-reply@example.com>" */
  from: string;
  /** how long one delivery may take, connection included (default 30 s) */
  timeoutMs?: number;
}

/**
 * Mail through an SMTP server with nodemailer: one connection per message (the outbox sends
 * few). The Message-ID is the outbox id, so a message sent twice (at least once) is recognisably
 * the same message.
 */
export class SmtpMailChannel implements MessageChannel {
  readonly channel = 'mail' as const;
  readonly description: string;
  private readonly transport: Transporter;

  constructor(options: SmtpMailChannelOptions) {
    const timeout = options.timeoutMs ?? 30_000;
    this.transport = nodemailer.createTransport(
      {
        url: options.url,
        connectionTimeout: timeout,
        greetingTimeout: timeout,
        socketTimeout: timeout,
      },
      { from: options.from },
    );
    this.description = `SMTP ${withoutSecrets(options.url)} from ${options.from}`;
  }

  async deliver(message: OutboxRecord): Promise<void> {
    await this.transport.sendMail({
      to: message.to,
      subject: message.subject,
      text: message.body,
      messageId: `<${message.id}@faena.outbox>`,
      date: new Date(message.at),
    });
  }

  close(): Promise<void> {
    return settle(() => {
      this.transport.close();
    });
  }
}
