import { useCallback, useState } from 'react';
import type { Direction, MarkOutcome } from '@faena/contracts';
import { newCommandId } from '../../../lib/command-id';
import {
  findVehicleByPlate,
  markVehicle,
  type PersonCard,
  type VehicleMarkOutcome,
} from '../api/guard.api';
import type { GuardDoor } from '../stores/guard-door.store';
import { lookupPerson } from './use-guard-mark';

/** C driver, P passenger (the spec's marking types; V is the vehicle itself). */
export type OccupantRole = 'C' | 'P';
export interface VehicleMarkInput {
  plate: string;
  driver: string;
  passengers: string[];
  direction: Direction;
}
export interface OccupantAnswer {
  role: OccupantRole;
  person: PersonCard;
  outcome: MarkOutcome;
}
export type VehicleAnswer =
  | {
      kind: 'decided';
      plate: string;
      direction: Direction;
      vehicle: VehicleMarkOutcome;
      occupants: OccupantAnswer[];
    }
  | { kind: 'notFound'; what: 'vehicle' | 'person'; code: string };

/**
 * A vehicle at the door: one vehicle call marks the vehicle (type V), the driver (C) and each
 * passenger (P), each occupant decided by the person rules at the same moment; an occupant denied
 * denies the vehicle. Everyone is looked up first: an unknown plate or document marks nobody.
 */
export async function markVehicleAtDoor(
  door: GuardDoor,
  input: VehicleMarkInput,
): Promise<VehicleAnswer> {
  const plate = input.plate.trim().toUpperCase();
  const vehicle = await findVehicleByPlate(plate);
  if (!vehicle) return { kind: 'notFound', what: 'vehicle', code: plate };
  const roles: Array<[OccupantRole, string]> = [
    ['C', input.driver.trim()],
    // a tag may still hold several documents typed or pasted together
    ...input.passengers
      .flatMap((p) => p.split(/[\s,;]+/))
      .map((p): [OccupantRole, string] => ['P', p]),
  ];
  const people: Array<[OccupantRole, PersonCard]> = [];
  for (const [role, code] of roles.filter(([, c]) => c)) {
    const person = await lookupPerson(code);
    if (!person) return { kind: 'notFound', what: 'person', code };
    people.push([role, person]);
  }
  const outcome = await markVehicle({
    commandId: newCommandId(),
    vehicleId: vehicle.vehicleId,
    doorId: door.doorId,
    direction: input.direction,
    markedAt: new Date().toISOString(),
    ...occupantIds(people),
  });
  // each occupant as the server decided them with the vehicle (a person named twice rides once)
  const occupants = people.flatMap(([role, person]): OccupantAnswer[] => {
    const decided = outcome.occupants.find((o) => o.personId === person.personId);
    if (!decided || decided.markType !== role) return [];
    const { markId, granted, reason, requirement } = decided;
    const answer = {
      commandId: outcome.commandId,
      markId,
      granted,
      reason,
      revision: -1,
      position: 0,
    };
    return [{ role, person, outcome: { ...answer, ...(requirement ? { requirement } : {}) } }];
  });
  return { kind: 'decided', plate, direction: input.direction, vehicle: outcome, occupants };
}

/** The body's occupants: the driver (C) and the passengers (P). */
function occupantIds(people: Array<[OccupantRole, PersonCard]>) {
  const driver = people.find(([role]) => role === 'C')?.[1].personId;
  const passengerIds = people.filter(([role]) => role === 'P').map(([, p]) => p.personId);
  return {
    ...(driver ? { driverId: driver } : {}),
    ...(passengerIds.length ? { passengerIds } : {}),
  };
}

/** The guard's vehicle marks and the last answer. */
export function useGuardVehicleMark(door: GuardDoor | null) {
  const [answer, setAnswer] = useState<VehicleAnswer | null>(null);
  const mark = useCallback(
    async (input: VehicleMarkInput) => {
      if (door) setAnswer(await markVehicleAtDoor(door, input));
    },
    [door],
  );
  return { mark, answer };
}
