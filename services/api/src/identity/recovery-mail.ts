import { randomBytes, randomInt } from 'node:crypto';
import { translate, type Lang } from '@faena/contracts';
import type { OutgoingMessage } from '@faena/core';

/** How long a recovery mail's temporary password can be used. */
export const TEMPORARY_PASSWORD_HOURS = 24;

/**
 * 15 characters that pass every level: upper, lower, digits and a symbol. The symbol sits inside,
 * never last, where it would read as the sentence's full stop and be left out when copied.
 */
export function temporaryPassword(): string {
  const upper = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
  const lower = 'abcdefghijkmnopqrstuvwxyz';
  const [a, b] = [randomBytes(3).toString('hex'), randomBytes(3).toString('hex')];
  return `${upper[randomInt(upper.length)]}${lower[randomInt(lower.length)]}${a}#${b}${randomInt(10)}`;
}

/** The recovery mail in the caller's language: the temporary password alone on its own line. */
export function recoveryMail(
  account: { username: string; email: string },
  temporary: string,
  lang: Lang,
): OutgoingMessage {
  const text = (key: string, n: string | number) =>
    translate(`identity:${key}`, lang).replace('{n}', String(n));
  const body = [
    text('recoveryMailUser', account.username),
    translate('identity:recoveryMailPasswordBelow', lang),
    '',
    temporary,
    '',
    text('recoveryMailValidity', TEMPORARY_PASSWORD_HOURS),
  ];
  return {
    to: account.email,
    channel: 'mail',
    kind: 'password-recovery',
    subject: translate('identity:recoveryMailSubject', lang),
    body: body.join('\n'),
  };
}
