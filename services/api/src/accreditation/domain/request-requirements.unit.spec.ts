import type {
  DomainError,
  RequirementApplicability,
  RequirementDocumentEvent,
  RequirementTypeEvent,
  RequestRequirement,
} from '@faena/contracts';
import {
  contractRegistered,
  deciderSpec,
  IDS,
  personRegistered,
  requestApproved,
  requestObserved,
  requestResubmitted,
  requestSubmitted,
  REQUEST_PICKED,
  REQUEST_PICKED_FACTS,
  TODAY,
} from '@faena/test-kit';
import {
  evolveSubjectFacts,
  evolveTypeFacts,
  initialSubjectFacts,
  initialTypeFacts,
} from '../../requirements/facts/compliance';
import {
  decideRequest,
  evolveRequest,
  initialRequest,
  resubmitRequest,
  submitRequest,
} from './request.decider';
import type { Request } from './request.decider';
import { requestRequirements } from './request-requirements';

// issue 18: the requirements of a request at request time and at approval (domain spec §1, §3)
const given = deciderSpec({ evolve: evolveRequest, initialState: initialRequest });
const none: RequirementApplicability = {
  clientIds: [],
  contractIds: [],
  positionTypeIds: [],
  zoneIds: [],
};
const type = (code: string, kind: 'S' | 'A', applicability = none): RequirementTypeEvent => ({
  type: 'requirements.RequirementTypeDefined',
  data: {
    ...{ code, description: `Tipo ${code}`, entity: 'P', kind, notifyDaysBefore: 10 },
    ...{ active: true, applicability, changedBy: 'admin' },
  },
});
const subject = { entity: 'P' as const, id: IDS.person };
const doc = (docId: string, typeCode: string, expiresOn = '2026-12-31') =>
  ({
    type: 'requirements.RequirementDocumentSubmitted',
    data: {
      ...{
        docId,
        subject,
        clientId: IDS.client,
        typeCode,
        fileHash: 'h',
        fileName: `${docId}.pdf`,
      },
      ...{ size: 1, issuedOn: '2026-01-01', expiresOn, submittedBy: 'u', replaces: null },
    },
  }) satisfies RequirementDocumentEvent;
const approved = (docId: string, typeCode: string): RequirementDocumentEvent => ({
  type: 'requirements.RequirementDocumentApproved',
  data: { docId, subject, typeCode, reviewedBy: 'a' },
});
const rejected = (docId: string, typeCode: string): RequirementDocumentEvent => ({
  type: 'requirements.RequirementDocumentRejected',
  data: { docId, subject, typeCode, reviewedBy: 'a', reason: 'ilegible' },
});

const types = [
  type('EMO', 'S', { ...none, clientIds: [IDS.client] }),
  type('SCTR', 'S', { ...none, contractIds: [IDS.contract] }),
  type('ALTURA', 'S', { ...none, positionTypeIds: ['Operador'] }),
  type('VISADO', 'A', { ...none, clientIds: [IDS.client] }),
  type('OTRO', 'S', { ...none, clientIds: ['OTRO-CLIENTE'] }),
].reduce(evolveTypeFacts, initialTypeFacts());
const requirementsWith = (events: RequirementDocumentEvent[], today = TODAY) =>
  requestRequirements(
    { types, documents: events.reduce(evolveSubjectFacts, initialSubjectFacts()) },
    { clientId: IDS.client, contractId: IDS.contract, position: 'Operador' },
    today,
  );
const allSupplied = [doc('d1', 'EMO'), doc('d2', 'SCTR'), doc('d3', 'ALTURA')];

const submit = (requirements: ReadonlyArray<RequestRequirement>) => (s: Request) =>
  submitRequest(
    {
      requestId: IDS.request,
      code: 'SOL-REQ-001',
      today: TODAY,
      submitter: {
        userId: IDS.submitter,
        clientId: IDS.client,
        companyId: null,
        contractor: false,
      },
      person: { ...personRegistered().data, personName: 'Ana Quispe Rojas' },
      contract: contractRegistered().data,
      body: {
        ...{ personId: IDS.person, contractId: IDS.contract, startDate: TODAY },
        ...{ endDate: '2026-06-30', reason: 'Ingreso a faena', observation: '' },
        ...REQUEST_PICKED,
      },
      picked: REQUEST_PICKED_FACTS,
      requirements,
    },
    s,
  );
