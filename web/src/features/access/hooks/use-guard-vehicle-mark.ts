import { useCallback, useState } from 'react';
import type { Direction, MarkOutcome } from '@faena/contracts';
import { newCommandId } from '../../../lib/command-id';
import {
  findVehicleByPlate,
  markPerson,
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
 * A vehicle at the door: the vehicle's mark (type V) through the vehicle call, then a mark for the
 * driver (C) and each passenger (P), each decided by the person rules, all at the same moment.
 * Everyone is looked up first: an unknown plate or document marks nobody.
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
  const markedAt = new Date().toISOString();
  const at = { doorId: door.doorId, direction: input.direction, markedAt };
  const outcome = await markVehicle({
    commandId: newCommandId(),
    vehicleId: vehicle.vehicleId,
    ...at,
  });
  const occupants: OccupantAnswer[] = [];
  for (const [role, person] of people) {
    const body = { commandId: newCommandId(), personId: person.personId, ...at };
    occupants.push({ role, person, outcome: await markPerson(body) });
  }
  return { kind: 'decided', plate, direction: input.direction, vehicle: outcome, occupants };
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
