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
import { knownPerson, rememberPerson } from '../stores/guard-people.cache';
import { isNetworkError, useGuardQueue, type QueuedMark } from '../stores/guard-queue.store';
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
  | { kind: 'notFound'; what: 'vehicle' | 'person'; code: string }
  /** taken without network: it waits in the queue and is decided as of now when synced */
  | { kind: 'queued'; plate: string; direction: Direction };

type Enqueue = (mark: QueuedMark) => void;

/**
 * A vehicle at the door: one vehicle call marks the vehicle (type V), the driver (C) and each
 * passenger (P), each occupant decided by the person rules at the same moment; an occupant denied
 * denies the vehicle. Everyone is looked up first: an unknown plate or document marks nobody.
 * Without network (navigator.onLine false, or a call that got no answer) the mark is queued with
 * its own command id and the device time, as a person's is, and synced once when the network is back.
 */
export async function markVehicleAtDoor(
  door: GuardDoor,
  input: VehicleMarkInput,
  enqueue: Enqueue,
): Promise<VehicleAnswer> {
  const plate = input.plate.trim().toUpperCase();
  const commandId = newCommandId();
  const markedAt = new Date().toISOString();
  // a tag may still hold several documents typed or pasted together
  const passengers = input.passengers.flatMap((p) => p.split(/[\s,;]+/)).filter((p) => p);
  const queued = (vehicleId?: string): VehicleAnswer => {
    const driver = knownPerson(input.driver.trim());
    enqueue({
      commandId,
      doorId: door.doorId,
      doorName: door.name,
      direction: input.direction,
      markedAt,
      code: plate,
      ...(driver ? { personName: `${plate} · ${driver.fullName}` } : { personName: plate }),
      vehicle: {
        plate,
        driver: input.driver.trim(),
        passengers,
        ...(vehicleId ? { vehicleId } : {}),
      },
    });
    return { kind: 'queued', plate, direction: input.direction };
  };
  if (!navigator.onLine) return queued();
  let vehicleId: string | undefined;
  let outcome: VehicleMarkOutcome;
  const people: Array<[OccupantRole, PersonCard]> = [];
  try {
    const vehicle = await findVehicleByPlate(plate);
    if (!vehicle) return { kind: 'notFound', what: 'vehicle', code: plate };
    vehicleId = vehicle.vehicleId;
    const roles: Array<[OccupantRole, string]> = [
      ['C', input.driver.trim()],
      ...passengers.map((p): [OccupantRole, string] => ['P', p]),
    ];
    for (const [role, code] of roles.filter(([, c]) => c)) {
      const person = await lookupPerson(code);
      if (!person) return { kind: 'notFound', what: 'person', code };
      rememberPerson(person);
      people.push([role, person]);
    }
    outcome = await markVehicle({
      commandId,
      vehicleId: vehicle.vehicleId,
      doorId: door.doorId,
      direction: input.direction,
      markedAt,
      ...occupantIds(people),
    });
  } catch (err) {
    // the mark may have reached the server: queued with the same command id, it applies once
    if (isNetworkError(err)) return queued(vehicleId);
    throw err;
  }
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
  const enqueue = useGuardQueue((s) => s.enqueue);
  const [answer, setAnswer] = useState<VehicleAnswer | null>(null);
  const mark = useCallback(
    async (input: VehicleMarkInput) => {
      if (door) setAnswer(await markVehicleAtDoor(door, input, enqueue));
    },
    [door, enqueue],
  );
  return { mark, answer };
}
