import type { AppConfig } from '@faena/core';

/**
 * The per-account counters of the sign-in calls. Calls that spend the same thing share one:
 * password attempts (login, authenticate, unlock: each wrong one counts toward the lock), code
 * guesses (confirmcode: three wrong ones burn the code and lock), and messages sent (resendcode by
 * user; forgot-password and recuperarClave by e-mail). register counts per address only.
 */
export const ACCOUNT_BUCKETS = ['password', 'code', 'resend', 'mail'] as const;
export type AccountBucket = (typeof ACCOUNT_BUCKETS)[number];

export interface Limit {
  max: number;
  windowMs: number;
}

/** The longest account name a counter keeps (longer bodies are refused by validation anyway). */
const MAX_KEY_LENGTH = 120;

/** The limits the configuration sets: per address over every sign-in call, and per bucket. */
export function signInLimits(config: AppConfig): { address: Limit } & Record<AccountBucket, Limit> {
  const window = config.RATE_LIMIT_WINDOW_S * 1000;
  const mails = config.RATE_LIMIT_MAIL_WINDOW_S * 1000;
  return {
    address: { max: config.RATE_LIMIT_ADDRESS_MAX, windowMs: window },
    password: { max: config.RATE_LIMIT_ACCOUNT_MAX, windowMs: window },
    code: { max: config.RATE_LIMIT_CODE_MAX, windowMs: window },
    resend: { max: config.RATE_LIMIT_MAIL_MAX, windowMs: mails },
    mail: { max: config.RATE_LIMIT_MAIL_MAX, windowMs: mails },
  };
}

const field = (body: unknown, name: string): string | null => {
  if (typeof body !== 'object' || body === null) return null;
  const value = (body as Record<string, unknown>)[name];
  return typeof value === 'string' && value.trim() !== ''
    ? value.trim().slice(0, MAX_KEY_LENGTH)
    : null;
};

/**
 * The account a call names in its raw body (read before validation, normalised as the schemas
 * do): the username upper-cased (unlock may name it idUsuario), the e-mail lower-cased; null when
 * the body names none (the call then counts per address only).
 */
export function accountOf(bucket: AccountBucket, body: unknown): string | null {
  if (bucket === 'mail')
    return (field(body, 'email') ?? field(body, 'Correo'))?.toLowerCase() ?? null;
  return (field(body, 'username') ?? field(body, 'idUsuario'))?.toUpperCase() ?? null;
}
