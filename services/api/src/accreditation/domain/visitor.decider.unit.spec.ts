import {
  deciderSpec,
  IDS,
  VISIT_ID,
  VISITOR,
  visitorAdmitted,
  visitorBooked,
  visitorReleased,
} from '@faena/test-kit';
import {
  admitVisitor,
  bookVisitor,
  rebookVisitor,
  evolveVisitorSlots,
  initialVisitorSlots,
  releaseVisitor,
  type VisitorSlot,
  type VisitorSlots,
} from './visitor.decider';

const given = deciderSpec({ evolve: evolveVisitorSlots, initialState: initialVisitorSlots });
const slot = (over: Partial<VisitorSlot> = {}): VisitorSlot => ({
  personId: VISITOR.personId,
  clientId: IDS.client,
  visitId: VISIT_ID,
  startDate: '2026-03-10',
  endDate: '2026-03-12',
  ...over,
});
const book =
  (over: Partial<VisitorSlot> = {}) =>
  (s: VisitorSlots) =>
    bookVisitor({ ...slot(over), documentNumber: VISITOR.documentNumber }, s);

describe('Visitor days of a person for a client', () => {
  describe('when the person has no visit', () => {
    it('books the visit', () => given([]).when(book()).then([visitorBooked()]));
    it('admits nothing (no booking)', () =>
      given([])
        .when((s) => admitVisitor({ ...slot(), zoneIds: [IDS.zone] }, s))
        .thenNothingHappens());
  });

  describe('when an open visit holds some days', () => {
    const open = [visitorBooked()];
    it('refuses another visit sharing a day', () =>
      given(open)
        .when(book({ visitId: 'VIS-002', startDate: '2026-03-12', endDate: '2026-03-13' }))
        .thenFailsWith('visit.duplicateVisitor'));
    it('books another visit on other days', () =>
      given(open)
        .when(book({ visitId: 'VIS-002', startDate: '2026-03-13', endDate: '2026-03-14' }))
        .then([
          visitorBooked({ visitId: 'VIS-002', startDate: '2026-03-13', endDate: '2026-03-14' }),
        ]));
    it('ignores booking the same visit again', () => given(open).when(book()).thenNothingHappens());
    it('admits the visitor to the zones on approval', () =>
      given(open)
        .when((s) => admitVisitor({ ...slot(), zoneIds: [IDS.zone] }, s))
        .then([visitorAdmitted()]));
    it('releases the days on rejection', () =>
      given(open)
        .when((s) => releaseVisitor(slot(), s))
        .then([visitorReleased()]));
  });

  describe('when an approved visit holds some days', () => {
    it('still refuses an overlapping visit', () =>
      given([visitorBooked(), visitorAdmitted()])
        .when(book({ visitId: 'VIS-002' }))
        .thenFailsWith('visit.duplicateVisitor'));
  });

  describe('when the visit was released', () => {
    const released = [visitorBooked(), visitorReleased()];
    it('books another visit on the same days', () =>
      given(released)
        .when(book({ visitId: 'VIS-002' }))
        .then([visitorBooked({ visitId: 'VIS-002' })]));
    it('releases nothing twice', () =>
      given(released)
        .when((s) => releaseVisitor(slot(), s))
        .thenNothingHappens());
  });
});

describe('Visitor days moved by a corrected visit', () => {
  const rebook =
    (over: Partial<VisitorSlot> = {}) =>
    (s: VisitorSlots) =>
      rebookVisitor({ ...slot(over), documentNumber: VISITOR.documentNumber }, s);
  it('moves the held days to the new dates', () =>
    given([visitorBooked()])
      .when(rebook({ startDate: '2026-03-14', endDate: '2026-03-15' }))
      .then([visitorBooked({ startDate: '2026-03-14', endDate: '2026-03-15' })]));
  it('changes nothing on the same dates', () =>
    given([visitorBooked()]).when(rebook()).thenNothingHappens());
  it('refuses days another open visit holds, and ignores its own old days', () =>
    given([
      visitorBooked(),
      visitorBooked({ visitId: 'VIS-002', startDate: '2026-03-20', endDate: '2026-03-21' }),
    ])
      .when(rebook({ startDate: '2026-03-12', endDate: '2026-03-20' }))
      .thenFailsWith('visit.duplicateVisitor'));
  it('moves nothing for a released visit', () =>
    given([visitorBooked(), visitorReleased()])
      .when(rebook({ startDate: '2026-03-14', endDate: '2026-03-15' }))
      .thenNothingHappens());
});
