import type { LoginCode, ProfileGrant, SecuritySetting } from '@faena/contracts';
import { type AccountSecurity, lockMinutesLeft } from './account-security';

/**
 * The failure a login step answers: a catalogue code, minutes for 04/09, and the HTTP status.
 * 500 is code 00 (unexpected server error), 503 is code 07 (the step could not complete).
 */
export interface LoginRefusal {
  code: LoginCode;
  minutos: number;
  status: 401 | 403 | 423 | 500 | 503;
  /** code 12: the company whose accreditation validity has expired (its custom message names it) */
  company?: string;
}

/** Before checking the password: blocked (04/09 with minutes left). */
export function refusalBeforePassword(security: AccountSecurity, now: Date): LoginRefusal | null {
  const minutes = lockMinutesLeft(security, now);
  if (minutes > 0)
    return { code: security.lockReason === 'code' ? '09' : '04', minutos: minutes, status: 423 };
  return null;
}

/** After the right password: deactivated (10). Asked only then, so a stranger cannot probe it. */
export function refusalForInactive(active: boolean): LoginRefusal | null {
  return active ? null : { code: '10', minutos: 0, status: 403 };
}

/**
 * After a wrong password: 'lock' when this failure reaches the client's attempt limit (answer 04
 * with the unlock minutes), otherwise 'count' (answer 01).
 */
export function afterWrongPassword(
  security: AccountSecurity,
  setting: Pick<SecuritySetting, 'NumeroIntentos' | 'MinutosDesbloqueo'>,
  now: Date,
):
  | { kind: 'count'; refusal: LoginRefusal }
  | { kind: 'lock'; until: string; refusal: LoginRefusal } {
  // an expired lock does not carry its old count: AccountLocked reset it to 0
  if (security.failedAttempts + 1 >= setting.NumeroIntentos) {
    const until = new Date(now.getTime() + setting.MinutosDesbloqueo * 60000).toISOString();
    return {
      kind: 'lock',
      until,
      refusal: { code: '04', minutos: setting.MinutosDesbloqueo, status: 423 },
    };
  }
  return { kind: 'count', refusal: { code: '01', minutos: 0, status: 401 } };
}

/** After a right password: no profile 02, no division 03, contractor without company 11/12. */
export function refusalForProfiles(profiles: readonly ProfileGrant[]): LoginRefusal | null {
  if (profiles.length === 0) return { code: '02', minutos: 0, status: 403 };
  const withDivision = profiles.filter(
    (p) => p.divisionId.trim() !== '' && p.clientId.trim() !== '',
  );
  if (withDivision.length === 0) return { code: '03', minutos: 0, status: 403 };
  const usable = withDivision.filter((p) => !p.contractor || (p.companyId && p.companyName));
  if (usable.length === 0) {
    // a contractor profile with a company id but no current company is 12; with none at all, 11
    const expired = withDivision.find((p) => p.companyId);
    return expired?.companyId
      ? { code: '12', minutos: 0, status: 403, company: expired.companyName ?? expired.companyId }
      : { code: '11', minutos: 0, status: 403 };
  }
  return null;
}

/** The profiles a user may sign in with (contractors need a current company). */
export function usableProfiles(profiles: readonly ProfileGrant[]): ProfileGrant[] {
  return profiles.filter(
    (p) => p.divisionId.trim() !== '' && (!p.contractor || (p.companyId && p.companyName)),
  );
}

/** Minutes until the password expires (0 = no expiry configured) and whether it already has. */
export function passwordExpiry(
  changedAt: string,
  expiryDays: number,
  now: Date,
): { minutosCaduca: number; expired: boolean } {
  if (expiryDays <= 0) return { minutosCaduca: 0, expired: false };
  const left = Date.parse(changedAt) + expiryDays * 86400000 - now.getTime();
  return left > 0
    ? { minutosCaduca: Math.floor(left / 60000), expired: false }
    : { minutosCaduca: 0, expired: true };
}
