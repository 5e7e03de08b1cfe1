import {
  STREAMS,
  personDocumentStream,
  type BulkIssue,
  type BulkRowValues,
} from '@faena/contracts';
import { deterministicUuid } from '@faena/core';
import type { StreamReader } from '../../platform/commands/command-runner';
import { personAccreditationSpec, personFactsSpec } from '../accreditation.streams';
import { pickedFactsFor } from '../commands/request-field-facts';
import { requirementsFor } from '../commands/request-requirement-facts';
import { requestCodeOf, requestIdFor } from '../commands/submit-request/submit-request.handler';
import { checkBulkRow, type BatchSlots, type BulkRowFacts } from '../domain/bulk-row';
import { personNameOf } from '../domain/master-data';
import type { SubmitInput, Submitter } from '../domain/request.decider';

type ContractFacts = NonNullable<SubmitInput['contract']> & { quota: number; companyId: string };
import { documentOf } from './batch-slots';
import { documentHolderSpec } from './document-holder';

/** What every row of a batch shares: the caller, the day, the contract and the company data. */
export interface BatchContext {
  batchId: string;
  today: string;
  submitter: Submitter;
  contract: ContractFacts | null;
  profile: string;
  place: string;
}

/** The command ids of a row: derived from the batch and the row, so a retry sends nothing twice. */
export const rowCommandId = (batchId: string, row: number, what: 'person' | 'request') =>
  deterministicUuid(`accreditation.bulk.${what}`, `${batchId}:${row}`);

/** The person of a row: the holder of its document, or null when the row will create it. */
export async function personOfRow(reader: StreamReader, values: BulkRowValues) {
  if (values.documentType === '' || values.documentNumber === '') return null;
  const stream = personDocumentStream(values.documentType, values.documentNumber);
  const holder = await reader.load(stream, documentHolderSpec);
  return holder === null ? null : reader.load(STREAMS.person(holder), personFactsSpec);
}

/** A row's values as the request's fields (the company data's profile and place for every row). */
export const requestValuesOf = (ctx: BatchContext, values: BulkRowValues) => ({
  startDate: values.startDate,
  endDate: values.endDate,
  reason: values.reason,
  observation: values.observation,
  place: ctx.place,
  profile: ctx.profile,
  organisationalUnit: values.organisationalUnit,
  costCenter: values.costCenter,
  positionId: values.positionId,
  function: values.function,
});

type Row = { row: number; values: BulkRowValues };
type Person = Awaited<ReturnType<typeof personOfRow>>;

/** The person as the request rules see it: the one found, or the one the row will create. */
function personFactsOf(ctx: BatchContext, row: Row, person: Person) {
  const known = person ?? newPersonOf(ctx, row);
  return {
    personId: known.personId,
    personName: personNameOf(person ?? row.values),
    documentNumber: row.values.documentNumber,
    companyId: known.companyId,
    companyName: known.companyName,
  };
}

/** The row's person to be created: a provisional id, the contract's company, no company name yet. */
const newPersonOf = (ctx: BatchContext, row: Row) => ({
  personId: `new-${ctx.batchId.slice(0, 8)}-${String(row.row)}`,
  companyId: ctx.contract?.companyId ?? '',
  companyName: '',
});

/** What a row is checked against, read from the same streams an individual request reads. */
async function factsOf(
  reader: StreamReader,
  ctx: BatchContext,
  { row, person }: { row: Row; person: Person },
) {
  const facts = personFactsOf(ctx, row, person);
  const { personId } = facts;
  const requestId = requestIdFor(rowCommandId(ctx.batchId, row.row, 'request'));
  const clientId = ctx.submitter.clientId;
  const contractId = ctx.contract?.contractId ?? '';
  const today = ctx.today;
  const rowFacts: BulkRowFacts = {
    submit: {
      requestId,
      code: requestCodeOf(requestId),
      today,
      submitter: ctx.submitter,
      person: facts,
      contract: ctx.contract,
    },
    picked: await pickedFactsFor(reader, clientId, requestValuesOf(ctx, row.values)),
    requirements: await requirementsFor(reader, { personId, clientId, contractId, today }),
    newPerson: person === null,
    quota: ctx.contract?.quota ?? 0,
  };
  const slotStream = STREAMS.personAccreditation(personId, clientId);
  return { rowFacts, personSlot: await reader.load(slotStream, personAccreditationSpec) };
}

const DUPLICATE = [{ field: 'documentNumber', message: 'bulk:duplicateInFile' }];

/**
 * Checks one row as an individual request would be (reading the same streams), the rows checked
 * before it holding their slots in `slots`. Answers the issues (none: successful) and the person.
 */
export async function checkRow(
  reader: StreamReader,
  ctx: BatchContext,
  { slots, row }: { slots: BatchSlots & { documents: Set<string> }; row: Row },
): Promise<{ issues: BulkIssue[]; personId: string | null }> {
  const document = documentOf(row.values);
  if (row.values.documentNumber !== '' && slots.documents.has(document))
    return { issues: DUPLICATE, personId: null };
  const person = await personOfRow(reader, row.values);
  const { rowFacts, personSlot } = await factsOf(reader, ctx, { row, person });
  const values = { ...row.values, ...requestValuesOf(ctx, row.values) };
  const issues = checkBulkRow(values, rowFacts, { slots, personSlot });
  if (issues.length === 0) slots.documents.add(document);
  return { issues, personId: person?.personId ?? null };
}
