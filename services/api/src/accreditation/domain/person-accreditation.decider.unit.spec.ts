import {
  deciderSpec,
  DEMOBILIZATION_ID,
  IDS,
  personAccredited,
  personAccreditationEnded,
  personRequestClosed,
  personRequestOpened,
  TODAY,
} from '@faena/test-kit';
import {
  accreditPerson,
  closePersonRequest,
  currentAccreditation,
  endPersonAccreditation,
  evolvePersonAccreditation,
  initialPersonAccreditation,
  isAccreditedOn,
  openPersonRequest,
  type PersonAccreditation,
} from './person-accreditation.decider';

const given = deciderSpec({
  evolve: evolvePersonAccreditation,
  initialState: initialPersonAccreditation,
});
const ref = { personId: IDS.person, clientId: IDS.client, requestId: IDS.request };
const open =
  (requestId: string = IDS.request, today: string = TODAY) =>
  (s: PersonAccreditation) =>
    openPersonRequest({ ...ref, requestId, contractId: IDS.contract, today }, s);
const fold = (events: Parameters<typeof evolvePersonAccreditation>[1][]) =>
  events.reduce(evolvePersonAccreditation, initialPersonAccreditation());

describe('Person accreditation for a client', () => {
  describe('when the person has no request', () => {
    it('opens the request', () => given([]).when(open()).then([personRequestOpened()]));
    it('is not accredited on any date', () => expect(isAccreditedOn(fold([]), TODAY)).toBe(false));
  });

  describe('when a request is pending or observed', () => {
    it('refuses a second request', () =>
      given([personRequestOpened()])
        .when(open('REQ-002'))
        .thenFailsWith('accreditation.alreadyActive'));
    it('accredits the person when it is approved', () =>
      given([personRequestOpened()])
        .when((s) =>
          accreditPerson(
            { ...ref, contractId: IDS.contract, startDate: TODAY, endDate: '2026-06-30' },
            s,
          ),
        )
        .then([personAccredited()]));
    it('frees the person when it is rejected', () =>
      given([personRequestOpened()])
        .when((s) => closePersonRequest(ref, s))
        .then([personRequestClosed()]));
    it('does nothing when closing a request that does not hold the slot', () =>
      given([personRequestOpened()])
        .when((s) => closePersonRequest({ ...ref, requestId: 'REQ-OTHER' }, s))
        .thenNothingHappens());
  });

  describe('when a request was rejected', () => {
    it('accepts a new request', () =>
      given([personRequestOpened(), personRequestClosed()])
        .when(open('REQ-002'))
        .then([personRequestOpened({ requestId: 'REQ-002' })]));
  });

  describe('when the person holds an approved accreditation', () => {
    const approved = [
      personRequestOpened(),
      personAccredited({ startDate: '2026-03-10', endDate: '2026-06-30' }),
    ];
    it('refuses a new request while it has not expired', () =>
      given(approved).when(open('REQ-002')).thenFailsWith('accreditation.alreadyActive'));
    it('refuses a new request on its last day', () =>
      given(approved)
        .when(open('REQ-002', '2026-06-30'))
        .thenFailsWith('accreditation.alreadyActive'));
    it('accepts a new request once it has expired', () =>
      given(approved)
        .when(open('REQ-002', '2026-07-01'))
        .then([personRequestOpened({ requestId: 'REQ-002' })]));
    it('is accredited within its dates only', () => {
      const state = fold(approved);
      expect([
        isAccreditedOn(state, '2026-03-09'),
        isAccreditedOn(state, '2026-03-10'),
        isAccreditedOn(state, '2026-06-30'),
        isAccreditedOn(state, '2026-07-01'),
      ]).toEqual([false, true, true, false]);
    });
  });

  describe('when a demobilization ends the accreditation', () => {
    const approved = [
      personRequestOpened(),
      personAccredited({ startDate: '2026-03-10', endDate: '2026-06-30' }),
    ];
    const end =
      (endDate: string, today = TODAY) =>
      (s: PersonAccreditation) =>
        endPersonAccreditation({ ...ref, demobilizationId: DEMOBILIZATION_ID, endDate, today }, s);
    it('ends the current one at the cessation date', () =>
      given(approved)
        .when(end('2026-04-30'))
        .then([personAccreditationEnded({ endDate: '2026-04-30' })]));
    it('does nothing when it has already lapsed', () =>
      given(approved).when(end('2026-07-05', '2026-07-01')).thenNothingHappens());
    it('does nothing when another demobilization ended it', () =>
      given([...approved, personAccreditationEnded({ endDate: '2026-05-31' })])
        .when(end('2026-04-30'))
        .thenNothingHappens());
    it('is accredited up to the cessation date and not after it', () => {
      const state = fold([...approved, personAccreditationEnded({ endDate: '2026-04-30' })]);
      expect([
        isAccreditedOn(state, '2026-04-30'),
        isAccreditedOn(state, '2026-05-01'),
        isAccreditedOn(state, '2026-06-30'),
      ]).toEqual([true, false, false]);
      expect(currentAccreditation(state, '2026-04-01')).toBeNull();
    });
    it('never lengthens the period', () => {
      const state = fold([...approved, personAccreditationEnded({ endDate: '2026-09-30' })]);
      expect(state.accreditations[0]).toMatchObject({ endDate: '2026-06-30', ended: true });
    });
    it('accepts a new request once the cessation date has passed', () =>
      given([...approved, personAccreditationEnded({ endDate: '2026-04-30' })])
        .when(open('REQ-002', '2026-05-01'))
        .then([personRequestOpened({ requestId: 'REQ-002' })]));
  });
});
