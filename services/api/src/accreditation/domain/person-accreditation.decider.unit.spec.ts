import { deciderSpec, IDS, personAccredited, personRequestClosed, personRequestOpened, TODAY } from '@faena/test-kit';
import {
  accreditPerson,
  closePersonRequest,
  evolvePersonAccreditation,
  initialPersonAccreditation,
  isAccreditedOn,
  openPersonRequest,
  type PersonAccreditation,
} from './person-accreditation.decider';

const given = deciderSpec({ evolve: evolvePersonAccreditation, initialState: initialPersonAccreditation });
const ref = { personId: IDS.person, clientId: IDS.client, requestId: IDS.request };
const open = (requestId: string = IDS.request, today: string = TODAY) => (s: PersonAccreditation) =>
  openPersonRequest({ ...ref, requestId, contractId: IDS.contract, today }, s);
const fold = (events: Parameters<typeof evolvePersonAccreditation>[1][]) =>
  events.reduce(evolvePersonAccreditation, initialPersonAccreditation());

describe('Person accreditation for a client', () => {
  describe('when the person has no request', () => {
    it('opens the request', () => given([]).when(open()).then([personRequestOpened()]));
    it('is not accredited on any date', () => expect(isAccreditedOn(fold([]), TODAY)).toBe(false));
  });

  describe('when a request is pending or observed', () => {
    it('refuses a second request', () => given([personRequestOpened()]).when(open('REQ-002')).thenFailsWith('accreditation.alreadyActive'));
    it('accredits the person when it is approved', () =>
      given([personRequestOpened()])
        .when((s) => accreditPerson({ ...ref, startDate: TODAY, endDate: '2026-06-30' }, s))
        .then([personAccredited()]));
    it('frees the person when it is rejected', () =>
      given([personRequestOpened()]).when((s) => closePersonRequest(ref, s)).then([personRequestClosed()]));
    it('does nothing when closing a request that does not hold the slot', () =>
      given([personRequestOpened()]).when((s) => closePersonRequest({ ...ref, requestId: 'REQ-OTHER' }, s)).thenNothingHappens());
  });

  describe('when a request was rejected', () => {
    it('accepts a new request', () =>
      given([personRequestOpened(), personRequestClosed()]).when(open('REQ-002')).then([personRequestOpened({ requestId: 'REQ-002' })]));
  });

  describe('when the person holds an approved accreditation', () => {
    const approved = [personRequestOpened(), personAccredited({ startDate: '2026-03-10', endDate: '2026-06-30' })];
    it('refuses a new request while it has not expired', () => given(approved).when(open('REQ-002')).thenFailsWith('accreditation.alreadyActive'));
    it('refuses a new request on its last day', () =>
      given(approved).when(open('REQ-002', '2026-06-30')).thenFailsWith('accreditation.alreadyActive'));
    it('accepts a new request once it has expired', () =>
      given(approved).when(open('REQ-002', '2026-07-01')).then([personRequestOpened({ requestId: 'REQ-002' })]));
    it('is accredited within its dates only', () => {
      const state = fold(approved);
      expect([isAccreditedOn(state, '2026-03-09'), isAccreditedOn(state, '2026-03-10'), isAccreditedOn(state, '2026-06-30'), isAccreditedOn(state, '2026-07-01')]).toEqual([false, true, true, false]);
    });
  });
});
