import {
  DomainError,
  ValidationError,
  type AccessProfile,
  type AccessProfileEvent,
  type SaveProfileBody,
} from '@faena/contracts';

/**
 * A client's access profiles by code (access.profiles-<clientId>): the groups each grants and
 * whether it is active. One stream per client, so two people saving the same code at once
 * conflict on its version and the second is refused (a code is unique per client, race-proof).
 */
export type Profiles = Readonly<Record<string, AccessProfile>>;
export const initialProfiles = (): Profiles => ({});
export const evolveProfiles = (state: Profiles, e: AccessProfileEvent): Profiles => ({
  ...state,
  [e.data.code]: e.data,
});

type Input = SaveProfileBody & { clientId: string };

/** in the event schema's key order, so an unchanged snapshot compares equal to the stored one */
function snapshot(p: Input, groupCodes: ReadonlySet<string>): AccessProfile {
  const issues = p.groupCodes.flatMap((c, i) =>
    groupCodes.has(c) ? [] : [{ path: `groupCodes.${i}`, message: 'access:rules.groupUnknown' }],
  );
  if (issues.length > 0) throw new ValidationError(issues);
  const { clientId, code, description, active } = p;
  return { clientId, code, description, groupCodes: [...new Set(p.groupCodes)], active };
}

/** `groupCodes`: the client's group codes (a profile grants only groups of its client). */
export function defineProfile(
  input: Input,
  groupCodes: ReadonlySet<string>,
  state: Profiles,
): AccessProfileEvent[] {
  if (state[input.code]) throw new DomainError('access.profileCodeTaken');
  return [{ type: 'access.ProfileDefined', data: snapshot(input, groupCodes) }];
}

export function updateProfile(
  input: Input,
  groupCodes: ReadonlySet<string>,
  state: Profiles,
): AccessProfileEvent[] {
  const current = state[input.code];
  if (!current) throw new DomainError('access.profileNotFound');
  const next = snapshot(input, groupCodes);
  return JSON.stringify(next) === JSON.stringify(current)
    ? []
    : [{ type: 'access.ProfileUpdated', data: next }];
}
