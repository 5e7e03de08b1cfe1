import {
  contractRegistered,
  deciderSpec,
  IDS,
  personRegistered,
  requestApproved,
  requestDraftSaved,
  requestObserved,
  requestRejected,
  requestRemoved,
  requestResubmitted,
  requestSubmitted,
  REQUEST_PICKED,
  REQUEST_PICKED_FACTS,
  TODAY,
} from '@faena/test-kit';
import {
  decideRequest,
  evolveRequest,
  initialRequest,
  removeRequest,
  resubmitRequest,
  saveDraft,
  submitRequest,
  type DecideInput,
  type RemoveInput,
  type Request,
  type SubmitInput,
} from './request.decider';

const given = deciderSpec({ evolve: evolveRequest, initialState: initialRequest });
const person = personRegistered().data;
const contract = contractRegistered().data;
const submitInput = (
  over: Partial<SubmitInput> = {},
  body: Partial<SubmitInput['body']> = {},
): SubmitInput => ({
  requestId: IDS.request,
  code: 'SOL-REQ-001',
  today: TODAY,
  submitter: { userId: IDS.submitter, clientId: IDS.client, companyId: null, contractor: false },
  person: { ...person, personName: 'Ana Quispe Rojas' },
  contract,
  body: {
    personId: IDS.person,
    contractId: IDS.contract,
    startDate: TODAY,
    endDate: '2026-06-30',
    reason: 'Ingreso a faena',
    observation: '',
    ...REQUEST_PICKED,
    ...body,
  },
  picked: REQUEST_PICKED_FACTS,
  ...over,
});
const submit =
  (over: Partial<SubmitInput> = {}, body: Partial<SubmitInput['body']> = {}) =>
  (s: Request) =>
    submitRequest(submitInput(over, body), s);
const contractor = (companyId: string | null) => ({
  userId: 'CONTRATISTA',
  clientId: IDS.client,
  companyId,
  contractor: true,
});

