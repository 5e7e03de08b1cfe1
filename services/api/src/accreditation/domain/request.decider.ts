import {
  DomainError,
  REMOVABLE_REQUEST_STATUSES,
  ValidationError,
  type Decision,
  type RequestApproved,
  type RequestDraftSaved,
  type RequestRequirement,
  type RequestObserved,
  type RequestRejected,
  type RequestRemoved,
  type RequestResubmitted,
  type RequestSubmitted,
} from '@faena/contracts';
import { checkRequestDates, type ContractDates } from './request-dates';
import { checkPickedFields } from './request-fields';
import { checkRequirementsReviewed, checkRequirementsSupplied } from './request-requirements';
import type { Request } from './request.evolve';
import {
  checkWritable,
  partiesOf,
  requestData,
  type DraftInput,
  type SubmitInput,
} from './request.guards';

export { evolveRequest, initialRequest, type Request } from './request.evolve';
export type { DraftInput, SubmitInput, Submitter } from './request.guards';

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
