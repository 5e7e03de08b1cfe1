import { DomainError, type RequestData, type RequestRequirement } from '@faena/contracts';
import type { ContractDates } from './request-dates';
import { pickedDataOf, type PickedFacts, type PickedValues } from './request-fields';
import type { Request } from './request.evolve';

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
export function checkWritable(state: Request, { submitter, fromDraft }: DraftInput): void {
  if (state.status === null && fromDraft) throw new DomainError('accreditation.requestNotFound');
  if (state.status === null) return;
  if (state.status !== 'I') throw new DomainError('accreditation.submittedNoEdit');
  if (state.clientId !== submitter.clientId) throw new DomainError('accreditation.requestNotFound');
  const sameCompany = submitter.companyId !== null && submitter.companyId === state.companyId;
  if (submitter.userId !== state.submittedBy && !sameCompany)
    throw new DomainError('accreditation.otherCompany');
}

/** The person and the contract, when they exist for the caller (a contractor: its own people). */
export function partiesOf({ submitter, person, contract }: DraftInput) {
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
export function requestData(input: DraftInput, state: Request): RequestData {
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
