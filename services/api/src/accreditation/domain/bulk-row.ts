import {
  DomainError,
  ERRORS,
  IsoDateSchema,
  ValidationError,
  documentFormatIssue,
  type BulkIssue,
  type BulkRowValues,
  type ContractQuotaEvent,
  type PersonAccreditationEvent,
  type RequestRequirement,
} from '@faena/contracts';
import { evolveContractQuota, takeQuotaSlot, type ContractQuota } from './contract-quota.decider';
import {
  evolvePersonAccreditation,
  openPersonRequest,
  type PersonAccreditation,
} from './person-accreditation.decider';
import type { PickedFacts, PickedValues } from './request-fields';
import { initialRequest, submitRequest, type SubmitInput } from './request.decider';

/** The column a domain refusal is shown on (the rest go to the row as a whole). */
const FIELD_OF: Partial<Record<string, string>> = {
  'catalog.personNotFound': 'documentNumber',
  'catalog.contractNotFound': 'contractId',
  'accreditation.alreadyActive': 'documentNumber',
  'accreditation.otherCompany': 'documentNumber',
  'accreditation.quotaExceeded': 'contractId',
  'accreditation.startBeforeToday': 'startDate',
  'accreditation.outsideContract': 'endDate',
  'accreditation.dateRange': 'endDate',
  'requirements.missing': 'requirements',
};

/** What an individual request's refusal says, as the row's issues (field + message key). */
export function issuesOf(err: unknown): BulkIssue[] {
  if (err instanceof ValidationError)
    return err.issues.map((i) => ({ field: i.path, message: i.message }));
  if (err instanceof DomainError)
    return [{ field: FIELD_OF[err.code] ?? 'row', message: ERRORS[err.code].key }];
  throw err;
}

const REQUIRED: ReadonlyArray<keyof BulkRowValues> = ['documentType', 'documentNumber', 'reason'];
const REQUIRED_NEW: ReadonlyArray<keyof BulkRowValues> = ['surnames', 'names'];

/** The row's own cells: required ones, dates, the document's format by its type, the gender. */
export function cellIssues(values: BulkRowValues, newPerson: boolean): BulkIssue[] {
  const issues: BulkIssue[] = [];
  for (const field of newPerson ? [...REQUIRED, ...REQUIRED_NEW] : REQUIRED)
    if (values[field] === '') issues.push({ field, message: 'common:requiredField' });
  for (const field of ['startDate', 'endDate'] as const)
    if (!IsoDateSchema.safeParse(values[field]).success)
      issues.push({ field, message: 'common:invalidDate' });
  if (newPerson && values.birthDate !== '' && !IsoDateSchema.safeParse(values.birthDate).success)
    issues.push({ field: 'birthDate', message: 'common:invalidDate' });
  if (newPerson && !['', 'M', 'F'].includes(values.gender))
    issues.push({ field: 'gender', message: 'catalogs:invalidOption' });
  const format = values.documentType
    ? documentFormatIssue(values.documentType, values.documentNumber)
    : null;
  if (format && values.documentNumber !== '')
    issues.push({ field: 'documentNumber', message: format });
  return issues;
}

/** What a row is checked against: the person (found or to be created), the contract and the batch so far. */
export interface BulkRowFacts {
  submit: Omit<SubmitInput, 'body' | 'picked' | 'requirements'>;
  picked: PickedFacts;
  requirements: ReadonlyArray<RequestRequirement>;
  newPerson: boolean;
  quota: number;
}

/** The slots the rows checked so far hold: the contract's quota and each person's open request. */
export interface BatchSlots {
  quota: ContractQuota;
  people: Map<string, PersonAccreditation>;
}

function attempt(run: () => void): BulkIssue[] {
  try {
    run();
    return [];
  } catch (err) {
    return issuesOf(err);
  }
}

/**
 * A row checked with the rules of an individual request (submitRequest, the person's one active
 * accreditation, the contract's quota), the rows before it in the batch holding their slots. A
 * successful row takes its slots in `slots`; an observed one takes none.
 */
export function checkBulkRow(
  values: BulkRowValues & PickedValues,
  facts: BulkRowFacts,
  slots: BatchSlots,
  personSlot: PersonAccreditation,
): BulkIssue[] {
  const cells = cellIssues(values, facts.newPerson);
  if (cells.length > 0) return cells;
  const { submit } = facts;
  const personId = submit.person?.personId ?? '';
  const body = { ...values, personId, contractId: submit.contract?.contractId ?? '' };
  const input = { ...submit, body, picked: facts.picked, requirements: facts.requirements };
  const request = attempt(() => submitRequest(input, initialRequest()));
  if (request.length > 0) return request;
  const slot = { personId, requestId: submit.requestId, contractId: body.contractId };
  let opened: PersonAccreditationEvent[] = [];
  let taken: ContractQuotaEvent[] = [];
  const held = attempt(() => {
    opened = openPersonRequest(
      { ...slot, clientId: submit.submitter.clientId, today: submit.today },
      personSlot,
    );
    taken = takeQuotaSlot({ ...slot, quota: facts.quota }, slots.quota);
  });
  if (held.length > 0) return held;
  slots.people.set(personId, opened.reduce(evolvePersonAccreditation, personSlot));
  slots.quota = taken.reduce(evolveContractQuota, slots.quota);
  return [];
}
