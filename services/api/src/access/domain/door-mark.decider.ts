import {
  DomainError,
  ValidationError,
  type Direction,
  type MarkDenied,
  type MarkGranted,
  type PersonAccreditationEvent,
  type PersonStreamEvent,
  type PersonCondition,
  type RequirementDocumentEvent,
  type RequirementTypeEvent,
  type ZoneRegistered,
  type VisitorEvent,
  type AccessGroupEvent,
  type AccessScheduleEvent,
  type PersonAccessRulesEvent,
} from '@faena/contracts';
import { evolveVisitPasses, type VisitPass } from './door-visit';
import {
  evolveSubjectFacts,
  evolveTypeFacts,
  initialSubjectFacts,
  initialTypeFacts,
  type SubjectFacts,
  type TypeFacts,
} from '../../requirements/facts/compliance';
import { decideAccess, type AccessFacts, type Moment, type Period } from './access-decision';
import { evolveGroups, initialGroups } from './access-groups.decider';
import { evolveSchedules, initialSchedules } from './access-schedules.decider';
import { evolvePersonAccessRules, initialPersonAccessRules } from './person-access-rules.decider';

/**
 * What a door knows when someone marks, folded from five streams by the handler: its zone
 * (access.zone-<zoneId>), the person (catalog.person-<id>), the person's approved periods for
 * the zone's client (accreditation.person-<personId>-<clientId>), the requirement types
 * (requirements.types) and the person's requirement documents for that client
 * (requirements.documents-P-<personId>-<clientId>). Access keeps its own view of the accreditation
 * and administration events; the requirement rule is the requirements context's facts function.
 * Issue 20 adds the person's access rules (access.rules-<personId>-<clientId>), the client's
 * groups and schedules (access.groups-/access.schedules-<clientId>) and the zone's occupancy.
 */
export interface DoorFacts extends AccessFacts {
  zone: ZoneRegistered['data'] | null;
  person: {
    name: string;
    condition: PersonCondition;
    position: string;
    identificationType: string;
  } | null;
  accredited: ReadonlyArray<Period>;
  /** the contract of each request the person's accreditation stream opened (for v1 PersonAccredited) */
  openedContracts: Readonly<Record<string, string>>;
  requirementTypes: TypeFacts;
  documents: SubjectFacts;
  /** a VISITA person's approved visits for the zone's client */
  visits: ReadonlyArray<VisitPass>;
}

export const initialDoorFacts = (): DoorFacts => ({
  zone: null,
  person: null,
  accredited: [],
  openedContracts: {},
  requirementTypes: initialTypeFacts(),
  documents: initialSubjectFacts(),
  visits: [],
  rules: initialPersonAccessRules(),
  groups: initialGroups(),
  schedules: initialSchedules(),
  occupancy: null,
});

/** The events of the streams a door folds (the person's other events leave it as is). */
export type DoorFactsEvent =
  | ZoneRegistered
  | PersonStreamEvent
  | PersonAccreditationEvent
  | RequirementTypeEvent
  | RequirementDocumentEvent
  | VisitorEvent
  | AccessGroupEvent
  | AccessScheduleEvent
  | PersonAccessRulesEvent;

