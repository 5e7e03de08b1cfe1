import {
  exhaustive,
  DomainError,
  REMOVABLE_REQUEST_STATUSES,
  ValidationError,
  type Decision,
  type RequestApproved,
  type RequestData,
  type RequestDraftSaved,
  type RequestEvent,
  type RequestRequirement,
  type RequestObserved,
  type RequestRejected,
  type RequestRemoved,
  type RequestResubmitted,
  type RequestStatus,
  type RequestSubmitted,
} from '@faena/contracts';
import { attachmentsOf, evolveAttachments, type HeldAttachment } from './request-attachments';
import { checkRequestDates, type ContractDates } from './request-dates';
import {
  checkPickedFields,
  pickedDataOf,
  type PickedFacts,
  type PickedValues,
} from './request-fields';
import { checkRequirementsReviewed, checkRequirementsSupplied } from './request-requirements';

/**
 * accreditation.request-<id>: a request's life, [Incompleta (draft) →] Pendiente → Observada ⇄
 * Pendiente → Aprobada | Rechazada, or Incompleta | Pendiente → Eliminada when its applicant
 * removes it before it is attended. Its attachments follow request-attachments.ts.
 */
export type Request =
  | { status: null }
  | ({ status: RequestStatus; attachments: readonly HeldAttachment[] } & RequestData);

export const initialRequest = (): Request => ({ status: null });

export const evolveRequest = (state: Request, e: RequestEvent): Request => {
  switch (e.type) {
    case 'accreditation.RequestDraftSaved':
      return { ...e.data, status: 'I', attachments: attachmentsOf(state) };
    case 'accreditation.RequestSubmitted':
      return { ...e.data, status: 'P', attachments: attachmentsOf(state) };
    case 'accreditation.RequestApproved':
      return withStatus(state, 'A');
    case 'accreditation.RequestObserved':
      return withStatus(state, 'O');
    case 'accreditation.RequestRejected':
      return withStatus(state, 'R');
    case 'accreditation.RequestResubmitted': {
      if (state.status === null) return state;
      const { startDate, endDate, reason, observation } = e.data;
      return { ...state, status: 'P', startDate, endDate, reason, observation };
    }
    case 'accreditation.RequestRemoved':
      return withStatus(state, 'E');
    case 'accreditation.RequestAttachmentAdded':
    case 'accreditation.RequestAttachmentRemoved':
      return evolveAttachments(state, e);
    default:
      return exhaustive(e, state);
  }
};

const withStatus = (state: Request, status: RequestStatus): Request =>
  state.status === null ? state : { ...state, status };

/** The caller as the request rules see them. */
export interface Submitter {
  userId: string;
  clientId: string;
  companyId: string | null;
  contractor: boolean;
}

export interface SubmitInput {
  requestId: string;
  code: string;
  today: string;
  submitter: Submitter;
  person: {
    personId: string;
    personName: string;
    documentNumber: string;
    companyId: string;
    companyName: string;
  } | null;
  contract:
    | (ContractDates & { contractId: string; code: string; clientId: string; divisionId: string })
    | null;
  body: {
    personId: string;
    contractId: string;
    startDate: string;
    endDate: string;
    reason: string;
    observation: string;
  } & PickedValues;
  /** what the catalogues say of the picked fields' values */
  picked: PickedFacts;
  /** the caller names an existing draft (it must exist) rather than a new request */
  fromDraft?: boolean;
  /** the requirements that apply to the person, contract and position, as they stand today */
  requirements?: ReadonlyArray<RequestRequirement>;
}

/** A draft is saved without the date rules, so without today. */
export type DraftInput = Omit<SubmitInput, 'today'>;

/** A draft is written over by its author or a user of its company; anything sent, never. */
function checkWritable(state: Request, { submitter, fromDraft }: DraftInput): void {
  if (state.status === null && fromDraft) throw new DomainError('accreditation.requestNotFound');
  if (state.status === null) return;
  if (state.status !== 'I') throw new DomainError('accreditation.submittedNoEdit');
  if (state.clientId !== submitter.clientId) throw new DomainError('accreditation.requestNotFound');
  const sameCompany = submitter.companyId !== null && submitter.companyId === state.companyId;
  if (submitter.userId !== state.submittedBy && !sameCompany)
    throw new DomainError('accreditation.otherCompany');
}

/** The person and the contract, when they exist for the caller (a contractor: its own people). */
function partiesOf({ submitter, person, contract }: DraftInput) {
  if (submitter.contractor && !submitter.companyId)
    throw new DomainError('accreditation.contractorWithoutCompany');
  if (!person) throw new DomainError('catalog.personNotFound');
  if (!contract || contract.clientId !== submitter.clientId)
    throw new DomainError('catalog.contractNotFound');
  if (submitter.contractor && person.companyId !== submitter.companyId)
    throw new DomainError('accreditation.otherCompany');
  return { person, contract };
}

/** The request's record: the person and the contract must exist for the caller (a contractor: its own people). */
function requestData(input: DraftInput, state: Request): RequestData {
  const { submitter, body } = input;
  const { person, contract } = partiesOf(input);
  const draft = state.status === null ? null : state;
  return {
    requestId: input.requestId,
    code: draft?.code ?? input.code,
    personId: person.personId,
    personName: person.personName,
    documentNumber: person.documentNumber,
    companyId: person.companyId,
    companyName: person.companyName,
    contractId: contract.contractId,
    contractCode: contract.code,
    clientId: contract.clientId,
    divisionId: contract.divisionId,
    startDate: body.startDate,
    endDate: body.endDate,
    reason: body.reason,
    observation: body.observation,
    submittedBy: draft?.submittedBy ?? submitter.userId,
    ...pickedDataOf(body, input.picked),
  };
}

