import {
  DomainError,
  ValidationError,
  type AssignGroupBody,
  type AssignProfileBody,
  type Exemption,
  type PersonAccessRulesEvent,
  type Restriction,
} from '@faena/contracts';

/**
 * A person's access at one client (access.rules-<personId>-<clientId>): group memberships (one
 * per group code, with its own dates), restrictions and requirement exemptions. The door folds it.
 */
export interface PersonAccessRules {
  groups: Readonly<Record<string, { startDate: string; endDate: string }>>;
  /** the person's access profile at the client (one at a time; null: none) */
  profile: PersonProfile | null;
  restrictions: Readonly<Record<string, Restriction>>;
  exemptions: Readonly<Record<string, Exemption>>;
}
export type PersonProfile = { profileCode: string; startDate: string; endDate: string };
export const initialPersonAccessRules = (): PersonAccessRules => ({
  groups: {},
  profile: null,
  restrictions: {},
  exemptions: {},
});

const without = <T>(map: Readonly<Record<string, T>>, key: string): Record<string, T> =>
  Object.fromEntries(Object.entries(map).filter(([k]) => k !== key));

export const evolvePersonAccessRules = (
  s: PersonAccessRules,
  e: PersonAccessRulesEvent,
): PersonAccessRules => {
  switch (e.type) {
    case 'access.PersonGroupAssigned':
    case 'access.PersonGroupUnassigned':
    case 'access.PersonProfileAssigned':
    case 'access.PersonProfileEnded':
      return evolveMemberships(s, e);
    default:
      return evolveLimits(s, e);
  }
};

type MembershipEvent = Extract<
  PersonAccessRulesEvent,
  { type: `access.PersonGroup${string}` | `access.PersonProfile${string}` }
>;

const evolveMemberships = (s: PersonAccessRules, e: MembershipEvent): PersonAccessRules => {
  switch (e.type) {
    case 'access.PersonGroupAssigned': {
      const { groupCode, startDate, endDate } = e.data;
      return { ...s, groups: { ...s.groups, [groupCode]: { startDate, endDate } } };
    }
    case 'access.PersonGroupUnassigned':
      return { ...s, groups: without(s.groups, e.data.groupCode) };
    case 'access.PersonProfileAssigned': {
      const { profileCode, startDate, endDate } = e.data;
      return { ...s, profile: { profileCode, startDate, endDate } };
    }
    case 'access.PersonProfileEnded':
      return s.profile ? { ...s, profile: { ...s.profile, endDate: e.data.endDate } } : s;
  }
};

/** Restrictions and exemptions. */
const evolveLimits = (
  s: PersonAccessRules,
  e: Exclude<PersonAccessRulesEvent, MembershipEvent>,
): PersonAccessRules => {
  switch (e.type) {
    case 'access.RestrictionAdded':
      return { ...s, restrictions: { ...s.restrictions, [e.data.restrictionId]: e.data } };
    case 'access.RestrictionActiveSet': {
      const r = s.restrictions[e.data.restrictionId];
      if (!r) return s;
      const restrictions = {
        ...s.restrictions,
        [r.restrictionId]: { ...r, active: e.data.active },
      };
      return { ...s, restrictions };
    }
    case 'access.RestrictionRemoved':
      return { ...s, restrictions: without(s.restrictions, e.data.restrictionId) };
    case 'access.ExemptionGranted':
      return { ...s, exemptions: { ...s.exemptions, [e.data.exemptionId]: e.data } };
    case 'access.ExemptionRevoked':
      return { ...s, exemptions: without(s.exemptions, e.data.exemptionId) };
  }
};

export type Subject = { personId: string; clientId: string };

/** Assigning again replaces the membership's dates (an unchanged one records nothing). */
export function assignGroup(
  input: AssignGroupBody & Subject & { groupExists: boolean },
  s: PersonAccessRules,
): PersonAccessRulesEvent[] {
  if (!input.groupExists) throw new DomainError('access.groupNotFound');
  const { personId, clientId, groupCode, startDate, endDate } = input;
  const current = s.groups[groupCode];
  if (current?.startDate === startDate && current.endDate === endDate) return [];
  return [
    {
      type: 'access.PersonGroupAssigned',
      data: { personId, clientId, groupCode, startDate, endDate },
    },
  ];
}

export function unassignGroup(
  input: Subject & { groupCode: string },
  s: PersonAccessRules,
): PersonAccessRulesEvent[] {
  if (!s.groups[input.groupCode]) throw new DomainError('access.membershipNotFound');
  return [{ type: 'access.PersonGroupUnassigned', data: input }];
}

/**
 * Assigning a profile replaces the person's current one (an unchanged one records nothing). The
 * profile must be the client's and active.
 */
export function assignProfile(
  input: AssignProfileBody & Subject & { profile: { active: boolean } | undefined },
  s: PersonAccessRules,
): PersonAccessRulesEvent[] {
  if (!input.profile) throw new DomainError('access.profileNotFound');
  if (!input.profile.active) throw new DomainError('access.profileInactive');
  const { personId, clientId, profileCode, startDate, endDate } = input;
  const p = s.profile;
  if (p?.profileCode === profileCode && p.startDate === startDate && p.endDate === endDate)
    return [];
  return [
    {
      type: 'access.PersonProfileAssigned',
      data: { personId, clientId, profileCode, startDate, endDate },
    },
  ];
}

/** Ends the person's profile on a date, not before its start (the spec's date-range message). */
export function endProfile(
  input: Subject & { endDate: string },
  s: PersonAccessRules,
): PersonAccessRulesEvent[] {
  const p = s.profile;
  if (!p) throw new DomainError('access.personProfileNotFound');
  if (input.endDate < p.startDate)
    throw new ValidationError([{ path: 'endDate', message: 'common:dateRangeStartNotAfterEnd' }]);
  if (input.endDate === p.endDate) return [];
  const { personId, clientId, endDate } = input;
  return [
    {
      type: 'access.PersonProfileEnded',
      data: { personId, clientId, profileCode: p.profileCode, endDate },
    },
  ];
}
