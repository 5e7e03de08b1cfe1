import {
  deciderSpec,
  IDS,
  markDenied,
  markGranted,
  personAccredited,
  personRegistered,
  personRequestOpened,
  visitorAdmitted,
  visitorBooked,
  visitorReleased,
  zoneRegistered,
} from '@faena/test-kit';
import { evolveDoorFacts, initialDoorFacts, type DoorFacts } from './door-facts';
import { markDoor } from './door-mark.decider';

const given = deciderSpec({ evolve: evolveDoorFacts, initialState: initialDoorFacts });
const on = (date: string) => (facts: DoorFacts) =>
  markDoor(
    {
      markId: 'MARK-001',
      clientId: IDS.client,
      personId: IDS.person,
      doorId: IDS.doorIn,
      markedAt: `${date}T08:00:00.000Z`,
      markedOn: date,
      hour: '08:00',
      weekday: 2,
      automatic: false,
    },
    facts,
  );
const at = (date: string) => ({ markedAt: `${date}T08:00:00.000Z` });
const visitor = [zoneRegistered(), personRegistered({ condition: 'VISITA' })];
const approved = [
  visitorBooked({ personId: IDS.person }),
  visitorAdmitted({ personId: IDS.person }),
];

describe('Door mark of a visitor', () => {
  describe('when an approved visit lists the zone', () => {
    it('grants the mark on a day of the visit', () =>
      given([...visitor, ...approved])
        .when(on('2026-03-11'))
        .then([markGranted(at('2026-03-11'))]));
    it('denies the mark on a day outside the visit', () =>
      given([...visitor, ...approved])
        .when(on('2026-03-13'))
        .then([markDenied({ ...at('2026-03-13'), reason: 'noVisit' })]));
  });

  describe('when the approved visit lists other zones only', () => {
    it('denies the mark naming the zone', () =>
      given([
        ...visitor,
        visitorBooked({ personId: IDS.person }),
        visitorAdmitted({ personId: IDS.person, zoneIds: ['ZON-02'] }),
      ])
        .when(on('2026-03-10'))
        .then([markDenied({ ...at('2026-03-10'), reason: 'zoneNotVisited' })]));
  });

  describe('when the visit is only requested (not approved)', () => {
    it('denies the mark', () =>
      given([...visitor, visitorBooked({ personId: IDS.person })])
        .when(on('2026-03-10'))
        .then([markDenied({ ...at('2026-03-10'), reason: 'noVisit' })]));
  });

  describe('when the visit was released', () => {
    it('denies the mark', () =>
      given([...visitor, ...approved, visitorReleased({ personId: IDS.person })])
        .when(on('2026-03-10'))
        .then([markDenied({ ...at('2026-03-10'), reason: 'noVisit' })]));
  });

  describe('when a worker has a visit pass folded in', () => {
    it('keeps the worker rule (the accreditation decides)', () =>
      given([
        zoneRegistered(),
        personRegistered(),
        personRequestOpened(),
        personAccredited({ startDate: '2026-03-10', endDate: '2026-06-30' }),
        ...approved,
      ])
        .when(on('2026-07-01'))
        .then([markDenied({ ...at('2026-07-01'), reason: 'noAccreditation' })]));
  });
});
