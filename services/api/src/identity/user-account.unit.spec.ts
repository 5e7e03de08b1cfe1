import type { ProfileGrant, StoredEvent } from '@faena/contracts';
import { familyOf, hashToken, issueRefreshToken, newFamilyId } from './infra/refresh-token';
import { accountFrom, claimsFor, profileOf, sessionUserOf } from './user-account';

const profile = (profileId: string, extra: Partial<ProfileGrant> = {}): ProfileGrant => ({
  profileId,
  profileName: 'Contratista',
  clientId: 'MINERA-ANDINA',
  clientName: 'Minera Andina',
  divisionId: 'DIV-NORTE',
  divisionName: 'División Norte - Tajo Toquepala',
  countryId: 'PE',
  companyId: 'EMP-SERMISUR',
  companyName: 'Servicios Mineros del Sur S.A.C.',
  contractor: true,
  accreditationRole: null,
  characteristics: ['CPASOL'],
  permissions: ['request.submit', 'catalog.read'],
  readOnly: false,
  ...extra,
});
const registered: StoredEvent = {
  id: 'e1',
  stream: 'identity.user-CONTRATISTA',
  revision: 0,
  position: 7,
  type: 'identity.UserRegistered',
  version: 1,
  data: {
    username: 'CONTRATISTA',
    firstName: 'Patricia',
    lastName: 'Vargas Cárdenas',
    email: 'c@x.pe',
    phone: '954567890',
    passwordHash: 'scrypt$…',
    profiles: [profile('P1'), profile('P2', { readOnly: true, companyId: null })],
  },
  metadata: {
    eventId: 'e1',
    commandId: 'c',
    correlationId: 'c',
    causationId: 'c',
    userId: 'SYSTEM',
    profileId: null,
    clientId: null,
    divisionId: null,
    occurredAt: '2026-03-02T08:00:00Z',
  },
};

describe('user account', () => {
  const account = accountFrom([registered])!;

  it('folds the user stream; no events means no user', () => {
    expect(account.username).toBe('CONTRATISTA');
    expect(accountFrom([])).toBeNull();
  });

  it('chooses the first profile unless one is named', () => {
    expect(profileOf(account)?.profileId).toBe('P1');
    expect(profileOf(account, 'P2')?.profileId).toBe('P2');
    expect(profileOf(account, 'P9')).toBeNull();
  });

  it('keeps the session division when the user holds the same profile in several', () => {
    const two = {
      ...account,
      profiles: [
        profile('P1'),
        profile('P1', { divisionId: 'DIV-SUR', divisionName: 'División Sur' }),
      ],
    };
    expect(
      profileOf(two, 'P1', { clientId: 'MINERA-ANDINA', divisionId: 'DIV-SUR' })?.divisionId,
    ).toBe('DIV-SUR');
    expect(
      profileOf(two, 'P1', { clientId: 'MINERA-ANDINA', divisionId: 'DIV-NORTE' })?.divisionId,
    ).toBe('DIV-NORTE');
    expect(profileOf(two, 'P1', { clientId: 'OTRO', divisionId: 'X' })?.divisionId).toBe(
      'DIV-NORTE',
    );
  });

  it('puts user, profile, client, division, company, permissions, read-only flag and session in the claims', () => {
    expect(claimsFor(account, profileOf(account, 'P2')!, { familyId: 'fam-1' })).toEqual({
      sub: 'CONTRATISTA',
      pid: 'P2',
      cid: 'MINERA-ANDINA',
      did: 'DIV-NORTE',
      coid: null,
      perms: ['request.submit', 'catalog.read'],
      ro: true,
      sid: 'fam-1',
    });
  });

  it('describes the session user with the full name and every profile', () => {
    const user = sessionUserOf(account, profileOf(account)!);
    expect(user.nombreCompleto).toBe('Patricia Vargas Cárdenas');
    expect(user.profiles.map((p) => p.profileId)).toEqual(['P1', 'P2']);
    expect(JSON.stringify(user)).not.toContain('scrypt');
  });
});

describe('refresh tokens', () => {
  it('are <familyId>.<43 base64url chars>, stored only as sha256', () => {
    const familyId = newFamilyId();
    const t = issueRefreshToken(familyId);
    expect(t.token).toMatch(/^[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}$/);
    expect(familyOf(t.token)).toBe(familyId);
    expect(t.hash).toBe(hashToken(t.token));
    expect(t.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('have no family when malformed', () => {
    expect(familyOf('nope')).toBeNull();
    expect(familyOf(`${newFamilyId()}.short`)).toBeNull();
  });
});
