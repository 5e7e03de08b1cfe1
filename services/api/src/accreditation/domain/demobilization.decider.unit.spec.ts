import {
  deciderSpec,
  DEMOBILIZATION_ID,
  demobilizationApproved,
  demobilizationObserved,
  demobilizationRejected,
  demobilizationRequested,
  demobilizationResubmitted,
  IDS,
  personAccredited,
  personAccreditationEnded,
  personRequestOpened,
  TODAY,
} from '@faena/test-kit';
import {
  evolvePersonAccreditation,
  initialPersonAccreditation,
} from './person-accreditation.decider';
import {
  correctDemobilization,
  decideDemobilization,
  evolveDemobilization,
  initialDemobilization,
  registerDemobilization,
  type Demobilization,
  type RegisterInput,
} from './demobilization.decider';

const given = deciderSpec({ evolve: evolveDemobilization, initialState: initialDemobilization });
const accredited = [
  personRequestOpened(),
  personAccredited({ startDate: TODAY, endDate: '2026-06-30' }),
].reduce(evolvePersonAccreditation, initialPersonAccreditation());
const person = {
  personId: IDS.person,
  personName: 'Ana Quispe Rojas',
  documentNumber: '45678912',
  companyId: IDS.company,
  companyName: 'Contrata Sur',
};
const requester = {
  userId: IDS.submitter,
  clientId: IDS.client,
  companyId: null,
  contractor: false,
};
const body = {
  cessationReason: 'RENUNCIA',
  cessationDate: '2026-04-30',
  observation: 'Renuncia presentada',
};

const register =
  (over: Partial<RegisterInput> = {}) =>
  (s: Demobilization) =>
    registerDemobilization(
      {
        demobilizationId: DEMOBILIZATION_ID,
        code: 'DES-DES00001',
        today: TODAY,
        submitter: requester,
        person,
        divisionId: IDS.division,
        reasonExists: true,
        accreditation: accredited,
        body,
        ...over,
      },
      s,
    );

