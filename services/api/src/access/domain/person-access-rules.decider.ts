import {
  DomainError,
  ValidationError,
  type AddRestrictionBody,
  type AssignGroupBody,
  type AssignProfileBody,
  type Exemption,
  type GrantExemptionBody,
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

type Subject = { personId: string; clientId: string };

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

/**
 * `doors` is the zone's doors (null: the zone is unknown or another client's); `typeKnown` whether
 * the restriction type is an active item of the restriction-types catalogue.
 */
export function addRestriction(
  input: AddRestrictionBody &
    Subject & { restrictionId: string; doors: string[] | null; typeKnown: boolean },
  s: PersonAccessRules,
): PersonAccessRulesEvent[] {
  const issues = [
    ...(input.typeKnown
      ? []
      : [{ path: 'restrictionType', message: 'access:rules.restrictionTypeUnknown' }]),
    ...(input.doors === null
      ? [{ path: 'zoneId', message: 'access:rules.zoneUnknown' }]
      : input.doorId !== undefined && !input.doors.includes(input.doorId)
        ? [{ path: 'doorId', message: 'access:rules.doorUnknown' }]
        : []),
  ];
  if (issues.length > 0) throw new ValidationError(issues);
  if (s.restrictions[input.restrictionId]) return [];
  const { personId, clientId, restrictionId, code, restrictionType, zoneId } = input;
  const { fullDay, startDate, endDate } = input;
  const times = fullDay
    ? { startTime: null, endTime: null }
    : { startTime: input.startTime ?? null, endTime: input.endTime ?? null };
  const data = {
    ...{ personId, clientId, restrictionId, code, restrictionType, zoneId },
    ...{ fullDay, startDate, endDate },
  };
  return [
    {
      type: 'access.RestrictionAdded',
      data: { ...data, doorId: input.doorId ?? null, ...times, active: input.active },
    },
  ];
}

export function setRestrictionActive(
  input: Subject & { restrictionId: string; active: boolean },
  s: PersonAccessRules,
): PersonAccessRulesEvent[] {
  const r = s.restrictions[input.restrictionId];
  if (!r) throw new DomainError('access.restrictionNotFound');
  return r.active === input.active ? [] : [{ type: 'access.RestrictionActiveSet', data: input }];
}

export function removeRestriction(
  input: Subject & { restrictionId: string },
  s: PersonAccessRules,
): PersonAccessRulesEvent[] {
  if (!s.restrictions[input.restrictionId]) throw new DomainError('access.restrictionNotFound');
  return [{ type: 'access.RestrictionRemoved', data: input }];
}

/** `typeKnown`: the exemption type is an active item of the exemption-types catalogue. */
export function grantExemption(
  input: GrantExemptionBody & Subject & { exemptionId: string; typeKnown: boolean },
  s: PersonAccessRules,
): PersonAccessRulesEvent[] {
  if (!input.typeKnown)
    throw new ValidationError([
      { path: 'exemptionType', message: 'access:rules.exemptionTypeUnknown' },
    ]);
  if (s.exemptions[input.exemptionId]) return [];
  const { commandId: _, typeKnown: _k, ...data } = input;
  return [{ type: 'access.ExemptionGranted', data }];
}

export function revokeExemption(
  input: Subject & { exemptionId: string },
  s: PersonAccessRules,
): PersonAccessRulesEvent[] {
  if (!s.exemptions[input.exemptionId]) throw new DomainError('access.exemptionNotFound');
  return [{ type: 'access.ExemptionRevoked', data: input }];
}
