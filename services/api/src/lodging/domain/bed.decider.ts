import {
  DomainError,
  exhaustive,
  type BedAssigned,
  type BedEvent,
  type BedNightsReleased,
  type HotelRow,
} from '@faena/contracts';
import { addDays } from '@faena/contracts';
import {
  assertPersonCompliant,
  type PersonRequirements,
} from '../../requirements/facts/booking-compliance';
import { cutStay, nightsBetween, overlaps, type Stay } from './stay';

/** lodging.bed-<bedId> owns "no overlap on the bed". */
export interface Bed {
  assignments: ReadonlyArray<Stay & { assignmentId: string; personId: string }>;
  /** the bed's camp and room, as its first assignment recorded them */
  place: { hotelId: string; roomId: string } | null;
}

export const initialBed = (): Bed => ({ assignments: [], place: null });

/** lodging.bed-<bedId> holds the bed's assignments (cut short when nights are given back). */
export const evolveBed = (state: Bed, e: BedEvent): Bed => {
  switch (e.type) {
    case 'lodging.BedAssigned': {
      const { assignmentId, personId, checkIn, checkOut, hotelId, roomId } = e.data;
      const stay = { assignmentId, personId, checkIn, checkOut };
      return { assignments: [...state.assignments, stay], place: { hotelId, roomId } };
    }
    case 'lodging.BedNightsReleased':
      return {
        ...state,
        assignments: cutStay(state.assignments, e.data.assignmentId, e.data.from),
      };
    default:
      return exhaustive(e, state);
  }
};

export interface ReleaseNightsInput {
  bedId: string;
  assignmentId: string;
  /** the first night given back (yyyy-MM-dd); earlier nights stay booked */
  from: string;
  demobilizationId: string;
}

/**
 * Gives back the nights from `from` on of one stay on the bed (issue 19: the cascade of an approved
 * demobilization). Nothing when the stay is unknown or already ends by then, so a replay releases
 * nothing twice.
 */
export const releaseBedNights = (input: ReleaseNightsInput, state: Bed): BedNightsReleased[] => {
  const stay = state.assignments.find((a) => a.assignmentId === input.assignmentId);
  if (!stay || !state.place || stay.checkOut <= input.from) return [];
  const from = input.from < stay.checkIn ? stay.checkIn : input.from;
  const { assignmentId, bedId, demobilizationId } = input;
  const data = {
    assignmentId,
    bedId,
    ...state.place,
    personId: stay.personId,
    from,
    demobilizationId,
  };
  return [{ type: 'lodging.BedNightsReleased', data }];
};

export interface AssignInput extends Stay {
  assignmentId: string;
  bedId: string;
  clientId: string;
  personId: string;
  /** the person as the catalog registered them; null when unknown */
  person: { name: string } | null;
  /** the bed's camp (lodging.camp-<hotelId>), null when unknown */
  camp: HotelRow | null;
  /** who assigns: a camp administrator acts on the camps they are assigned to, an administrator on any */
  actor: { userId: string; anyCamp: boolean };
  /** the guest's requirement facts for the camp's client (the compliance rule's input) */
  requirements: PersonRequirements;
}

function locate(
  camp: HotelRow | null,
  bedId: string,
  clientId: string,
): { camp: HotelRow; roomId: string } {
  const room = camp?.rooms.find((r) => r.beds.some((b) => b.bedId === bedId));
  if (!camp || !room || camp.clientId !== clientId) throw new DomainError('lodging.bedNotFound');
  return { camp, roomId: room.roomId };
}

export const assignBed = (input: AssignInput, state: Bed): BedAssigned[] => {
  const { camp, roomId } = locate(input.camp, input.bedId, input.clientId);
  if (!input.actor.anyCamp && !(camp.administrators ?? []).includes(input.actor.userId))
    throw new DomainError('lodging.notHotelAdministrator');
  if (input.checkOut <= input.checkIn) throw new DomainError('lodging.dateRange');
  if (nightsBetween(input) > camp.maxStayDays) throw new DomainError('lodging.maxStay');
  if (!input.person) throw new DomainError('catalog.personNotFound');
  if (state.assignments.some((a) => overlaps(a, input)))
    throw new DomainError('lodging.bedOccupied');
  // every night of the stay: from the check-in to the night before the check-out
  const last = addDays(input.checkOut, -1);
  assertPersonCompliant(input.requirements, camp.clientId, { first: input.checkIn, last });
  const { assignmentId, bedId, personId, checkIn, checkOut } = input;
  const data = {
    assignmentId,
    hotelId: camp.hotelId,
    roomId,
    bedId,
    personId,
    personName: input.person.name,
    checkIn,
    checkOut,
  };
  return [{ type: 'lodging.BedAssigned', data }];
};
