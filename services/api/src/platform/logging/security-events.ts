import { DomainError } from '@faena/contracts';

/** Security events, each logged as its own line with this stable `event` field. */
export type SecurityEventName =
  'auth.signInFailed' | 'auth.lockedOut' | 'auth.refreshReused' | 'authz.forbidden';

export interface SecurityEvent {
  event: SecurityEventName;
  /** the error code the caller got */
  code: string;
}

const SECURITY_EVENT = Symbol('faena.securityEvent');
type Tagged = { [SECURITY_EVENT]?: SecurityEvent };

const BY_DOMAIN_CODE: Partial<Record<string, SecurityEventName>> = {
  'auth.invalidCredentials': 'auth.signInFailed',
  'auth.locked': 'auth.lockedOut',
  'auth.refreshReused': 'auth.refreshReused',
  'auth.forbidden': 'authz.forbidden',
};

/** The login catalogue's refusals (spec §8) that are security events: wrong password or code, locked. */
const BY_LOGIN_CODE: Partial<Record<string, SecurityEventName>> = {
  '01': 'auth.signInFailed',
  '08': 'auth.signInFailed',
  '04': 'auth.lockedOut',
  '09': 'auth.lockedOut',
};

/** The security event an error answers, if any (a DomainError, or any error answered 403). */
export function securityEventOf(err: unknown, status: number): SecurityEvent | null {
  if (err instanceof DomainError) {
    const event = BY_DOMAIN_CODE[err.code] ?? (status === 403 ? 'authz.forbidden' : undefined);
    return event ? { event, code: err.code } : null;
  }
  return status === 403 ? { event: 'authz.forbidden', code: 'auth.forbidden' } : null;
}

/** The security event of a refused login step (code 01, 04, 08, 09), if any. */
export function loginSecurityEventOf(code: string): SecurityEvent | null {
  const event = BY_LOGIN_CODE[code];
  return event ? { event, code } : null;
}

/** Marks the request: its access line is followed by the security event's own line. */
export function tagSecurityEvent(req: object, event: SecurityEvent | null): void {
  if (event) (req as Tagged)[SECURITY_EVENT] = event;
}

export function securityEventTagged(req: object): SecurityEvent | undefined {
  return (req as Tagged)[SECURITY_EVENT];
}
