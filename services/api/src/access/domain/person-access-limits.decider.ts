import {
  DomainError,
  ValidationError,
  type AddRestrictionBody,
  type GrantExemptionBody,
  type PersonAccessRulesEvent,
} from '@faena/contracts';
import type { PersonAccessRules, Subject } from './person-access-rules.decider';

// The restrictions and exemptions of a person's access rules (the same stream and state as the
// memberships in person-access-rules.decider.ts; kept apart for the file size).

/**
 * `doors` is the zone's doors (null: the zone is unknown or another client's); `typeKnown` whether
 * the restriction type is an active item of the restriction-types catalogue.
 */
export function addRestriction(
  input: RestrictionInput,
  s: PersonAccessRules,
): PersonAccessRulesEvent[] {
  const issues = restrictionIssues(input);
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

type RestrictionInput = AddRestrictionBody &
  Subject & { restrictionId: string; doors: string[] | null; typeKnown: boolean };

/** The type must be catalogued, the zone the client's and the door (if any) the zone's. */
function restrictionIssues(input: RestrictionInput) {
  const typeIssue = input.typeKnown
    ? []
    : [{ path: 'restrictionType', message: 'access:rules.restrictionTypeUnknown' }];
  if (input.doors === null)
    return [...typeIssue, { path: 'zoneId', message: 'access:rules.zoneUnknown' }];
  const doorUnknown = input.doorId !== undefined && !input.doors.includes(input.doorId);
  return doorUnknown
    ? [...typeIssue, { path: 'doorId', message: 'access:rules.doorUnknown' }]
    : typeIssue;
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
