import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { AccountSecurity } from './account-security';

export const CODE_TTL_MS = 5 * 60 * 1000;
export const MAX_CODE_GUESSES = 3;

/** A new 4-digit code (crypto.randomInt) and what is stored of it: a salted sha256, never the code. */
export function newCode(now: Date): {
  code: string;
  codeHash: string;
  salt: string;
  expiresAt: string;
} {
  const code = String(randomInt(0, 10000)).padStart(4, '0');
  const salt = randomBytes(16).toString('base64url');
  return {
    code,
    codeHash: hashCode(code, salt),
    salt,
    expiresAt: new Date(now.getTime() + CODE_TTL_MS).toISOString(),
  };
}

export function hashCode(code: string, salt: string): string {
  return createHash('sha256').update(`${salt}:${code}`).digest('hex');
}

/**
 * What a guess means: 'ok' (single use: confirm it), 'missing' (no live code: 08), 'wrong'
 * (count it), or 'burn' (the third wrong guess: lock with 09).
 */
export type CodeDecision = 'ok' | 'missing' | 'wrong' | 'burn';

export function decideCode(security: AccountSecurity, guess: string, now: Date): CodeDecision {
  const c = security.code;
  if (!c || c.used || c.guesses >= MAX_CODE_GUESSES || Date.parse(c.expiresAt) <= now.getTime())
    return 'missing';
  const a = Buffer.from(hashCode(guess, c.salt), 'hex');
  const b = Buffer.from(c.codeHash, 'hex');
  if (a.length === b.length && timingSafeEqual(a, b)) return 'ok';
  return c.guesses + 1 >= MAX_CODE_GUESSES ? 'burn' : 'wrong';
}