/** Sends a request for approval (Pendiente): a new one, or the caller's draft with the form's values. */
export const submitRequest = (input: SubmitInput, state: Request): RequestSubmitted[] => {
  checkWritable(state, input);
  const data = requestData(input, state);
  checkPickedFields(input.body, input.picked, true);
  checkRequestDates(input.body, input.today, partiesOf(input).contract);
  checkRequirementsSupplied(input.requirements ?? []);
  return [{ type: 'accreditation.RequestSubmitted', data }];
};

/** Saves a draft (Incompleta): no date rule yet and no slot held; they apply when it is sent. */
export const saveDraft = (input: DraftInput, state: Request): RequestDraftSaved[] => {
  checkWritable(state, input);
  const data = requestData(input, state);
  checkPickedFields(input.body, input.picked, false);
  return [{ type: 'accreditation.RequestDraftSaved', data }];
};

export interface DecideInput {
  decision: Decision;
  requestId: string;
  clientId: string;
  comment: string;
  decidedBy: string;
  /** the request's requirements as they stand now (an approval waits for their review) */
  requirements?: ReadonlyArray<RequestRequirement>;
}

type DecisionEvent = RequestApproved | RequestObserved | RequestRejected;
type Decided = RequestApproved['data'];
/** The event of each decision. */
const DECISIONS = {
  approve: (data: Decided): RequestApproved => ({ type: 'accreditation.RequestApproved', data }),
  observe: (data: Decided): RequestObserved => ({ type: 'accreditation.RequestObserved', data }),
  reject: (data: Decided): RequestRejected => ({ type: 'accreditation.RequestRejected', data }),
} satisfies Record<Decision, (data: Decided) => DecisionEvent>;

/** Approve, observe or reject a pending request of the decider's own client. */
export const decideRequest = (input: DecideInput, state: Request): DecisionEvent[] => {
  if (state.status === null || state.clientId !== input.clientId)
    throw new DomainError('accreditation.requestNotFound');
  if (state.status !== 'P') throw new DomainError('accreditation.notPending');
  if (input.decision !== 'approve' && input.comment.trim() === '') {
    throw new ValidationError([{ path: 'comment', message: 'common:requiredField' }]);
  }
  if (input.decision === 'approve') checkRequirementsReviewed(input.requirements ?? []);
  const data = {
    requestId: state.requestId,
    personId: state.personId,
    clientId: state.clientId,
    comment: input.comment,
    decidedBy: input.decidedBy,
  };
  return [DECISIONS[input.decision](data)];
};

export interface ResubmitInput {
  clientId: string;
  userId: string;
  companyId: string | null;
  today: string;
  contract: ContractDates | null;
  body: { startDate: string; endDate: string; reason: string; observation: string };
  /** the requirements that apply to the request's person, as they stand today */
  requirements?: ReadonlyArray<RequestRequirement>;
}

/** An observed request, corrected by its submitter (or the submitter's company), goes back to Pendiente. */
export const resubmitRequest = (input: ResubmitInput, state: Request): RequestResubmitted[] => {
  if (state.status === null || state.clientId !== input.clientId)
    throw new DomainError('accreditation.requestNotFound');
  const sameCompany = input.companyId !== null && input.companyId === state.companyId;
  if (input.userId !== state.submittedBy && !sameCompany)
    throw new DomainError('accreditation.otherCompany');
  if (state.status !== 'O') throw new DomainError('accreditation.notObserved');
  if (!input.contract) throw new DomainError('catalog.contractNotFound');
  checkRequestDates(input.body, input.today, input.contract);
  checkRequirementsSupplied(input.requirements ?? []);
  const { startDate, endDate, reason, observation } = input.body;
  return [
    {
      type: 'accreditation.RequestResubmitted',
      data: {
        requestId: state.requestId,
        startDate,
        endDate,
        reason,
        observation,
        submittedBy: input.userId,
      },
    },
  ];
};

export interface RemoveInput {
  clientId: string;
  userId: string;
  companyId: string | null;
}

/**
 * The applicant (or the applicant's company) removes a request not yet attended (domain spec §4:
 * only incomplete and pending requests; attended ones are never deleted). Removing it again
 * changes nothing.
 */
export const removeRequest = (input: RemoveInput, state: Request): RequestRemoved[] => {
  if (state.status === null || state.clientId !== input.clientId)
    throw new DomainError('accreditation.requestNotFound');
  const sameCompany = input.companyId !== null && input.companyId === state.companyId;
  if (input.userId !== state.submittedBy && !sameCompany)
    throw new DomainError('accreditation.otherCompany');
  if (state.status === 'E') return [];
  if (!REMOVABLE_REQUEST_STATUSES.includes(state.status))
    throw new DomainError('accreditation.submittedNoDelete');
  const { requestId, personId, clientId } = state;
  return [
    {
      type: 'accreditation.RequestRemoved',
      data: { requestId, personId, clientId, removedBy: input.userId },
    },
  ];
};
