import type {
  PersonAccredited,
  PersonAccreditationEvent,
  PersonCondition,
  PersonRegistered,
  PersonStreamEvent,
  RequirementDocumentEvent,
  RequirementTypeEvent,
  ZoneEvent,
  VisitorEvent,
  AccessGroupEvent,
  AccessProfileEvent,
  AccessScheduleEvent,
  PersonAccessRulesEvent,
  IdentificationTypeAssigned,
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
import type { AccessFacts, Period } from './access-decision';
import { initialGroups } from './access-groups.decider';
import { initialProfiles } from './access-profiles.decider';
import { initialSchedules } from './access-schedules.decider';
import { initialPersonAccessRules } from './person-access-rules.decider';
import { evolveRules } from './door-facts.rules';

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

/**
 * One fold per source, tried in the order of the streams (each returns null for an event it does
 * not fold): the same comparisons as one switch, no allocation beyond the new state.
 */
export const evolveDoorFacts = (state: DoorFacts, e: DoorFactsEvent): DoorFacts =>
  evolvePlace(state, e) ?? evolveAccreditation(state, e) ?? evolveRules(state, e) ?? state;

/** The zone and the person: the zone's configuration and doors, the person's master record. */
const evolvePlace = (state: DoorFacts, e: DoorFactsEvent): DoorFacts | null => {
  switch (e.type) {
    case 'access.ZoneRegistered':
    case 'access.ZoneUpdated':
    case 'access.DoorAdded':
    case 'access.DoorUpdated': // the zone's configuration and its doors, as they are now
      return { ...state, zone: evolveZone(state.zone, e) };
    case 'catalog.PersonRegistered':
    case 'catalog.PersonUpdated': // an administration change (a snapshot in the same shape)
      return { ...state, person: personOf(e.data) };
    default:
      return null;
  }
};

const personOf = (d: PersonRegistered['data']): DoorFacts['person'] => ({
  name: `${d.names} ${d.surnames}`.trim(),
  condition: d.condition,
  position: d.position,
  documentType: d.documentType,
  documentNumber: d.documentNumber,
  companyName: d.companyName,
});

/** The person's accreditation periods, requirement types and documents, and visits. */
const evolveAccreditation = (state: DoorFacts, e: DoorFactsEvent): DoorFacts | null => {
  switch (e.type) {
    case 'accreditation.PersonRequestOpened':
      return {
        ...state,
        openedContracts: { ...state.openedContracts, [e.data.requestId]: e.data.contractId },
      };
    case 'accreditation.PersonAccredited':
      return { ...state, accredited: [...state.accredited, periodOf(state, e.data)] };
    case 'accreditation.PersonAccreditationEnded': // a demobilization ends the period at the cessation date
      return {
        ...state,
        accredited: endPeriod(state.accredited, e.data.requestId, e.data.endDate),
      };
    default:
      return evolveRequirements(state, e);
  }
};

const periodOf = (state: DoorFacts, d: PersonAccredited['data']): Period => {
  const { requestId, startDate, endDate } = d;
  const contractId = d.contractId ?? state.openedContracts[requestId] ?? null;
  return { requestId, contractId, startDate, endDate };
};

const evolveRequirements = (state: DoorFacts, e: DoorFactsEvent): DoorFacts | null => {
  switch (e.type) {
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
    default:
      return null;
  }
};

const endPeriod = (periods: ReadonlyArray<Period>, requestId: string, endDate: string): Period[] =>
  periods.map((p) => (p.requestId === requestId && endDate < p.endDate ? { ...p, endDate } : p));
