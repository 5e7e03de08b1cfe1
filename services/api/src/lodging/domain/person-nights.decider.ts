import {
  DomainError,
  type DomainEvent,
  type PersonNightsBooked,
  type PersonNightsReleased,
} from '@faena/contracts';
import { cutStay, overlaps, type Stay } from './stay';

/** lodging.person-<personId> owns "one bed per person per night". */
export interface PersonNights {
  stays: ReadonlyArray<Stay & { assignmentId: string; bedId: string }>;
}

export const initialPersonNights = (): PersonNights => ({ stays: [] });

export const evolvePersonNights = (state: PersonNights, event: DomainEvent): PersonNights => {
  if (event.type === 'lodging.PersonNightsReleased') {
    const { assignmentId, from } = (event as PersonNightsReleased).data;
    return { stays: cutStay(state.stays, assignmentId, from) };
  }
  if (event.type !== 'lodging.PersonNightsBooked') return state;
  const { assignmentId, bedId, checkIn, checkOut } = (event as PersonNightsBooked).data;
  return { stays: [...state.stays, { assignmentId, bedId, checkIn, checkOut }] };
};

type Booking = Stay & { personId: string; assignmentId: string; bedId: string };

export const bookPersonNights = (input: Booking, state: PersonNights): PersonNightsBooked[] => {
  if (state.stays.some((s) => overlaps(s, input))) throw new DomainError('lodging.personHasBed');
  const { personId, assignmentId, bedId, checkIn, checkOut } = input;
  return [
    {
      type: 'lodging.PersonNightsBooked',
      data: { personId, assignmentId, bedId, checkIn, checkOut },
    },
  ];
};

/** Frees the person's nights from `from` on of one stay; nothing when it already ends by then. */
export const releasePersonNights = (
  input: { personId: string; assignmentId: string; from: string },
  state: PersonNights,
): PersonNightsReleased[] => {
  const stay = state.stays.find((s) => s.assignmentId === input.assignmentId);
  if (!stay || stay.checkOut <= input.from) return [];
  const from = input.from < stay.checkIn ? stay.checkIn : input.from;
  const data = {
    personId: input.personId,
    assignmentId: stay.assignmentId,
    bedId: stay.bedId,
    from,
  };
  return [{ type: 'lodging.PersonNightsReleased', data }];
};
