import {
  DomainError,
  ValidationError,
  type DenyReason,
  type Direction,
  type MarkDenied,
  type MarkGranted,
  type PersonAccreditationEvent,
  type PersonStreamEvent,
  type PersonCondition,
  type ZoneRegistered,
} from '@faena/contracts';

type Period = { requestId: string; startDate: string; endDate: string };

/**
 * What a door knows when someone marks, folded from three streams by the handler: its zone
 * (access.zone-<zoneId>), the person (catalog.person-<id>) and the person's approved periods for
 * the zone's client (accreditation.person-<personId>-<clientId>). Access keeps its own view of the
 * other contexts' events: contexts meet through events, not through each other's code.
 */
export interface DoorFacts {
  zone: ZoneRegistered['data'] | null;
  person: { name: string; condition: PersonCondition } | null;
  accredited: ReadonlyArray<Period>;
}

export const initialDoorFacts = (): DoorFacts => ({ zone: null, person: null, accredited: [] });

/** The events of the three streams a door folds (the person's other events leave it as is). */
export type DoorFactsEvent = ZoneRegistered | PersonStreamEvent | PersonAccreditationEvent;

export const evolveDoorFacts = (state: DoorFacts, e: DoorFactsEvent): DoorFacts => {
  switch (e.type) {
    case 'access.ZoneRegistered':
      return { ...state, zone: e.data };
    case 'catalog.PersonRegistered':
    case 'catalog.PersonUpdated': // an administration change (a snapshot in the same shape)
      return {
        ...state,
        person: { name: `${e.data.names} ${e.data.surnames}`.trim(), condition: e.data.condition },
      };
    case 'accreditation.PersonAccredited':
      return {
        ...state,
        accredited: [
          ...state.accredited,
          { requestId: e.data.requestId, startDate: e.data.startDate, endDate: e.data.endDate },
        ],
      };
    case 'accreditation.PersonAccreditationEnded': // a demobilization ends the period at the cessation date
      return {
        ...state,
        accredited: endPeriod(state.accredited, e.data.requestId, e.data.endDate),
      };
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
  const reason = denyReason(facts, input.markedOn);
  return reason
    ? [{ type: 'access.MarkDenied', data: { ...data, reason } }]
    : [{ type: 'access.MarkGranted', data }];
};

function denyReason({ person, accredited }: DoorFacts, date: string): DenyReason | null {
  if (!person) return 'personNotFound';
  if (person.condition === 'CESADO') return 'terminated';
  return accredited.some((p) => p.startDate <= date && date <= p.endDate)
    ? null
    : 'noAccreditation';
}
