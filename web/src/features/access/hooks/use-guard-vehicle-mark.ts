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
  const mark = pendingVehicleMark(door, input);
  const { plate, direction, commandId, markedAt } = mark;
  const queued = (vehicleId?: string) => queueVehicleMark(enqueue, mark, vehicleId);
  if (!navigator.onLine) return queued();
  let vehicleId: string | undefined;
  try {
    const vehicle = await findVehicleByPlate(plate);
    if (!vehicle) return { kind: 'notFound', what: 'vehicle', code: plate };
    vehicleId = vehicle.vehicleId;
    const people = await lookupOccupants(mark);
    if (!Array.isArray(people)) return people;
    const doorId = door.doorId;
    const body = { commandId, vehicleId, doorId, direction, markedAt, ...occupantIds(people) };
    const outcome = await markVehicle(body);
    const occupants = occupantAnswers(people, outcome);
    return { kind: 'decided', plate, direction, vehicle: outcome, occupants };
  } catch (err) {
    // the mark may have reached the server: queued with the same command id, it applies once
    if (isNetworkError(err)) return queued(vehicleId);
    throw err;
  }
}

/** A vehicle's mark as the guard made it, with its own command id and the device time. */
interface PendingVehicleMark {
  door: GuardDoor;
  plate: string;
  driver: string;
  passengers: string[];
  direction: Direction;
  commandId: string;
  markedAt: string;
}

function pendingVehicleMark(door: GuardDoor, input: VehicleMarkInput): PendingVehicleMark {
  return {
    door,
    plate: input.plate.trim().toUpperCase(),
    driver: input.driver.trim(),
    // a tag may still hold several documents typed or pasted together
    passengers: input.passengers.flatMap((p) => p.split(/[\s,;]+/)).filter((p) => p),
    direction: input.direction,
    commandId: newCommandId(),
    markedAt: new Date().toISOString(),
  };
}

/** The mark kept on the device until it syncs (named by the plate, and the driver when known). */
function queueVehicleMark(
  enqueue: Enqueue,
  mark: PendingVehicleMark,
  vehicleId?: string,
): VehicleAnswer {
  const { door, plate, driver, passengers, direction } = mark;
  const known = knownPerson(driver);
  enqueue({
    commandId: mark.commandId,
    doorId: door.doorId,
    doorName: door.name,
    direction,
    markedAt: mark.markedAt,
    code: plate,
    personName: known ? `${plate} · ${known.fullName}` : plate,
    vehicle: { plate, driver, passengers, ...(vehicleId ? { vehicleId } : {}) },
  });
  return { kind: 'queued', plate, direction };
}

/** The driver (C) and each passenger (P) looked up; the first unknown document marks nobody. */
async function lookupOccupants(
  mark: PendingVehicleMark,
): Promise<Array<[OccupantRole, PersonCard]> | VehicleAnswer> {
  const roles: Array<[OccupantRole, string]> = [
    ['C', mark.driver],
    ...mark.passengers.map((p): [OccupantRole, string] => ['P', p]),
  ];
  const people: Array<[OccupantRole, PersonCard]> = [];
  for (const [role, code] of roles.filter(([, c]) => c)) {
    const person = await lookupPerson(code);
    if (!person) return { kind: 'notFound', what: 'person', code };
    rememberPerson(person);
    people.push([role, person]);
  }
  return people;
}

/** Each occupant as the server decided them with the vehicle (a person named twice rides once). */
function occupantAnswers(
  people: Array<[OccupantRole, PersonCard]>,
  outcome: VehicleMarkOutcome,
): OccupantAnswer[] {
  return people.flatMap(([role, person]): OccupantAnswer[] => {
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
