import type { AppConfig } from '../config/config';
import type { MessageChannel } from './message-channel';
import { HttpSmsChannel } from './http-sms/http-sms-channel';
import { SmtpMailChannel } from './smtp/smtp-mail-channel';

/** The channels the configuration names: SMTP when SMTP_URL is set, the HTTP SMS provider when SMS_URL is. */
export function messageChannelsFor(
  config: Pick<AppConfig, 'SMTP_URL' | 'MAIL_FROM' | 'SMS_URL' | 'SMS_TOKEN'>,
): MessageChannel[] {
  const channels: MessageChannel[] = [];
  if (config.SMTP_URL && config.MAIL_FROM)
    channels.push(new SmtpMailChannel({ url: config.SMTP_URL, from: config.MAIL_FROM }));
  if (config.SMS_URL && config.SMS_TOKEN)
    channels.push(new HttpSmsChannel({ url: config.SMS_URL, token: config.SMS_TOKEN }));
  return channels;
}
