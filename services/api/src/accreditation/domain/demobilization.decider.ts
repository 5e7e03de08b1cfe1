import {
  DomainError,
  ValidationError,
  type Decision,
  type DemobilizationApproved,
  type DemobilizationObserved,
  type DemobilizationRejected,
  type DemobilizationRequested,
  type DemobilizationResubmitted,
} from '@faena/contracts';
import type { Demobilization } from './demobilization.evolve';
import { currentAccreditation, type PersonAccreditation } from './person-accreditation.decider';
import type { Submitter } from './request.decider';

export {
  evolveDemobilization,
  initialDemobilization,
  type Demobilization,
} from './demobilization.evolve';

/** What can be corrected, and the facts the cessation rules read. */
export interface CessationInput {
  today: string;
  /** the cessation reason is the code of an active item of the termination-reasons catalogue */
  reasonExists: boolean;
  accreditation: PersonAccreditation;
  body: { cessationReason: string; cessationDate: string; observation: string };
}

/** The person holds a current accreditation, the reason exists, the date is today or later and within it. */
function checkCessation({ today, reasonExists, accreditation, body }: CessationInput): void {
  if (!reasonExists)
    throw new ValidationError([{ path: 'cessationReason', message: 'catalogs:refNotFound' }]);
  if (body.cessationDate < today) throw new DomainError('demobilization.cessationBeforeToday');
  const current = currentAccreditation(accreditation, today);
  if (!current) throw new DomainError('demobilization.notAccredited');
  if (body.cessationDate > current.endDate)
    throw new DomainError('demobilization.afterAccreditationEnd');
}

export interface RegisterInput extends CessationInput {
  demobilizationId: string;
  code: string;
  submitter: Submitter;
  person: {
    personId: string;
    personName: string;
    documentNumber: string;
    companyId: string;
    companyName: string;
  } | null;
  divisionId: string;
}

type Person = NonNullable<RegisterInput['person']>;

/** A new demobilization, of a person the caller may demobilize (a contractor: its own people). */
function personOf({ submitter, person }: RegisterInput, state: Demobilization): Person {
  if (state.status !== null) throw new DomainError('accreditation.submittedNoEdit');
  if (submitter.contractor && !submitter.companyId)
    throw new DomainError('accreditation.contractorWithoutCompany');
  if (!person) throw new DomainError('catalog.personNotFound');
  if (submitter.contractor && person.companyId !== submitter.companyId)
    throw new DomainError('accreditation.otherCompany');
  return person;
}

export const registerDemobilization = (
  input: RegisterInput,
  state: Demobilization,
): DemobilizationRequested[] => {
  const person = personOf(input, state);
  checkCessation(input);
  return [{ type: 'accreditation.DemobilizationRequested', data: requestedData(input, person) }];
};

/** The demobilization's record: the person, the caller's client and the cessation asked. */
function requestedData(
  { demobilizationId, code, divisionId, submitter, body }: RegisterInput,
  { personId, personName, documentNumber, companyId, companyName }: Person,
): DemobilizationRequested['data'] {
  const { cessationReason, cessationDate, observation } = body;
  return {
    demobilizationId,
    code,
    personId,
    personName,
    documentNumber,
    workerCode: documentNumber,
    companyId,
    companyName,
    clientId: submitter.clientId,
    divisionId,
    cessationReason,
    cessationDate,
    observation,
    requestedBy: submitter.userId,
  };
}

export interface DecideDemobilizationInput {
  decision: Decision;
  clientId: string;
  comment: string;
  decidedBy: string;
}

type DecisionEvent = DemobilizationApproved | DemobilizationObserved | DemobilizationRejected;
type Decided = DemobilizationApproved['data'];
/** The event of each decision. */
const DECISIONS = {
  approve: (data: Decided): DemobilizationApproved => ({
    type: 'accreditation.DemobilizationApproved',
    data,
  }),
  observe: (data: Decided): DemobilizationObserved => ({
    type: 'accreditation.DemobilizationObserved',
    data,
  }),
  reject: (data: Decided): DemobilizationRejected => ({
    type: 'accreditation.DemobilizationRejected',
    data,
  }),
} satisfies Record<Decision, (data: Decided) => DecisionEvent>;

/** Approve, observe or reject a pending demobilization of the decider's own client. */
export const decideDemobilization = (
  input: DecideDemobilizationInput,
  state: Demobilization,
): DecisionEvent[] => {
  if (state.status === null || state.clientId !== input.clientId)
    throw new DomainError('demobilization.notFound');
  if (state.status !== 'P') throw new DomainError('accreditation.notPending');
  if (input.decision !== 'approve' && input.comment.trim() === '') {
    throw new ValidationError([{ path: 'comment', message: 'common:requiredField' }]);
  }
  const { demobilizationId, personId, clientId } = state;
  const data = {
    demobilizationId,
    personId,
    clientId,
    comment: input.comment,
    decidedBy: input.decidedBy,
  };
  return [DECISIONS[input.decision](data)];
};

export interface CorrectInput extends CessationInput {
  clientId: string;
  userId: string;
  companyId: string | null;
}

/** An observed demobilization, corrected by its requester (or the requester's company), goes back to Pendiente. */
export const correctDemobilization = (
  input: CorrectInput,
  state: Demobilization,
): DemobilizationResubmitted[] => {
  if (state.status === null || state.clientId !== input.clientId)
    throw new DomainError('demobilization.notFound');
  const sameCompany = input.companyId !== null && input.companyId === state.companyId;
  if (input.userId !== state.requestedBy && !sameCompany)
    throw new DomainError('accreditation.otherCompany');
  if (state.status !== 'O') throw new DomainError('accreditation.notObserved');
  checkCessation(input);
  const { cessationReason, cessationDate, observation } = input.body;
  return [
    {
      type: 'accreditation.DemobilizationResubmitted',
      data: {
        demobilizationId: state.demobilizationId,
        cessationReason,
        cessationDate,
        observation,
        requestedBy: input.userId,
      },
    },
  ];
};
