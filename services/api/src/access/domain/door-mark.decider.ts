import {
  DomainError,
  ValidationError,
  modeOf,
  type DenyReason,
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
} from '@faena/contracts';
import { evolveZone, type Zone } from './checkpoint.decider';
import { evolveVisitPasses, visitDenial, type VisitPass } from './door-visit';
import {
  compliance,
  evolveSubjectFacts,
  evolveTypeFacts,
  initialSubjectFacts,
  initialTypeFacts,
  requiredTypes,
  type SubjectFacts,
  type TypeFacts,
} from '../../requirements/facts/compliance';

/** An approved period and its contract (null: a v1 event with no opened request in the fold). */
type Period = { requestId: string; contractId: string | null; startDate: string; endDate: string };

/**
 * What a door knows when someone marks, folded from five streams by the handler: its zone
 * (access.zone-<zoneId>), the person (catalog.person-<id>), the person's approved periods for
 * the zone's client (accreditation.person-<personId>-<clientId>), the requirement types
 * (requirements.types) and the person's requirement documents for that client
 * (requirements.documents-P-<personId>-<clientId>). Access keeps its own view of the accreditation
 * and administration events; the requirement rule is the requirements context's facts function.
 */
export interface DoorFacts {
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
});

/** The events of the streams a door folds (the person's other events leave it as is). */
export type DoorFactsEvent =
  | ZoneEvent
  | PersonStreamEvent
  | PersonAccreditationEvent
  | RequirementTypeEvent
  | RequirementDocumentEvent
  | VisitorEvent;

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
  /** the site's wall-clock hour of markedAt (HH:mm) */
  hour: string;
  automatic: boolean;
  /** DISPOSITIVO / GARITA by `automatic` unless a supervisor's MANUAL mark */
  origin?: MarkOrigin | undefined;
  /** the device whose batch carried the mark */
  deviceId?: string | null | undefined;
  /** a manual mark's reason (the spec's) */
  justification?: string | undefined;
}

/** Every mark is recorded: granted, or denied with the reason (a denial is a fact, not an error). */
export const markDoor = (input: MarkInput, facts: DoorFacts): Array<MarkGranted | MarkDenied> => {
  const { zone, person } = facts;
  const door = zone?.doors.find((d) => d.doorId === input.doorId);
  if (!zone || !door || zone.clientId !== input.clientId)
    throw new DomainError('access.doorNotFound');
  if (!door.active || !zone.active) throw new DomainError('access.doorInactive');
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
  const denial = denyReason(facts, input.markedOn);
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
  plate: null,
  function: person?.position ?? '',
  idType: person?.documentType ?? '',
  documentNumber: person?.documentNumber ?? '',
  companyName: person?.companyName ?? '',
  markType: 'T' as const,
  mode: modeOf(direction),
  justification: input.justification ?? '',
});

type Denial = { reason: DenyReason; requirement?: MarkDenied['data']['requirement'] };

function denyReason(facts: DoorFacts, date: string): Denial | null {
  const { person, accredited } = facts;
  if (!person) return { reason: 'personNotFound' };
  if (person.condition === 'CESADO') return { reason: 'terminated' };
  if (person.condition === 'VISITA') return visitorDenial(facts, date);
  const current = accredited.filter((p) => p.startDate <= date && date <= p.endDate);
  if (current.length === 0) return { reason: 'noAccreditation' };
  const contractIds = current.flatMap((p) => (p.contractId === null ? [] : [p.contractId]));
  return requirementDenial(facts, { position: person.position, contractIds }, date);
}

/** A visitor's pass is their approved visit (not a worker's accreditation nor its requirements). */
function visitorDenial(facts: DoorFacts, date: string): Denial | null {
  const reason = facts.zone ? visitDenial(facts.visits, facts.zone.zoneId, date) : 'noVisit';
  return reason === null ? null : { reason };
}

type Placing = { position: string; contractIds: string[] };
/**
 * The requirements context's answer for this person in this zone on this date: the types of the
 * zone's client, of the contracts accredited that day, of the person's position and of the zone
 * (people no type applies to need nothing). A lapsed document is named with its expiry; else the
 * first missing or pending one.
 */
function requirementDenial(facts: DoorFacts, at: Placing, date: string): Denial | null {
  const { position, contractIds } = at;
  const zone = facts.zone;
  if (!zone) return null;
  const required = requiredTypes(facts.requirementTypes, {
    entity: 'P',
    clientIds: [zone.clientId],
    contractIds,
    positionTypeIds: position ? [position] : [],
    zoneId: zone.zoneId,
  });
  if (required.length === 0) return null;
  const answer = compliance(
    facts.documents,
    required.map((t) => t.code),
    date,
  );
  const nameOf = (code: string) => facts.requirementTypes.types[code]?.description ?? code;
  const [lapsed] = answer.lapsed;
  if (lapsed)
    return {
      reason: 'requirementExpired',
      requirement: {
        code: lapsed.code,
        description: nameOf(lapsed.code),
        expiresOn: lapsed.expiresOn,
      },
    };
  const code = [...answer.missing, ...answer.pending].sort()[0];
  return code === undefined
    ? null
    : { reason: 'requirementMissing', requirement: { code, description: nameOf(code) } };
}
