import type { ProfileGrant, StoredEvent } from '@faena/contracts';
import { emptySecurity, evolveSecurity, lockMinutesLeft, securityFrom } from './account-security';
import {
  afterWrongPassword,
  passwordExpiry,
  refusalBeforePassword,
  refusalForInactive,
  refusalForProfiles,
} from './login-rules';

const now = new Date('2026-03-02T12:00:00Z');
const setting = { NumeroIntentos: 5, MinutosDesbloqueo: 15 };
let revision = 0;
const ev = (type: string, data: unknown, at = now): StoredEvent =>
  ({
    type,
    data,
    revision: revision++,
    position: revision,
    streamId: 'identity.user-X',
    id: `e${revision}`,
    version: 1,
    metadata: { occurredAt: at.toISOString() },
  }) as unknown as StoredEvent;
const grant = (p: Partial<ProfileGrant> = {}): ProfileGrant => ({
  profileId: 'P',
  profileName: 'P',
  clientId: 'C',
  clientName: 'C',
  divisionId: 'D',
  divisionName: 'D',
  countryId: 'PE',
  companyId: null,
  companyName: null,
  contractor: false,
  accreditationRole: null,
  characteristics: [],
  permissions: [],
  readOnly: false,
  ...p,
});

describe('lockout counting', () => {
  it('counts failures up to the configured number, then locks for the unlock minutes (04)', () => {
    let s = emptySecurity();
    for (let i = 1; i < 5; i += 1) {
      const d = afterWrongPassword(s, setting, now);
      expect(d.kind).toBe('count');
      expect(d.refusal).toEqual({ code: '01', minutos: 0, status: 401 });
      s = evolveSecurity(s, ev('identity.LoginFailed', { reason: 'password' }));
    }
    const fifth = afterWrongPassword(s, setting, now);
    expect(fifth).toEqual({
      kind: 'lock',
      until: '2026-03-02T12:15:00.000Z',
      refusal: { code: '04', minutos: 15, status: 423 },
    });
    s = evolveSecurity(
      s,
      ev('identity.AccountLocked', { until: '2026-03-02T12:15:00.000Z', reason: 'attempts' }),
    );
    expect(refusalBeforePassword(s, new Date('2026-03-02T12:05:30Z'))).toEqual({
      code: '04',
      minutos: 10,
      status: 423,
    });
    expect(refusalBeforePassword(s, new Date('2026-03-02T12:15:00Z'))).toBeNull();
    expect(s.failedAttempts).toBe(0); // the lock restarts the count
  });

  it('a success resets the count; a code lock answers 09; deactivated answers 10', () => {
    const s = securityFrom([
      ev('identity.LoginFailed', {}),
      ev('identity.LoginFailed', {}),
      ev('identity.LoginSucceeded', {}),
    ]);
    expect(s.failedAttempts).toBe(0);
    const coded = evolveSecurity(
      s,
      ev('identity.AccountLocked', { until: '2026-03-02T12:15:00.000Z', reason: 'code' }),
    );
    expect(refusalBeforePassword(coded, now)).toEqual({ code: '09', minutos: 15, status: 423 });
    expect(lockMinutesLeft(coded, new Date('2026-03-02T12:14:01Z'))).toBe(1);
    expect(refusalForInactive(false)).toEqual({ code: '10', minutos: 0, status: 403 });
    expect(refusalForInactive(true)).toBeNull();
  });
});

describe('login code selection after the password', () => {
  it.each([
    ['no profile', [], '02'],
    ['no division', [grant({ divisionId: '' })], '03'],
    ['contractor without company', [grant({ contractor: true })], '11'],
    ['contractor without current company', [grant({ contractor: true, companyId: 'X' })], '12'],
    [
      'contractor with company',
      [grant({ contractor: true, companyId: 'X', companyName: 'X SAC' })],
      null,
    ],
    ['ordinary profile', [grant()], null],
  ] as const)('%s → %s', (_name, profiles, code) => {
    expect(refusalForProfiles(profiles)?.code ?? null).toBe(code);
  });

  it('names the company whose validity expired for code 12', () => {
    expect(refusalForProfiles([grant({ contractor: true, companyId: 'EMP-X' })])).toEqual({
      code: '12',
      minutos: 0,
      status: 403,
      company: 'EMP-X',
    });
  });
});

describe('password expiry and history', () => {
  it('answers minutes left, or expired, and nothing without an expiry', () => {
    expect(passwordExpiry('2026-03-01T12:00:00Z', 0, now)).toEqual({
      minutosCaduca: 0,
      expired: false,
    });
    expect(passwordExpiry('2026-03-01T12:00:00Z', 2, now)).toEqual({
      minutosCaduca: 1440,
      expired: false,
    });
    expect(passwordExpiry('2026-02-01T12:00:00Z', 2, now)).toEqual({
      minutosCaduca: 0,
      expired: true,
    });
  });

  it('keeps every password hash and the must-change flag', () => {
    const s = securityFrom([
      ev('identity.UserRegistered', { passwordHash: 'h1', passwordChanged: false }),
      ev('identity.PasswordChanged', { passwordHash: 'h2', mustChange: false }),
    ]);
    expect(s.passwordHistory).toEqual(['h1', 'h2']);
    expect(s.mustChangePassword).toBe(false);
    expect(
      securityFrom([ev('identity.UserRegistered', { passwordHash: 'h1', passwordChanged: false })])
        .mustChangePassword,
    ).toBe(true);
  });
});
