import type { BedNightsReleased, PersonNightsReleased } from '@faena/contracts';
import { bedAssigned, deciderSpec, IDS, personNightsBooked } from '@faena/test-kit';
import { evolveBed, initialBed, releaseBedNights, type Bed } from './bed.decider';
import {
  evolvePersonNights,
  initialPersonNights,
  releasePersonNights,
  type PersonNights,
} from './person-nights.decider';

const bed = deciderSpec({ evolve: evolveBed, initialState: initialBed });
const person = deciderSpec({ evolve: evolvePersonNights, initialState: initialPersonNights });
const DEMOB = 'DEM-1';

const release = (from: string) => (s: Bed) =>
  releaseBedNights({ bedId: IDS.bed, assignmentId: 'ASG-001', from, demobilizationId: DEMOB }, s);
const released = (from: string): BedNightsReleased => ({
  type: 'lodging.BedNightsReleased',
  data: {
    assignmentId: 'ASG-001',
    hotelId: IDS.hotel,
    roomId: IDS.room,
    bedId: IDS.bed,
    personId: IDS.person,
    from,
    demobilizationId: DEMOB,
  },
});
const freePerson = (from: string) => (s: PersonNights) =>
  releasePersonNights({ personId: IDS.person, assignmentId: 'ASG-001', from }, s);
const personFreed = (from: string): PersonNightsReleased => ({
  type: 'lodging.PersonNightsReleased',
  data: { personId: IDS.person, assignmentId: 'ASG-001', bedId: IDS.bed, from },
});

describe('Bed nights given back (the cascade of a demobilization)', () => {
  it('gives back the nights from the date on of a stay that runs past it', () =>
    bed([bedAssigned()])
      .when(release('2026-03-12'))
      .then([released('2026-03-12')]));
  it('gives back the whole stay when it starts after the date', () =>
    bed([bedAssigned()])
      .when(release('2026-03-01'))
      .then([released('2026-03-10')]));
  it('keeps a stay that ends by then', () =>
    bed([bedAssigned()]).when(release('2026-03-15')).thenNothingHappens());
  it('releases nothing twice', () =>
    bed([bedAssigned(), released('2026-03-12')])
      .when(release('2026-03-12'))
      .thenNothingHappens());
  it('frees the bed for another guest on the released nights', () => {
    const state = [bedAssigned(), released('2026-03-12')].reduce(evolveBed, initialBed());
    expect(state.assignments).toEqual([
      {
        assignmentId: 'ASG-001',
        personId: IDS.person,
        checkIn: '2026-03-10',
        checkOut: '2026-03-12',
      },
    ]);
  });
  it('forgets a stay given back whole', () => {
    const state = [bedAssigned(), released('2026-03-10')].reduce(evolveBed, initialBed());
    expect(state.assignments).toEqual([]);
  });
});

describe("Person's nights given back", () => {
  it('frees the nights from the date on', () =>
    person([personNightsBooked({ assignmentId: 'ASG-001' })])
      .when(freePerson('2026-03-12'))
      .then([personFreed('2026-03-12')]));
  it('frees nothing twice', () =>
    person([personNightsBooked({ assignmentId: 'ASG-001' }), personFreed('2026-03-12')])
      .when(freePerson('2026-03-12'))
      .thenNothingHappens());
  it('keeps the unknown stay untouched', () =>
    person([]).when(freePerson('2026-03-12')).thenNothingHappens());
});
