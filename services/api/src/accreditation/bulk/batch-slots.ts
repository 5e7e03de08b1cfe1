import { STREAMS, documentKey, type BulkRowValues } from '@faena/contracts';
import type { StreamReader } from '../../platform/commands/command-runner';
import { contractQuotaSpec } from '../accreditation.streams';
import type { BulkBatch } from '../domain/bulk-batch.decider';
import { evolveContractQuota } from '../domain/contract-quota.decider';
import type { BatchSlots } from '../domain/bulk-row';

export const documentOf = (v: BulkRowValues) => documentKey(v.documentType, v.documentNumber);

/**
 * The slots a row is checked against: the contract's quota as its stream holds it, plus one slot
 * for every successful row of the batch not yet sent (they will take theirs), and the documents
 * of the batch's other successful or processed rows (a person goes once per file).
 */
export async function slotsOf(
  reader: StreamReader,
  batch: BulkBatch,
  except: ReadonlySet<number>,
): Promise<BatchSlots & { documents: Set<string> }> {
  if (!batch.exists) throw new Error('slotsOf: no batch');
  let quota = await reader.load(STREAMS.contractQuota(batch.header.contractId), contractQuotaSpec);
  const documents = new Set<string>();
  for (const row of batch.rows.values()) {
    if (except.has(row.row) || (row.status !== 'successful' && row.status !== 'processed'))
      continue;
    documents.add(documentOf(row.values));
    if (row.status === 'successful')
      quota = evolveContractQuota(quota, {
        type: 'accreditation.QuotaSlotTaken',
        data: {
          contractId: batch.header.contractId,
          requestId: `bulk-row-${String(row.row)}`,
          personId: '',
        },
      });
  }
  return { quota, people: new Map(), documents };
}
