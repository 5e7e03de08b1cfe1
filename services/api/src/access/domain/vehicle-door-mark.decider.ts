import {
  DomainError,
  ValidationError,
  modeOf,
  type Direction,
  type VehicleDenyReason,
  type VehicleMarkDenied,
  type VehicleMarkGranted,
  type ZoneRegistered,
} from '@faena/contracts';
import {
  compliance,
  requiredTypes,
  type SubjectFacts,
  type TypeFacts,
} from '../../requirements/facts/compliance';

/** An approved period of the vehicle for the zone's client, with its contract. */
export type VehiclePeriod = { contractId: string; startDate: string; endDate: string };

/**
 * What a door knows when a vehicle marks (marking type V), folded by the handler from its zone
 * (access.zone-<zoneId>), the vehicle of the master (catalog.vehicle-<id>), the vehicle's approved
 * periods for the zone's client (accreditation.vehicle-<vehicleId>-<clientId>), the requirement
 * types and the vehicle's documents for that client (requirements.documents-V-<id>-<clientId>).
 */
export interface VehicleDoorFacts {
  zone: ZoneRegistered['data'] | null;
  vehicle: { plate: string; active: boolean } | null;
  accredited: ReadonlyArray<VehiclePeriod>;
  requirementTypes: TypeFacts;
  documents: SubjectFacts;
}

export interface VehicleMarkInput {
  markId: string;
  clientId: string;
  vehicleId: string;
  doorId: string;
  direction?: Direction | undefined;
  markedAt: string;
  /** the site's calendar date of markedAt: it decides which accreditation applies */
  markedOn: string;
  /** the site's wall-clock hour of markedAt (HH:mm) */
  hour: string;
  automatic: boolean;
  /** whether a driver or passenger marked with the vehicle was denied */
  occupantDenied?: boolean | undefined;
}

/** Every vehicle mark is recorded: granted, or denied with the reason. */
export const markVehicleDoor = (
  input: VehicleMarkInput,
  facts: VehicleDoorFacts,
): Array<VehicleMarkGranted | VehicleMarkDenied> => {
  const { zone, door } = markingDoor(input, facts.zone);
  const direction = door.type === 'A' ? input.direction : door.type;
  if (!direction)
    throw new ValidationError([{ path: 'direction', message: 'common:requiredField' }]);
  const data = {
    markId: input.markId,
    vehicleId: input.vehicleId,
    plate: facts.vehicle?.plate ?? '',
    zoneId: zone.zoneId,
    doorId: door.doorId,
    clientId: zone.clientId,
    direction,
    markedAt: input.markedAt,
    automatic: input.automatic,
    ...markFields(input, direction),
  };
  const denial =
    denyReason(facts, zone, input.markedOn) ??
    (input.occupantDenied ? { reason: 'occupantDenied' as const } : null);
  return denial
    ? [{ type: 'access.VehicleMarkDenied', data: { ...data, ...denial } }]
    : [{ type: 'access.VehicleMarkGranted', data }];
};

/** The caller's client's active door, in an active zone that takes vehicles' marks; else refused. */
const markingDoor = (input: VehicleMarkInput, zone: Zone | null) => {
  const door = zone?.doors.find((d) => d.doorId === input.doorId);
  if (!zone || !door || zone.clientId !== input.clientId)
    throw new DomainError('access.doorNotFound');
  if (!door.active || !zone.active) throw new DomainError('access.doorInactive');
  if (!zone.vehicleMarking) throw new DomainError('access.zoneNoVehicleMarking');
  return { zone, door };
};

/** The spec's fields of a mark (issue 20): type V, the site's date and hour, from the gate, the mode. */
const markFields = (input: VehicleMarkInput, direction: Direction) => ({
  markType: 'V' as const,
  date: input.markedOn,
  hour: input.hour,
  deviceId: null,
  origin: input.automatic ? ('DISPOSITIVO' as const) : ('GARITA' as const),
  mode: modeOf(direction),
  justification: '',
});

type Denial = {
  reason: VehicleDenyReason;
  requirement?: VehicleMarkDenied['data']['requirement'];
};
type Zone = ZoneRegistered['data'];

function denyReason(facts: VehicleDoorFacts, zone: Zone, date: string): Denial | null {
  if (!facts.vehicle) return { reason: 'vehicleNotFound' };
  if (!facts.vehicle.active) return { reason: 'vehicleInactive' };
  const current = facts.accredited.filter((p) => p.startDate <= date && date <= p.endDate);
  if (current.length === 0) return { reason: 'noAccreditation' };
  return requirementDenial(facts, zone, { contractIds: current.map((p) => p.contractId), date });
}

/**
 * The requirements context's answer for this vehicle in this zone on this date: the vehicle types
 * (entity V) of the zone's client, of the contracts accredited that day and of the zone, and those
 * the zone's configuration names. A lapsed
 * document is named with its expiry; else the first missing or pending one.
 */
function requirementDenial(
  facts: VehicleDoorFacts,
  zone: Zone,
  at: { contractIds: string[]; date: string },
): Denial | null {
  const answer = compliance(facts.documents, requiredCodes(facts, zone, at.contractIds), at.date);
  const nameOf = (code: string) => facts.requirementTypes.types[code]?.description ?? code;
  const [lapsed] = answer.lapsed;
  if (lapsed) {
    const { code, expiresOn } = lapsed;
    return {
      reason: 'requirementExpired',
      requirement: { code, description: nameOf(code), expiresOn },
    };
  }
  const code = [...answer.missing, ...answer.pending].sort()[0];
  return code === undefined
    ? null
    : { reason: 'requirementMissing', requirement: { code, description: nameOf(code) } };
}

/** The vehicle types that apply (see above), plus those the zone's configuration names. */
function requiredCodes(facts: VehicleDoorFacts, zone: Zone, contractIds: string[]): string[] {
  const applying = requiredTypes(facts.requirementTypes, {
    entity: 'V',
    clientIds: [zone.clientId],
    contractIds,
    positionTypeIds: [],
    zoneId: zone.zoneId,
  });
  const zoneOwn = zone.requirementCodes.flatMap((code) => {
    const type = facts.requirementTypes.types[code];
    return type?.active && type.entity === 'V' && !applying.includes(type) ? [type] : [];
  });
  return [...applying, ...zoneOwn].map((t) => t.code);
}
