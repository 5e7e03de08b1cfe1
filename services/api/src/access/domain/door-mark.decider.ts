import {
  DomainError,
  ValidationError,
  modeOf,
  type Direction,
  type MarkOrigin,
  type MarkDenied,
  type MarkGranted,
  type PersonAccreditationEvent,
  type PersonStreamEvent,
  type PersonCondition,
  type RequirementDocumentEvent,
  type RequirementTypeEvent,
  type ZoneEvent,
  type VisitorEvent,
  type AccessGroupEvent,
  type AccessProfileEvent,
  type AccessScheduleEvent,
  type PersonAccessRulesEvent,
  type IdentificationTypeAssigned,
} from '@faena/contracts';
import { evolveZone, type Zone } from './checkpoint.decider';
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
import { evolveProfiles, initialProfiles } from './access-profiles.decider';
import { evolveSchedules, initialSchedules } from './access-schedules.decider';
import { evolvePersonAccessRules, initialPersonAccessRules } from './person-access-rules.decider';

/**
 * What a door knows when someone marks, folded from five streams by the handler: its zone
 * (access.zone-<zoneId>), the person (catalog.person-<id>), the person's approved periods for
 * the zone's client (accreditation.person-<personId>-<clientId>), the requirement types
 * (requirements.types) and the person's requirement documents for that client
 * (requirements.documents-P-<personId>-<clientId>), and the person's identification type
 * (identification.person-<personId>, read through the identification context's facts function). Access keeps its own view of the accreditation
 * and administration events; the requirement rule is the requirements context's facts function.
 * Issue 20 adds the person's access rules (access.rules-<personId>-<clientId>), the client's
 * groups and schedules (access.groups-/access.schedules-<clientId>) and the zone's occupancy.
 */
export interface DoorFacts extends AccessFacts {
  zone: Zone | null;
  person: {
    name: string;
    condition: PersonCondition;
    position: string;
    /** what a mark records of the person (the marks query shows it) */
    documentType: string;
    documentNumber: string;
    companyName: string;
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
  profiles: initialProfiles(),
  schedules: initialSchedules(),
  occupancy: null,
  identificationType: '',
});

/** The events of the streams a door folds (the person's other events leave it as is). */
export type DoorFactsEvent =
  | ZoneEvent
  | PersonStreamEvent
  | PersonAccreditationEvent
  | RequirementTypeEvent
  | RequirementDocumentEvent
  | VisitorEvent
  | AccessGroupEvent
  | AccessProfileEvent
  | AccessScheduleEvent
  | PersonAccessRulesEvent
  | IdentificationTypeAssigned;

export const evolveDoorFacts = (state: DoorFacts, e: DoorFactsEvent): DoorFacts => {
  switch (e.type) {
    case 'access.ZoneRegistered':
    case 'access.ZoneUpdated':
    case 'access.DoorAdded':
    case 'access.DoorUpdated': // the zone's configuration and its doors, as they are now
      return { ...state, zone: evolveZone(state.zone, e) };
    case 'catalog.PersonRegistered':
    case 'catalog.PersonUpdated': // an administration change (a snapshot in the same shape)
      return {
        ...state,
        person: {
          name: `${e.data.names} ${e.data.surnames}`.trim(),
          condition: e.data.condition,
          position: e.data.position,
          documentType: e.data.documentType,
          documentNumber: e.data.documentNumber,
          companyName: e.data.companyName,
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
    case 'access.ProfileDefined': // access.profiles-<clientId>: the groups a profile grants
    case 'access.ProfileUpdated':
      return { ...state, profiles: evolveProfiles(state.profiles ?? initialProfiles(), e) };
    case 'access.ScheduleDefined':
    case 'access.ScheduleUpdated':
      return { ...state, schedules: evolveSchedules(state.schedules, e) };
    case 'access.PersonGroupAssigned':
    case 'access.PersonGroupUnassigned':
    case 'access.PersonProfileAssigned':
    case 'access.PersonProfileEnded':
    case 'access.RestrictionAdded':
    case 'access.RestrictionActiveSet':
    case 'access.RestrictionRemoved':
    case 'access.ExemptionGranted':
    case 'access.ExemptionRevoked':
      return { ...state, rules: evolvePersonAccessRules(state.rules, e) };
    case 'identification.IdentificationTypeAssigned': // identification.person-<personId> (issue 21)
      return { ...state, identificationType: e.data.identificationType };
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
  /** the site's wall-clock hour of markedAt (HH:mm): recorded, and read by schedules and restrictions */
  hour: string;
  /** the site's ISO weekday of markedAt (1 Monday … 7 Sunday): schedules */
  weekday: number;
  automatic: boolean;
  /** DISPOSITIVO / GARITA by `automatic` unless a supervisor's MANUAL mark */
  origin?: MarkOrigin | undefined;
  /** the device whose batch carried the mark */
  deviceId?: string | null | undefined;
  /** a manual mark's reason (the spec's) */
  justification?: string | undefined;
  /** an occupant of a vehicle marked with it: the driver (C) or a passenger (P), and the plate */
  ride?: { markType: 'C' | 'P'; plate: string } | undefined;
}

/** Every mark is recorded: granted, or denied with the reason (a denial is a fact, not an error). */
export const markDoor = (input: MarkInput, facts: DoorFacts): Array<MarkGranted | MarkDenied> => {
  const { zone, person } = facts;
  const door = zone?.doors.find((d) => d.doorId === input.doorId);
  if (!zone || !door || zone.clientId !== input.clientId)
    throw new DomainError('access.doorNotFound');
  if (!door.active || !zone.active) throw new DomainError('access.doorInactive');
  if (!zone.personMarking) throw new DomainError('access.zoneNoPersonMarking');
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
    ...markFields(input, person, direction),
  };
  const at: Moment = { date: input.markedOn, time: input.hour, weekday: input.weekday };
  const denial = decideAccess(facts, { zoneId: zone.zoneId, doorId: door.doorId, direction }, at);
  return denial
    ? [{ type: 'access.MarkDenied', data: { ...data, ...denial } }]
    : [{ type: 'access.MarkGranted', data }];
};

/** The spec's fields of a person's mark beside the decision (domain §3 Mark): on foot, type T. */
const markFields = (input: MarkInput, person: DoorFacts['person'], direction: Direction) => ({
  date: input.markedOn,
  hour: input.hour,
  deviceId: input.deviceId ?? null,
  origin: input.origin ?? (input.automatic ? ('DISPOSITIVO' as const) : ('GARITA' as const)),
  plate: input.ride?.plate ?? null,
  function: person?.position ?? '',
  idType: person?.documentType ?? '',
  documentNumber: person?.documentNumber ?? '',
  companyName: person?.companyName ?? '',
  markType: input.ride?.markType ?? ('T' as const),
  mode: modeOf(direction),
  justification: input.justification ?? '',
});
