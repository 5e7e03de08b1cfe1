import { DomainError, type DoorAdded, type DoorFields, type DoorUpdated } from '@faena/contracts';
import { ownZone, sameName, type Zone } from './checkpoint.decider';

// A zone's doors: decided on the zone's stream (access.zone-<zoneId>) against the zone's state,
// which checkpoint.decider.ts folds (its evolveZone folds DoorAdded and DoorUpdated too).

export interface DoorCommand {
  zoneId: string;
  doorId: string;
  clientId: string;
  userId: string;
  fields: DoorFields;
}

function refuseTakenDoorName(zone: Zone, doorId: string, name: string): void {
  if (zone.doors.some((d) => d.doorId !== doorId && sameName(d.name, name)))
    throw new DomainError('access.doorNameTaken');
}

/** Adds a door to the zone: from then on it can be marked (when active). */
export function addDoor(input: DoorCommand, state: Zone | null): DoorAdded[] {
  const zone = ownZone(state, input.clientId);
  if (zone.doors.some((d) => d.doorId === input.doorId))
    throw new DomainError('access.doorNameTaken');
  refuseTakenDoorName(zone, input.doorId, input.fields.name);
  return [
    {
      type: 'access.DoorAdded',
      data: {
        zoneId: zone.zoneId,
        clientId: zone.clientId,
        doorId: input.doorId,
        ...input.fields,
        changedBy: input.userId,
      },
    },
  ];
}

/** Edits a door of the zone (name, type, active); the same values again change nothing. */
export function updateDoor(input: DoorCommand, state: Zone | null): DoorUpdated[] {
  const zone = ownZone(state, input.clientId);
  const door = zone.doors.find((d) => d.doorId === input.doorId);
  if (!door) throw new DomainError('access.doorNotFound');
  refuseTakenDoorName(zone, input.doorId, input.fields.name);
  const { name, type, active } = input.fields;
  if (door.name === name && door.type === type && door.active === active) return [];
  return [
    {
      type: 'access.DoorUpdated',
      data: {
        zoneId: zone.zoneId,
        clientId: zone.clientId,
        doorId: door.doorId,
        name,
        type,
        active,
        changedBy: input.userId,
      },
    },
  ];
}