export const evolveDoorFacts = (state: DoorFacts, e: DoorFactsEvent): DoorFacts => {
  switch (e.type) {
    case 'access.ZoneRegistered':
      return { ...state, zone: e.data };
    case 'catalog.PersonRegistered':
    case 'catalog.PersonUpdated': // an administration change (a snapshot in the same shape)
      return {
        ...state,
        person: {
          name: `${e.data.names} ${e.data.surnames}`.trim(),
          condition: e.data.condition,
          position: e.data.position,
          identificationType: e.data.documentType,
        },
      };
    case 'accreditation.PersonRequestOpened':
      return {
        ...state,
        openedContracts: { ...state.openedContracts, [e.data.requestId]: e.data.contractId },
      };
    case 'accreditation.PersonAccredited': {
      const { requestId, startDate, endDate } = e.data;
      const contractId = e.data.contractId ?? state.openedContracts[requestId] ?? null;
      return {
        ...state,
        accredited: [...state.accredited, { requestId, contractId, startDate, endDate }],
      };
    }
    case 'accreditation.PersonAccreditationEnded': // a demobilization ends the period at the cessation date
      return {
        ...state,
        accredited: endPeriod(state.accredited, e.data.requestId, e.data.endDate),
      };
    case 'requirements.RequirementTypeDefined':
    case 'requirements.RequirementTypeUpdated':
      return { ...state, requirementTypes: evolveTypeFacts(state.requirementTypes, e) };
    case 'requirements.RequirementDocumentSubmitted':
    case 'requirements.RequirementDocumentApproved':
    case 'requirements.RequirementDocumentRejected':
      return { ...state, documents: evolveSubjectFacts(state.documents, e) };
    case 'accreditation.VisitorAdmitted':
    case 'accreditation.VisitorReleased':
      return { ...state, visits: evolveVisitPasses(state.visits, e) };
    case 'access.GroupDefined':
    case 'access.GroupUpdated':
      return { ...state, groups: evolveGroups(state.groups, e) };
    case 'access.ScheduleDefined':
    case 'access.ScheduleUpdated':
      return { ...state, schedules: evolveSchedules(state.schedules, e) };
    case 'access.PersonGroupAssigned':
    case 'access.PersonGroupUnassigned':
    case 'access.RestrictionAdded':
    case 'access.RestrictionActiveSet':
    case 'access.RestrictionRemoved':
    case 'access.ExemptionGranted':
    case 'access.ExemptionRevoked':
      return { ...state, rules: evolvePersonAccessRules(state.rules, e) };
    default:
      return state;
  }
};

const endPeriod = (periods: ReadonlyArray<Period>, requestId: string, endDate: string): Period[] =>
  periods.map((p) => (p.requestId === requestId && endDate < p.endDate ? { ...p, endDate } : p));

export interface MarkInput {
  markId: string;
  /** the caller's client: a door of another client's zone is unknown to them */
  clientId: string;
  personId: string;
  doorId: string;
  /** required for doors of type A (both ways); ignored for entry-only and exit-only doors */
  direction?: Direction | undefined;
  /** ISO instant in UTC */
  markedAt: string;
  /** the site's calendar date of markedAt (yyyy-MM-dd): it decides which accreditation applies */
  markedOn: string;
  /** the site's time of day (HH:mm) and ISO weekday (1 Monday … 7 Sunday) of markedAt: schedules, restrictions */
  markedTime: string;
  weekday: number;
  automatic: boolean;
}

/** Every mark is recorded: granted, or denied with the reason (a denial is a fact, not an error). */
export const markDoor = (input: MarkInput, facts: DoorFacts): Array<MarkGranted | MarkDenied> => {
  const { zone, person } = facts;
  const door = zone?.doors.find((d) => d.doorId === input.doorId);
  if (!zone || !door || zone.clientId !== input.clientId)
    throw new DomainError('access.doorNotFound');
  const direction = door.type === 'A' ? input.direction : door.type;
  if (!direction)
    throw new ValidationError([{ path: 'direction', message: 'common:requiredField' }]);
  const data = {
    markId: input.markId,
    personId: input.personId,
    personName: person?.name ?? '',
    zoneId: zone.zoneId,
    doorId: door.doorId,
    clientId: zone.clientId,
    direction,
    markedAt: input.markedAt,
    automatic: input.automatic,
  };
  const at: Moment = { date: input.markedOn, time: input.markedTime, weekday: input.weekday };
  const denial = decideAccess(facts, { zoneId: zone.zoneId, doorId: door.doorId, direction }, at);
  return denial
    ? [{ type: 'access.MarkDenied', data: { ...data, ...denial } }]
    : [{ type: 'access.MarkGranted', data }];
};
