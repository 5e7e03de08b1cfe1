import type { AppConfig } from './config';

/** The password of the demo users: never accepted in production. */
export const DEMO_PASSWORD = 'Faena.2026';

export const isProduction = (config: Pick<AppConfig, 'NODE_ENV'>): boolean =>
  config.NODE_ENV === 'production';

/** Rules across keys: what production refuses. */
export function productionProblems(config: AppConfig): string[] {
  if (!isProduction(config)) return [];
  const problems: string[] = [];
  if (config.DEV_MAILBOX)
    problems.push('DEV_MAILBOX: the development mailbox is never served with NODE_ENV=production');
  if (config.DEV_CLOCK)
    problems.push('DEV_CLOCK: the adjustable clock is never served with NODE_ENV=production');
  if (config.ADMIN_PASSWORD === DEMO_PASSWORD)
    problems.push('ADMIN_PASSWORD: the demo password cannot be used with NODE_ENV=production');
  if (config.PASSWORD_HASH_COST < 17)
    problems.push('PASSWORD_HASH_COST: below 17 is never used with NODE_ENV=production');
  return problems;
}

/** Variables that need each other: a mail server needs a sender, an SMS provider its token. */
export function deliveryProblems(config: AppConfig): string[] {
  const problems: string[] = [];
  if (config.SMTP_URL && !config.MAIL_FROM)
    problems.push('MAIL_FROM: required when SMTP_URL is set');
  if (config.SMS_URL && !config.SMS_TOKEN) problems.push('SMS_TOKEN: required when SMS_URL is set');
  return problems;
}