describe('Demobilization', () => {
  describe('when it does not exist yet', () => {
    it('registers it pending with the worker code', () =>
      given([]).when(register()).then([demobilizationRequested()]));
    it('lets a contractor demobilize a worker of its own company', () =>
      given([])
        .when(register({ submitter: { ...requester, companyId: IDS.company, contractor: true } }))
        .then([demobilizationRequested()]));
    it('refuses a contractor a worker of another company', () =>
      given([])
        .when(
          register({ submitter: { ...requester, companyId: IDS.otherCompany, contractor: true } }),
        )
        .thenFailsWith('accreditation.otherCompany'));
    it('refuses a contractor without a company', () =>
      given([])
        .when(register({ submitter: { ...requester, contractor: true } }))
        .thenFailsWith('accreditation.contractorWithoutCompany'));
    it('refuses an unknown person', () =>
      given([])
        .when(register({ person: null }))
        .thenFailsWith('catalog.personNotFound'));
    it('refuses a person without an approved accreditation', () =>
      given([])
        .when(register({ accreditation: initialPersonAccreditation() }))
        .thenFailsWith('demobilization.notAccredited'));
    it('refuses a person whose accreditation a demobilization already ended', () => {
      const ended = evolvePersonAccreditation(
        accredited,
        personAccreditationEnded({ endDate: '2026-05-31' }),
      );
      given([])
        .when(register({ accreditation: ended }))
        .thenFailsWith('demobilization.notAccredited');
    });
    it('refuses a cessation date before today', () =>
      given([])
        .when(register({ body: { ...body, cessationDate: '2026-03-09' } }))
        .thenFailsWith('demobilization.cessationBeforeToday'));
    it('accepts a cessation date of today', () =>
      given([])
        .when(register({ body: { ...body, cessationDate: TODAY } }))
        .then([demobilizationRequested({ cessationDate: TODAY })]));
    it('refuses a cessation date after the accreditation ends', () =>
      given([])
        .when(register({ body: { ...body, cessationDate: '2026-07-01' } }))
        .thenFailsWith('demobilization.afterAccreditationEnd'));
    it('refuses a cessation reason that is not in the catalogue, naming the field', () =>
      expect(() => register({ reasonExists: false })(initialDemobilization())).toThrow(
        'request.invalid',
      ));
  });

  describe('when it already exists', () => {
    it('refuses to register it again', () =>
      given([demobilizationRequested()])
        .when(register())
        .thenFailsWith('accreditation.submittedNoEdit'));
  });

  const decide =
    (decision: 'approve' | 'observe' | 'reject', comment = '', clientId: string = IDS.client) =>
    (s: Demobilization) =>
      decideDemobilization({ decision, clientId, comment, decidedBy: IDS.approver }, s);

  describe('when it is pending', () => {
    it('approves it', () =>
      given([demobilizationRequested()]).when(decide('approve')).then([demobilizationApproved()]));
    it('observes it with a comment', () =>
      given([demobilizationRequested()])
        .when(decide('observe', 'Falta carta de renuncia'))
        .then([demobilizationObserved()]));
    it('rejects it with a comment', () =>
      given([demobilizationRequested()])
        .when(decide('reject', 'No corresponde'))
        .then([demobilizationRejected()]));
    it('refuses to observe or reject without a comment', () => {
      const pending = evolveDemobilization(initialDemobilization(), demobilizationRequested());
      expect(() => decide('observe', '  ')(pending)).toThrow('request.invalid');
      expect(() => decide('reject')(pending)).toThrow('request.invalid');
    });
    it('hides it from an approver of another client', () =>
      given([demobilizationRequested()])
        .when(decide('approve', '', IDS.otherClient))
        .thenFailsWith('demobilization.notFound'));
  });

  describe('when it does not exist', () => {
    it('refuses a decision', () =>
      given([]).when(decide('approve')).thenFailsWith('demobilization.notFound'));
  });

  describe.each([
    ['approved', demobilizationApproved()],
    ['observed', demobilizationObserved()],
    ['rejected', demobilizationRejected()],
  ])('when it is %s', (_name, decided) => {
    it('refuses another decision', () =>
      given([demobilizationRequested(), decided])
        .when(decide('approve'))
        .thenFailsWith('accreditation.notPending'));
  });

  const correct =
    (over: Partial<Parameters<typeof correctDemobilization>[0]> = {}) =>
    (s: Demobilization) =>
      correctDemobilization(
        {
          clientId: IDS.client,
          userId: IDS.submitter,
          companyId: null,
          today: TODAY,
          reasonExists: true,
          accreditation: accredited,
          body: {
            cessationReason: 'FIN-CONTRATO',
            cessationDate: '2026-04-15',
            observation: 'Se adjunta carta',
          },
          ...over,
        },
        s,
      );

  describe('when it is observed', () => {
    const observed = [demobilizationRequested(), demobilizationObserved()];
    it('takes the correction back to pending', () =>
      given(observed).when(correct()).then([demobilizationResubmitted()]));
    it('lets a user of the same company correct it', () =>
      given(observed)
        .when(correct({ userId: 'OTRO', companyId: IDS.company }))
        .then([demobilizationResubmitted({ requestedBy: 'OTRO' })]));
    it('refuses a user of another company', () =>
      given(observed)
        .when(correct({ userId: 'OTRO', companyId: IDS.otherCompany }))
        .thenFailsWith('accreditation.otherCompany'));
    it('applies the cessation date rules to the corrected date', () =>
      given(observed)
        .when(correct({ today: '2026-04-16' }))
        .thenFailsWith('demobilization.cessationBeforeToday'));
    it('can be approved after the correction', () =>
      given([...observed, demobilizationResubmitted()])
        .when(decide('approve'))
        .then([demobilizationApproved()]));
  });

  describe.each([
    ['pending', [demobilizationRequested()]],
    ['approved', [demobilizationRequested(), demobilizationApproved()]],
    ['rejected', [demobilizationRequested(), demobilizationRejected()]],
  ])('when it is %s', (_name, history) => {
    it('refuses a correction', () =>
      given(history).when(correct()).thenFailsWith('accreditation.notObserved'));
  });

  it('folds the corrected fields into the state', () => {
    const state = [
      demobilizationRequested(),
      demobilizationObserved(),
      demobilizationResubmitted(),
    ].reduce(evolveDemobilization, initialDemobilization());
    expect(state).toMatchObject({
      status: 'P',
      cessationReason: 'FIN-CONTRATO',
      cessationDate: '2026-04-15',
      observation: 'Se adjunta carta',
    });
  });
});
