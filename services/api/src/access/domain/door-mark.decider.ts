import {
  DomainError,
  ValidationError,
  modeOf,
  type Direction,
  type MarkOrigin,
  type MarkDenied,
  type MarkGranted,
} from '@faena/contracts';
import { decideAccess, type Moment } from './access-decision';
import type { Zone } from './checkpoint.decider';
import type { DoorFacts } from './door-facts';

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
  const { zone, door } = markingDoor(input, facts.zone);
  const direction = door.type === 'A' ? input.direction : door.type;
  if (!direction)
    throw new ValidationError([{ path: 'direction', message: 'common:requiredField' }]);
  const data = {
    markId: input.markId,
    personId: input.personId,
    personName: facts.person?.name ?? '',
    zoneId: zone.zoneId,
    doorId: door.doorId,
    clientId: zone.clientId,
    direction,
    markedAt: input.markedAt,
    automatic: input.automatic,
    ...markFields(input, direction),
    ...personFields(facts.person),
  };
  const at: Moment = { date: input.markedOn, time: input.hour, weekday: input.weekday };
  const denial = decideAccess(facts, { zoneId: zone.zoneId, doorId: door.doorId, direction }, at);
  return denial
    ? [{ type: 'access.MarkDenied', data: { ...data, ...denial } }]
    : [{ type: 'access.MarkGranted', data }];
};

/** The caller's client's active door, in an active zone that takes people's marks; else refused. */
const markingDoor = (input: MarkInput, zone: Zone | null) => {
  const door = zone?.doors.find((d) => d.doorId === input.doorId);
  if (!zone || !door || zone.clientId !== input.clientId)
    throw new DomainError('access.doorNotFound');
  if (!door.active || !zone.active) throw new DomainError('access.doorInactive');
  if (!zone.personMarking) throw new DomainError('access.zoneNoPersonMarking');
  return { zone, door };
};

/** The spec's fields of a person's mark beside the decision (domain §3 Mark): on foot, type T. */
const markFields = (input: MarkInput, direction: Direction) => ({
  date: input.markedOn,
  hour: input.hour,
  deviceId: input.deviceId ?? null,
  origin: input.origin ?? (input.automatic ? ('DISPOSITIVO' as const) : ('GARITA' as const)),
  plate: input.ride?.plate ?? null,
  markType: input.ride?.markType ?? ('T' as const),
  mode: modeOf(direction),
  justification: input.justification ?? '',
});

/** What the mark records of the person ('' for a person the catalog does not know). */
const personFields = (person: DoorFacts['person']) => ({
  function: person?.position ?? '',
  idType: person?.documentType ?? '',
  documentNumber: person?.documentNumber ?? '',
  companyName: person?.companyName ?? '',
});
