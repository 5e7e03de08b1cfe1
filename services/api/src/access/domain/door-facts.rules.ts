import type { DoorFacts, DoorFactsEvent } from './door-facts';
import { evolveGroups } from './access-groups.decider';
import { evolveProfiles, initialProfiles } from './access-profiles.decider';
import { evolveSchedules } from './access-schedules.decider';
import { evolvePersonAccessRules } from './person-access-rules.decider';

/** The client's groups, profiles and schedules, the person's access rules and identification. */
export const evolveRules = (state: DoorFacts, e: DoorFactsEvent): DoorFacts | null => {
  switch (e.type) {
    case 'access.GroupDefined':
    case 'access.GroupUpdated':
      return { ...state, groups: evolveGroups(state.groups, e) };
    case 'access.ProfileDefined': // access.profiles-<clientId>: the groups a profile grants
    case 'access.ProfileUpdated':
      return { ...state, profiles: evolveProfiles(state.profiles ?? initialProfiles(), e) };
    case 'access.ScheduleDefined':
    case 'access.ScheduleUpdated':
      return { ...state, schedules: evolveSchedules(state.schedules, e) };
    case 'identification.IdentificationTypeAssigned': // identification.person-<personId> (issue 21)
      return { ...state, identificationType: e.data.identificationType };
    default:
      return evolvePersonRules(state, e);
  }
};

/** The person's own groups and profile at the client (access.rules-<personId>-<clientId>). */
const evolvePersonRules = (state: DoorFacts, e: DoorFactsEvent): DoorFacts | null => {
  switch (e.type) {
    case 'access.PersonGroupAssigned':
    case 'access.PersonGroupUnassigned':
    case 'access.PersonProfileAssigned':
    case 'access.PersonProfileEnded':
      return { ...state, rules: evolvePersonAccessRules(state.rules, e) };
    default:
      return evolvePersonLimits(state, e);
  }
};

/** The person's restrictions and exemptions at the client (the same stream). */
const evolvePersonLimits = (state: DoorFacts, e: DoorFactsEvent): DoorFacts | null => {
  switch (e.type) {
    case 'access.RestrictionAdded':
    case 'access.RestrictionActiveSet':
    case 'access.RestrictionRemoved':
    case 'access.ExemptionGranted':
    case 'access.ExemptionRevoked':
      return { ...state, rules: evolvePersonAccessRules(state.rules, e) };
    default:
      return null;
  }
};
