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

const dateIssue = (
  values: BulkRowValues,
  field: 'startDate' | 'endDate' | 'birthDate',
): BulkIssue[] =>
  IsoDateSchema.safeParse(values[field]).success ? [] : [{ field, message: 'common:invalidDate' }];

const missing = (values: BulkRowValues, fields: ReadonlyArray<keyof BulkRowValues>) =>
  fields
    .filter((f) => values[f] === '')
    .map((field) => ({ field, message: 'common:requiredField' }));

/** A new person's birth date (when given) and gender (from its list). */
function newPersonCells(values: BulkRowValues): BulkIssue[] {
  const issues = values.birthDate === '' ? [] : dateIssue(values, 'birthDate');
  if (!['', 'M', 'F'].includes(values.gender))
    issues.push({ field: 'gender', message: 'catalogs:invalidOption' });
  return issues;
}

/** The document's form by its type (e.g. a DNI of 8 digits), once type and number are there. */
function documentIssue(values: BulkRowValues): BulkIssue[] {
  if (values.documentType === '' || values.documentNumber === '') return [];
  const format = documentFormatIssue(values.documentType, values.documentNumber);
  return format ? [{ field: 'documentNumber', message: format }] : [];
}

/** The row's own cells: required ones, dates, the document's format by its type, the gender. */
export function cellIssues(values: BulkRowValues, newPerson: boolean): BulkIssue[] {
  return [
    ...missing(values, newPerson ? [...REQUIRED, ...REQUIRED_NEW] : REQUIRED),
    ...dateIssue(values, 'startDate'),
    ...dateIssue(values, 'endDate'),
    ...(newPerson ? newPersonCells(values) : []),
    ...documentIssue(values),
  ];
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
  held: { slots: BatchSlots; personSlot: PersonAccreditation },
): BulkIssue[] {
  const { slots, personSlot } = held;
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
  const refused = attempt(() => {
    opened = openPersonRequest(
      { ...slot, clientId: submit.submitter.clientId, today: submit.today },
      personSlot,
    );
    taken = takeQuotaSlot({ ...slot, quota: facts.quota }, slots.quota);
  });
  if (refused.length > 0) return refused;
  slots.people.set(personId, opened.reduce(evolvePersonAccreditation, personSlot));
  slots.quota = taken.reduce(evolveContractQuota, slots.quota);
  return [];
}