const approve = (requirements: ReadonlyArray<RequestRequirement>) => (s: Request) =>
  decideRequest(
    {
      ...{ decision: 'approve' as const, requestId: IDS.request, clientId: IDS.client },
      ...{ comment: '', decidedBy: IDS.approver, requirements },
    },
    s,
  );
const paramsOf = (run: () => unknown) => {
  try {
    run();
  } catch (err) {
    return (err as DomainError).params;
  }
  return null;
};

describe('The requirements of a request', () => {
  it("are the client's, the contract's and the position's types, each where it stands", () => {
    const list = requirementsWith([doc('d1', 'EMO'), approved('d1', 'EMO'), doc('d2', 'SCTR')]);
    expect(list.map((r) => [r.code, r.kind, r.state, r.docId])).toEqual([
      ['ALTURA', 'S', 'missing', null],
      ['EMO', 'S', 'approved', 'd1'],
      ['SCTR', 'S', 'pending', 'd2'],
      ['VISADO', 'A', 'missing', null],
    ]);
  });
  it('tell a rejected document and a lapsed one apart', () => {
    const list = requirementsWith(
      [doc('d1', 'EMO', '2026-01-31'), approved('d1', 'EMO'), doc('d2', 'SCTR')].concat(
        rejected('d2', 'SCTR'),
      ),
    );
    expect(list.filter((r) => r.code !== 'ALTURA' && r.kind === 'S').map((r) => r.state)).toEqual([
      'lapsed',
      'rejected',
    ]);
  });
});

describe('Submitting a request', () => {
  it('is refused naming the requester requirements with no document', () => {
    const list = requirementsWith([doc('d1', 'EMO'), doc('d2', 'SCTR', '2026-01-31')]);
    given([]).when(submit(list)).thenFailsWith('requirements.missing');
    expect(paramsOf(submit(list).bind(null, initialRequest()))).toEqual({
      missing: ['ALTURA', 'SCTR'],
    });
  });
  it('is refused while a requester requirement was rejected', () =>
    given([])
      .when(submit(requirementsWith([...allSupplied, rejected('d3', 'ALTURA')])))
      .thenFailsWith('requirements.missing'));
  it('goes with every requester requirement submitted, pending or approved', () =>
    given([])
      .when(submit(requirementsWith([...allSupplied, approved('d1', 'EMO')])))
      .then([requestSubmitted()]));
  it('goes as before when no requirement applies', () =>
    given([]).when(submit([])).then([requestSubmitted()]));
});

describe('Approving a request', () => {
  it('is refused while a requester requirement is pending review', () => {
    const list = requirementsWith([...allSupplied, approved('d1', 'EMO'), approved('d2', 'SCTR')]);
    given([requestSubmitted()]).when(approve(list)).thenFailsWith('requirements.pendingReview');
    const pending = evolveRequest(initialRequest(), requestSubmitted());
    expect(paramsOf(() => approve(list)(pending))).toEqual({ pending: ['ALTURA'] });
  });
  it('goes once every requester requirement is reviewed', () =>
    given([requestSubmitted()])
      .when(
        approve(
          requirementsWith([
            ...allSupplied,
            approved('d1', 'EMO'),
            approved('d2', 'SCTR'),
            rejected('d3', 'ALTURA'),
          ]),
        ),
      )
      .then([requestApproved()]));
});

describe('Sending an observed request again', () => {
  const resubmit = (requirements: ReadonlyArray<RequestRequirement>) => (s: Request) =>
    resubmitRequest(
      {
        ...{ clientId: IDS.client, userId: IDS.submitter, companyId: null, today: TODAY },
        contract: contractRegistered().data,
        body: {
          ...{ startDate: TODAY, endDate: '2026-05-31', reason: 'Ingreso a faena (corregido)' },
          observation: 'Se adjunta examen',
        },
        requirements,
      },
      s,
    );
  it('is refused while a requester requirement is missing', () =>
    given([requestSubmitted(), requestObserved()])
      .when(resubmit(requirementsWith([doc('d1', 'EMO')])))
      .thenFailsWith('requirements.missing'));
  it('goes with every requester requirement present', () =>
    given([requestSubmitted(), requestObserved()])
      .when(resubmit(requirementsWith(allSupplied)))
      .then([requestResubmitted()]));
});
