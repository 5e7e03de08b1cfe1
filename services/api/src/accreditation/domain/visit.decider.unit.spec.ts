import {
  deciderSpec,
  IDS,
  VISIT_ID,
  VISITOR,
  visitApproved,
  visitCorrected,
  visitObserved,
  visitRejected,
  visitRequested,
} from '@faena/test-kit';
import type { Decision } from '@faena/contracts';
import {
  correctVisit,
  decideVisit,
  evolveVisit,
  initialVisit,
  requestVisit,
  type CorrectVisitInput,
  type KnownPerson,
  type RequestVisitInput,
  type Visit,
} from './visit.decider';

const given = deciderSpec({ evolve: evolveVisit, initialState: initialVisit });
const visitor: KnownPerson = { ...VISITOR, condition: 'VISITA' };
const input = (over: Partial<RequestVisitInput> = {}): RequestVisitInput => ({
  visitId: VISIT_ID,
  code: 'VIS-VIS00001',
  clientId: IDS.client,
  today: '2026-03-10',
  maxDays: 7,
  host: { personId: IDS.person, name: 'Ana Quispe Rojas', condition: 'TRABAJADOR' },
  visitors: [visitor],
  clientZoneIds: [IDS.zone, 'ZON-02'],
  body: { zoneIds: [IDS.zone], startDate: '2026-03-10', endDate: '2026-03-12', observation: '' },
  requestedBy: IDS.submitter,
  ...over,
});
const request =
  (over: Partial<RequestVisitInput> = {}) =>
  (s: Visit) =>
    requestVisit(input(over), s);
const dates = (startDate: string, endDate: string) => ({
  body: { zoneIds: [IDS.zone], startDate, endDate, observation: '' },
});
const decide = (decision: Decision) => (s: Visit) =>
  decideVisit(
    { decision, visitId: VISIT_ID, clientId: IDS.client, comment: '', decidedBy: IDS.submitter },
    s,
  );

describe('Visit request', () => {
  describe('when nothing was requested', () => {
    it('records the request', () => given([]).when(request()).then([visitRequested()]));
    it('accepts a visit of exactly the maximum days', () =>
      given([])
        .when(request(dates('2026-03-10', '2026-03-16')))
        .then([visitRequested({ endDate: '2026-03-16' })]));
    it('refuses a visit longer than the maximum days', () =>
      given([])
        .when(request(dates('2026-03-10', '2026-03-17')))
        .thenFailsWith('visit.maxDays'));
    it('takes the maximum from the client parameter', () =>
      given([])
        .when(request({ ...dates('2026-03-10', '2026-03-11'), maxDays: 1 }))
        .thenFailsWith('visit.maxDays'));
    it('refuses a start before today', () =>
      given([])
        .when(request(dates('2026-03-09', '2026-03-10')))
        .thenFailsWith('accreditation.startBeforeToday'));
    it('refuses the same visitor twice in the list', () =>
      given([])
        .when(request({ visitors: [visitor, visitor] }))
        .thenFailsWith('visit.duplicateVisitor'));
    it('refuses a visitor who is not of condition VISITA', () =>
      given([])
        .when(request({ visitors: [{ ...visitor, condition: 'TRABAJADOR' }] }))
        .thenFailsWith('visit.notVisitor'));
    it('refuses a host who is not a worker', () =>
      given([])
        .when(request({ host: { personId: 'X', name: 'X', condition: 'VISITA' } }))
        .thenFailsWith('visit.hostNotWorker'));
    it("refuses a zone that is not the client's", () =>
      given([])
        .when(request({ clientZoneIds: ['ZON-02'] }))
        .thenFailsWith('visit.zoneNotFound'));
  });

  describe('when it is pending', () => {
    it('ignores the same request again', () =>
      given([visitRequested()]).when(request()).thenNothingHappens());
    it('approves it', () =>
      given([visitRequested()]).when(decide('approve')).then([visitApproved()]));
    it('observes it', () =>
      given([visitRequested()]).when(decide('observe')).then([visitObserved()]));
    it('rejects it', () =>
      given([visitRequested()]).when(decide('reject')).then([visitRejected()]));
  });

  describe('when it is observed', () => {
    const observed = [visitRequested(), visitObserved()];
    it('approves it', () => given(observed).when(decide('approve')).then([visitApproved()]));
    it('ignores a second observation', () =>
      given(observed).when(decide('observe')).thenNothingHappens());
  });

  describe('when it is decided', () => {
    it('refuses to decide an approved visit again', () =>
      given([visitRequested(), visitApproved()])
        .when(decide('reject'))
        .thenFailsWith('visit.notPending'));
    it('refuses to decide a rejected visit', () =>
      given([visitRequested(), visitRejected()])
        .when(decide('approve'))
        .thenFailsWith('visit.notPending'));
  });

  describe('when it does not exist', () => {
    it('answers not found', () =>
      given([]).when(decide('approve')).thenFailsWith('visit.notFound'));
    it("answers not found for another client's visit", () =>
      given([visitRequested({ clientId: IDS.otherClient })])
        .when(decide('approve'))
        .thenFailsWith('visit.notFound'));
  });
});

const correction =
  (over: Partial<CorrectVisitInput> = {}) =>
  (s: Visit) =>
    correctVisit(
      {
        visitId: VISIT_ID,
        clientId: IDS.client,
        today: '2026-03-10',
        maxDays: 7,
        clientZoneIds: [IDS.zone, 'ZON-02'],
        body: {
          zoneIds: [IDS.zone, 'ZON-02', 'ZON-02'],
          startDate: '2026-03-11',
          endDate: '2026-03-13',
          observation: 'Con la zona 2',
        },
        correctedBy: IDS.submitter,
        ...over,
      },
      s,
    );

describe('Visit correction', () => {
  const observed = [visitRequested(), visitObserved({ comment: 'Falta la zona 2' })];
  describe('when the visit is observed', () => {
    it('takes the new zones (each once) and days', () =>
      given(observed).when(correction()).then([visitCorrected()]));
    it('goes back to Pendiente: the approver may decide it', () =>
      given([...observed, visitCorrected()])
        .when(decide('approve'))
        .then([visitApproved()]));
    it('refuses another requester', () =>
      given(observed)
        .when(correction({ correctedBy: 'OTRO' }))
        .thenFailsWith('visit.notRequester'));
    it('refuses days over the maximum', () =>
      given(observed)
        .when(
          correction({
            body: {
              zoneIds: [IDS.zone],
              startDate: '2026-03-10',
              endDate: '2026-03-20',
              observation: '',
            },
          }),
        )
        .thenFailsWith('visit.maxDays'));
    it('refuses a zone of another client', () =>
      given(observed)
        .when(
          correction({
            body: {
              zoneIds: ['ZON-X'],
              startDate: '2026-03-11',
              endDate: '2026-03-12',
              observation: '',
            },
          }),
        )
        .thenFailsWith('visit.zoneNotFound'));
  });
  describe('when the visit is pending or decided', () => {
    it('refuses a pending visit', () =>
      given([visitRequested()]).when(correction()).thenFailsWith('visit.notObserved'));
    it('refuses an approved visit', () =>
      given([visitRequested(), visitApproved()])
        .when(correction())
        .thenFailsWith('visit.notObserved'));
    it("refuses another client's visit as unknown", () =>
      given(observed)
        .when(correction({ clientId: 'OTRO-CLIENTE' }))
        .thenFailsWith('visit.notFound'));
  });
});
