import { deciderSpec, IDS, personNightsBooked } from '@faena/test-kit';
import {
  bookPersonNights,
  evolvePersonNights,
  initialPersonNights,
  type PersonNights,
} from './person-nights.decider';

const given = deciderSpec({ evolve: evolvePersonNights, initialState: initialPersonNights });
const book =
  (checkIn = '2026-03-10', checkOut = '2026-03-15', bedId: string = IDS.bed) =>
  (s: PersonNights) =>
    bookPersonNights(
      { personId: IDS.person, assignmentId: 'ASG-001', bedId, checkIn, checkOut },
      s,
    );
const stay = (checkIn: string, checkOut: string) =>
  personNightsBooked({ assignmentId: 'ASG-0', bedId: IDS.otherBed, checkIn, checkOut });

describe('Person nights', () => {
  describe('when the person has no bed on those nights', () => {
    it('books the nights', () => given([]).when(book()).then([personNightsBooked()]));
    it('books the nights after a stay that checks out on the check-in day', () =>
      given([stay('2026-03-01', '2026-03-10')])
        .when(book())
        .then([personNightsBooked()]));
  });
  describe('when the person already has a bed on one of those nights', () => {
    it('refuses a second bed', () =>
      given([stay('2026-03-14', '2026-03-16')])
        .when(book())
        .thenFailsWith('lodging.personHasBed'));
    it('refuses a stay inside another', () =>
      given([stay('2026-03-01', '2026-03-31')])
        .when(book())
        .thenFailsWith('lodging.personHasBed'));
  });
});
