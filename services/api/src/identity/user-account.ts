import type {
  AccessClaims,
  PasswordChanged,
  ProfileGrant,
  SessionUser,
  StoredEvent,
  UserRegistered,
} from '@faena/contracts';

/** A user as its stream tells it. */
export interface UserAccount {
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  documentType?: string;
  documentNumber?: string;
  passwordHash: string;
  profiles: ProfileGrant[];
  securitySettingId?: string;
  active?: boolean;
  passwordChanged?: boolean;
}

/** One event of `identity.user-<USERNAME>` onto the account (a new value; the old one is not changed). */
export function evolveAccount(account: UserAccount | null, e: StoredEvent): UserAccount | null {
  if (e.type === 'identity.UserRegistered') return { ...(e.data as UserRegistered['data']) };
  if (e.type === 'identity.PasswordChanged' && account)
    return { ...account, passwordHash: (e.data as PasswordChanged['data']).passwordHash };
  return account;
}

/** Folds `identity.user-<USERNAME>`; null when the user does not exist. */
export function accountFrom(events: readonly StoredEvent[]): UserAccount | null {
  return events.reduce(evolveAccount, null);
}

/** The account as a command's stream spec (folded once, then only the newer events: the command runner's cache). */
export const accountSpec = { initial: (): UserAccount | null => null, evolve: evolveAccount };

/**
 * The profile a session runs with: the given one in the session's client and division when the
 * user holds it in several, else the first grant of that profile (or the first at all).
 */
export function profileOf(
  account: UserAccount,
  profileId?: string,
  where: { clientId?: string | null; divisionId?: string | null } = {},
): ProfileGrant | null {
  if (profileId === undefined) return account.profiles[0] ?? null;
  const grants = account.profiles.filter((p) => p.profileId === profileId);
  return (
    grants.find((p) => p.clientId === where.clientId && p.divisionId === where.divisionId) ??
    grants[0] ??
    null
  );
}

/**
 * Claims of the access token for a user, profile and session family. A session whose password
 * must change first (`passwordChange`) gets no permissions and the pwChange claim.
 */
export function claimsFor(
  account: UserAccount,
  profile: ProfileGrant,
  { familyId, passwordChange = false }: { familyId: string; passwordChange?: boolean },
): AccessClaims {
  const claims: AccessClaims = {
    sub: account.username,
    pid: profile.profileId,
    cid: profile.clientId,
    did: profile.divisionId,
    coid: profile.companyId,
    perms: [...profile.permissions],
    ro: profile.readOnly,
    sid: familyId,
  };
  return passwordChange ? { ...claims, perms: [], pwChange: true } : claims;
}

/** The signed-in user as the web shows it. */
export function sessionUserOf(account: UserAccount, profile: ProfileGrant): SessionUser {
  return {
    username: account.username,
    firstName: account.firstName,
    lastName: account.lastName,
    nombreCompleto: `${account.firstName} ${account.lastName}`.trim(),
    pic: null,
    profile,
    profiles: account.profiles.map((p) => ({
      profileId: p.profileId,
      profileName: p.profileName,
      clientId: p.clientId,
      divisionId: p.divisionId,
      clientName: p.clientName,
      divisionName: p.divisionName,
    })),
  };
}
