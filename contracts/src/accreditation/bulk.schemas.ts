import { z } from 'zod';
import { CommandIdSchema } from '../shared/events';

/**
 * The bulk (mass) request from a spreadsheet (domain spec §2 "Bulk request tabs": Company data,
 * Person file, Data validation, Processed requests; §4 "Bulk-load row statuses"). One batch per
 * uploaded file, company data and user: its stream is accreditation.bulk-<batchId>.
 */
export const bulkBatchStream = (batchId: string) => `accreditation.bulk-${batchId}`;

/** The template's columns, in order: the person (found by document, else created) and the request. */
export const BULK_COLUMNS = [
  'documentType',
  'documentNumber',
  'surnames',
  'names',
  'gender',
  'birthDate',
  'startDate',
  'endDate',
  'reason',
  'observation',
  'organisationalUnit',
  'costCenter',
  'positionId',
  'function',
] as const;
export type BulkColumn = (typeof BULK_COLUMNS)[number];
export type BulkRowValues = Record<BulkColumn, string>;

/** Most rows one file may carry. */
export const BULK_MAX_ROWS = 5000;

export const BULK_ROW_STATUSES = ['loaded', 'observed', 'successful', 'processed'] as const;
export type BulkRowStatus = (typeof BULK_ROW_STATUSES)[number];

/** Where a batch stands: validating its rows, waiting to be sent, sending, or done. */
export const BULK_PHASES = ['validating', 'validated', 'sending', 'sent'] as const;
export type BulkPhase = (typeof BULK_PHASES)[number];

const cell = z.string().trim().max(200, 'common:tooLong');
export const BulkRowValuesSchema = z.object(
  Object.fromEntries(BULK_COLUMNS.map((c) => [c, cell.optional().default('')])) as Record<
    BulkColumn,
    z.ZodDefault<z.ZodOptional<typeof cell>>
  >,
);

export const BulkIssueSchema = z.object({ field: z.string(), message: z.string() });
export type BulkIssue = z.infer<typeof BulkIssueSchema>;

const id = z.string({ error: 'common:requiredField' }).trim().min(1, 'common:requiredField');

/** Tab 1, Company data: the client is the caller's; the company, contract, profile and place. */
export const BulkCompanyDataSchema = z.object({
  companyId: id.max(64),
  contractId: id.max(64),
  profile: id.max(64),
  place: id.max(64),
});
export type BulkCompanyData = z.infer<typeof BulkCompanyDataSchema>;

/** The upload's query: the company data and the file's name (the body is the file's bytes). */
export const BulkUploadParamsSchema = BulkCompanyDataSchema.extend({
  fileName: z.string().trim().max(200, 'common:tooLong').optional().default(''),
}).strict();
export type BulkUploadParams = z.infer<typeof BulkUploadParamsSchema>;

export const BulkFixRowBodySchema = z
  .object({
    commandId: CommandIdSchema,
    batchId: id.max(64),
    row: z.number().int().min(1),
    values: BulkRowValuesSchema,
  })
  .strict();
export type BulkFixRowBody = z.infer<typeof BulkFixRowBodySchema>;

export const BulkSendBodySchema = z
  .object({ commandId: CommandIdSchema, batchId: id.max(64) })
  .strict();
export type BulkSendBody = z.infer<typeof BulkSendBodySchema>;

export const BulkBatchQuerySchema = z.object({ batchId: id.max(64) });

/** One row of a batch as the screens show it. */
export const BulkRowViewSchema = z.object({
  row: z.number(),
  values: BulkRowValuesSchema,
  status: z.enum(BULK_ROW_STATUSES),
  issues: z.array(BulkIssueSchema),
  personId: z.string().nullable(),
  requestId: z.string().nullable(),
  code: z.string().nullable(),
});
export type BulkRowView = z.infer<typeof BulkRowViewSchema>;

/** A batch (read model bulk-batches.v1): its rows and its progress (rows done of total). */
export const BulkBatchViewSchema = z.object({
  batchId: z.string(),
  userId: z.string(),
  clientId: z.string(),
  companyId: z.string(),
  contractId: z.string(),
  profile: z.string(),
  place: z.string(),
  fileName: z.string(),
  phase: z.enum(BULK_PHASES),
  total: z.number(),
  done: z.number(),
  counts: z.record(z.enum(BULK_ROW_STATUSES), z.number()),
  rows: z.array(BulkRowViewSchema),
  version: z.number(),
});
export type BulkBatchView = z.infer<typeof BulkBatchViewSchema>;

/** What the socket pushes to bulk:<userId> while a batch moves (the rows are fetched on demand). */
export type BulkProgress = Omit<BulkBatchView, 'rows'>;
