import { DomainError, type DomainEvent, type PersonNightsBooked } from '@faena/contracts';
import { overlaps, type Stay } from './stay';

/** lodging.person-<personId> owns "one bed per person per night". */
export interface PersonNights {
  stays: ReadonlyArray<Stay & { assignmentId: string; bedId: string }>;
}

export const initialPersonNights = (): PersonNights => ({ stays: [] });

export const evolvePersonNights = (state: PersonNights, event: DomainEvent): PersonNights => {
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