describe('Accreditation request', () => {
  describe('when nothing was submitted', () => {
    it('records the request as pending with the person and contract data', () =>
      given([]).when(submit()).then([requestSubmitted()]));
    it('accepts a contractor accrediting a person of its own company', () =>
      given([])
        .when(submit({ submitter: contractor(IDS.company) }))
        .then([requestSubmitted({ submittedBy: 'CONTRATISTA' })]));
    it('accepts an end date on the contract end date', () =>
      given([])
        .when(submit({}, { endDate: contract.endDate }))
        .then([requestSubmitted({ endDate: contract.endDate })]));
    it('refuses an unknown person', () =>
      given([])
        .when(submit({ person: null }))
        .thenFailsWith('catalog.personNotFound'));
    it('refuses an unknown contract', () =>
      given([])
        .when(submit({ contract: null }))
        .thenFailsWith('catalog.contractNotFound'));
    it('refuses a contract of another client', () =>
      given([])
        .when(submit({ contract: { ...contract, clientId: IDS.otherClient } }))
        .thenFailsWith('catalog.contractNotFound'));
    it('refuses a contractor user without a company', () =>
      given([])
        .when(submit({ submitter: contractor(null) }))
        .thenFailsWith('accreditation.contractorWithoutCompany'));
    it('refuses a contractor accrediting a person of another company', () =>
      given([])
        .when(submit({ submitter: contractor(IDS.otherCompany) }))
        .thenFailsWith('accreditation.otherCompany'));
    it('refuses a start date before today', () =>
      given([])
        .when(submit({}, { startDate: '2026-03-09' }))
        .thenFailsWith('accreditation.startBeforeToday'));
    it('refuses an end date before the start date', () =>
      given([])
        .when(submit({}, { startDate: '2026-04-10', endDate: '2026-04-09' }))
        .thenFailsWith('accreditation.dateRange'));
    it('refuses an end date after the contract ends', () =>
      given([])
        .when(submit({}, { endDate: '2027-01-01' }))
        .thenFailsWith('accreditation.outsideContract'));
    it('refuses a start date before the contract starts', () =>
      given([])
        .when(submit({ contract: { ...contract, startDate: '2026-04-01' } }))
        .thenFailsWith('accreditation.outsideContract'));
  });

  describe('when the request already exists', () => {
    it('refuses to submit it again', () =>
      given([requestSubmitted()]).when(submit()).thenFailsWith('accreditation.submittedNoEdit'));
  });

  const decide =
    (decision: DecideInput['decision'], comment = '', clientId: string = IDS.client) =>
    (s: Request) =>
      decideRequest(
        { decision, requestId: IDS.request, clientId, comment, decidedBy: IDS.approver },
        s,
      );

  describe('when the request is pending', () => {
    it('approves it', () =>
      given([requestSubmitted()]).when(decide('approve')).then([requestApproved()]));
    it('observes it with a comment', () =>
      given([requestSubmitted()])
        .when(decide('observe', 'Falta examen médico'))
        .then([requestObserved()]));
    it('rejects it with a comment', () =>
      given([requestSubmitted()])
        .when(decide('reject', 'No corresponde'))
        .then([requestRejected()]));
    it('refuses to observe without a comment', () => {
      expect(() =>
        decide('observe', '  ')(evolveRequest(initialRequest(), requestSubmitted())),
      ).toThrow('request.invalid');
    });
    it('refuses to reject without a comment', () => {
      expect(() => decide('reject')(evolveRequest(initialRequest(), requestSubmitted()))).toThrow(
        'request.invalid',
      );
    });
    it('hides it from an approver of another client', () =>
      given([requestSubmitted()])
        .when(decide('approve', '', IDS.otherClient))
        .thenFailsWith('accreditation.requestNotFound'));
  });

  describe('when the request does not exist', () => {
    it('refuses a decision', () =>
      given([]).when(decide('approve')).thenFailsWith('accreditation.requestNotFound'));
  });

  describe.each([
    ['approved', requestApproved()],
    ['observed', requestObserved()],
    ['rejected', requestRejected()],
  ])('when the request is %s', (_name, decided) => {
    it('refuses another decision', () =>
      given([requestSubmitted(), decided])
        .when(decide('approve'))
        .thenFailsWith('accreditation.notPending'));
  });

  const resubmit =
    (over: Partial<Parameters<typeof resubmitRequest>[0]> = {}) =>
    (s: Request) =>
      resubmitRequest(
        {
          clientId: IDS.client,
          userId: IDS.submitter,
          companyId: null,
          today: TODAY,
          contract,
          body: {
            startDate: TODAY,
            endDate: '2026-05-31',
            reason: 'Ingreso a faena (corregido)',
            observation: 'Se adjunta examen',
          },
          ...over,
        },
        s,
      );

  describe('when the request is observed', () => {
    const observed = [requestSubmitted(), requestObserved()];
    it('takes the correction back to pending', () =>
      given(observed).when(resubmit()).then([requestResubmitted()]));
    it('lets a user of the same company correct it', () =>
      given([requestSubmitted(), requestObserved()])
        .when(resubmit({ userId: 'OTRO', companyId: IDS.company }))
        .then([requestResubmitted({ submittedBy: 'OTRO' })]));
    it('refuses a user of another company', () =>
      given(observed)
        .when(resubmit({ userId: 'OTRO', companyId: IDS.otherCompany }))
        .thenFailsWith('accreditation.otherCompany'));
    it('applies the date rules to the corrected dates', () =>
      given(observed)
        .when(resubmit({ today: '2026-03-11' }))
        .thenFailsWith('accreditation.startBeforeToday'));
    it('keeps the corrected dates within the contract', () =>
      given(observed)
        .when(
          resubmit({
            body: { startDate: TODAY, endDate: '2027-02-01', reason: 'x', observation: '' },
          }),
        )
        .thenFailsWith('accreditation.outsideContract'));
    it('can be approved after the correction', () =>
      given([...observed, requestResubmitted()])
        .when(decide('approve'))
        .then([requestApproved()]));
  });

  describe.each([
    ['pending', [requestSubmitted()]],
    ['approved', [requestSubmitted(), requestApproved()]],
    ['corrected and pending again', [requestSubmitted(), requestObserved(), requestResubmitted()]],
  ])('when the request is %s', (_name, history) => {
    it('refuses a correction', () =>
      given(history).when(resubmit()).thenFailsWith('accreditation.notObserved'));
  });

  it('folds the corrected dates into the state', () => {
    const state = [requestSubmitted(), requestObserved(), requestResubmitted()].reduce(
      evolveRequest,
      initialRequest(),
    );
    expect(state).toMatchObject({
      status: 'P',
      endDate: '2026-05-31',
      reason: 'Ingreso a faena (corregido)',
    });
  });

  const remove =
    (over: Partial<RemoveInput> = {}) =>
    (s: Request) =>
      removeRequest({ clientId: IDS.client, userId: IDS.submitter, companyId: null, ...over }, s);

  describe('when its applicant removes it', () => {
    it('removes a pending request', () =>
      given([requestSubmitted()]).when(remove()).then([requestRemoved()]));
    it('lets a user of the same company remove it', () =>
      given([requestSubmitted()])
        .when(remove({ userId: 'OTRO', companyId: IDS.company }))
        .then([requestRemoved({ removedBy: 'OTRO' })]));
    it('removes a corrected request that is pending again', () =>
      given([requestSubmitted(), requestObserved(), requestResubmitted()])
        .when(remove())
        .then([requestRemoved()]));
    it('changes nothing when it was removed already', () =>
      given([requestSubmitted(), requestRemoved()]).when(remove()).thenNothingHappens());
    it('refuses a user of another company', () =>
      given([requestSubmitted()])
        .when(remove({ userId: 'OTRO', companyId: IDS.otherCompany }))
        .thenFailsWith('accreditation.otherCompany'));
    it('refuses an unknown request', () =>
      given([]).when(remove()).thenFailsWith('accreditation.requestNotFound'));
    it('refuses a request of another client', () =>
      given([requestSubmitted()])
        .when(remove({ clientId: IDS.otherClient }))
        .thenFailsWith('accreditation.requestNotFound'));
    it('can no longer be decided or corrected', () => {
      given([requestSubmitted(), requestRemoved()])
        .when(decide('approve'))
        .thenFailsWith('accreditation.notPending');
      given([requestSubmitted(), requestRemoved()])
        .when(resubmit())
        .thenFailsWith('accreditation.notObserved');
    });
  });

  describe.each([
    ['approved', [requestSubmitted(), requestApproved()]],
    ['observed', [requestSubmitted(), requestObserved()]],
    ['rejected', [requestSubmitted(), requestRejected()]],
  ])('when the request was attended (%s)', (_name, history) => {
    it("refuses to remove it with the spec's message", () =>
      given(history).when(remove()).thenFailsWith('accreditation.submittedNoDelete'));
  });

  const draft =
    (over: Partial<SubmitInput> = {}, body: Partial<SubmitInput['body']> = {}) =>
    (s: Request) =>
      saveDraft(submitInput(over, body), s);
  const noDates = { startDate: '', endDate: '', reason: '' };

  describe('when a draft is saved (Incompleta)', () => {
    it('keeps the person and contract with whatever dates it has', () =>
      given([])
        .when(draft({}, noDates))
        .then([requestDraftSaved(noDates)]));
    it('applies no date rule yet', () =>
      given([])
        .when(draft({}, { startDate: '2026-01-01' }))
        .then([requestDraftSaved({ startDate: '2026-01-01' })]));
    it('saves the draft again with the new values, keeping its author', () =>
      given([requestDraftSaved(noDates)])
        .when(
          draft(
            {
              submitter: {
                userId: 'OTRO',
                clientId: IDS.client,
                companyId: IDS.company,
                contractor: false,
              },
              fromDraft: true,
            },
            { reason: 'Nuevo motivo' },
          ),
        )
        .then([requestDraftSaved({ reason: 'Nuevo motivo' })]));
    it('still needs the person and the contract', () => {
      given([])
        .when(draft({ person: null }))
        .thenFailsWith('catalog.personNotFound');
      given([])
        .when(draft({ contract: null }))
        .thenFailsWith('catalog.contractNotFound');
    });
    it('refuses a user of another company', () =>
      given([requestDraftSaved()])
        .when(
          draft({
            submitter: {
              userId: 'OTRO',
              clientId: IDS.client,
              companyId: IDS.otherCompany,
              contractor: false,
            },
            fromDraft: true,
          }),
        )
        .thenFailsWith('accreditation.otherCompany'));
    it('refuses to name a draft that does not exist', () =>
      given([])
        .when(draft({ fromDraft: true }))
        .thenFailsWith('accreditation.requestNotFound'));
    it('refuses a request already sent with the spec message', () => {
      given([requestSubmitted()])
        .when(draft({ fromDraft: true }))
        .thenFailsWith('accreditation.submittedNoEdit');
      given([requestDraftSaved(), requestSubmitted()])
        .when(draft({ fromDraft: true }))
        .thenFailsWith('accreditation.submittedNoEdit');
    });
  });

  describe('when a draft is sent', () => {
    it('becomes pending with the form values', () =>
      given([requestDraftSaved(noDates)])
        .when(submit({ fromDraft: true }))
        .then([requestSubmitted()]));
    it('now applies the date rules', () =>
      given([requestDraftSaved(noDates)])
        .when(submit({ fromDraft: true }, { startDate: '2026-03-09' }))
        .thenFailsWith('accreditation.startBeforeToday'));
    it('may be removed before it is sent', () =>
      given([requestDraftSaved()]).when(remove()).then([requestRemoved()]));
    it('folds to Incompleta, then Pendiente', () => {
      expect(evolveRequest(initialRequest(), requestDraftSaved()).status).toBe('I');
      expect(
        [requestDraftSaved(), requestSubmitted()].reduce(evolveRequest, initialRequest()).status,
      ).toBe('P');
    });
  });
});
