import { loginFlowPasswordError, minLengthMessage } from '@faena/contracts';

/** Pure rules of the sign-in flow (spec §4 and §5), kept apart from the screens so they are testable. */

export const CODE_LENGTH = 4;
export const LOGIN_DELAY_MS = 1000;
export const PASSWORD_CHANGE_DELAY_MS = 500;
export const DEFAULT_MIN_PASSWORD = 6;
export const MAX_PASSWORD_LOGIN = 100;
export const MINUTES_PER_DAY = 1440;
export const EXPIRY_NOTICE_DAYS = 6;

/** The verification code field: digits only, only the last 4 kept. */
export function normalizeCode(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  return digits.slice(-CODE_LENGTH);
}

export const canSendCode = (code: string): boolean => /^\d{4}$/.test(code);

export type ExpiryNotice = { kind: 'days'; days: number } | { kind: 'today' } | null;

/** minutosCaduca > 0 and days (minutes / 1440, whole) ≤ 6 → days message, or "today" at 0. */
export function expiryNotice(minutosCaduca: number | null | undefined): ExpiryNotice {
  if (!minutosCaduca || minutosCaduca <= 0) return null;
  const days = Math.floor(minutosCaduca / MINUTES_PER_DAY);
  if (days > EXPIRY_NOTICE_DAYS) return null;
  return days === 0 ? { kind: 'today' } : { kind: 'days', days };
}

export type PasswordLevel = 'B' | 'I' | 'A';

/** An i18n key (namespace auth) and its values, or null when the password is acceptable. */
export interface RuleMessage {
  key: string;
  values?: Record<string, number | string>;
}

/** The login-flow new-password rule of the contracts, as an i18n key of namespace auth. */
export function loginPasswordIssue(
  password: string,
  minLength = DEFAULT_MIN_PASSWORD,
  level: PasswordLevel = 'B',
): RuleMessage | null {
  const message = loginFlowPasswordError(password, level, minLength);
  if (message === null) return null;
  const min = minLength > 0 ? minLength : DEFAULT_MIN_PASSWORD;
  return message === minLengthMessage(min)
    ? { key: 'password.minLength', values: { n: min } }
    : { key: `password.level${level}` };
}

export function repeatPasswordIssue(password: string, repeat: string): RuleMessage | null {
  return password === repeat ? null : { key: 'password.mismatch' };
}

export const isPasswordLevel = (v: unknown): v is PasswordLevel =>
  v === 'B' || v === 'I' || v === 'A';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Forgot-password issues (i18n keys of namespace auth): username and e-mail required, e-mail format. */
export function forgotIssues(
  username: string,
  email: string,
): { username?: string; email?: string } {
  return {
    username: username.trim() ? undefined : 'forgot.usernameRequired',
    email: !email.trim()
      ? 'forgot.emailRequired'
      : EMAIL.test(email.trim())
        ? undefined
        : 'forgot.emailInvalid',
  };
}

/** The confirm query parameter is read when longer than 5 characters. */
export const readConfirm = (value: string | null): string | null =>
  value && value.length > 5 ? value : null;
