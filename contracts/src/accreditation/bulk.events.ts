import { z } from 'zod';
import { eventDefinition, type EventsOf, type RegisteredEvent } from '../shared/event-registry';
import { BulkIssueSchema, BulkRowValuesSchema } from './bulk.schemas';

/** Events of a bulk batch (accreditation.bulk-<batchId>). */
export const BulkFileLoadedDataSchema = z.object({
  batchId: z.string(),
  userId: z.string(),
  clientId: z.string(),
  companyId: z.string(),
  contractId: z.string(),
  profile: z.string(),
  place: z.string(),
  fileName: z.string(),
  sha256: z.string(),
  rows: z.array(z.object({ row: z.number(), values: BulkRowValuesSchema })),
});
export const BulkRowsCheckedDataSchema = z.object({
  batchId: z.string(),
  rows: z.array(
    z.object({
      row: z.number(),
      status: z.enum(['observed', 'successful']),
      issues: z.array(BulkIssueSchema),
      personId: z.string().nullable(),
    }),
  ),
});
export const BulkRowFixedDataSchema = z.object({
  batchId: z.string(),
  row: z.number(),
  values: BulkRowValuesSchema,
});
export const BulkSendStartedDataSchema = z.object({ batchId: z.string(), userId: z.string() });
export const BulkRowsProcessedDataSchema = z.object({
  batchId: z.string(),
  rows: z.array(
    z.object({ row: z.number(), personId: z.string(), requestId: z.string(), code: z.string() }),
  ),
});

export const BULK_EVENTS = {
  'accreditation.BulkFileLoaded': eventDefinition(BulkFileLoadedDataSchema),
  'accreditation.BulkRowsChecked': eventDefinition(BulkRowsCheckedDataSchema),
  'accreditation.BulkRowFixed': eventDefinition(BulkRowFixedDataSchema),
  'accreditation.BulkSendStarted': eventDefinition(BulkSendStartedDataSchema),
  'accreditation.BulkRowsProcessed': eventDefinition(BulkRowsProcessedDataSchema),
};
type Bulk = typeof BULK_EVENTS;
type Of<K extends Extract<keyof Bulk, string>> = RegisteredEvent<Bulk, K>;

export type BulkFileLoaded = Of<'accreditation.BulkFileLoaded'>;
export type BulkRowsChecked = Of<'accreditation.BulkRowsChecked'>;
export type BulkRowFixed = Of<'accreditation.BulkRowFixed'>;
export type BulkSendStarted = Of<'accreditation.BulkSendStarted'>;
export type BulkRowsProcessed = Of<'accreditation.BulkRowsProcessed'>;
export type BulkEvent = EventsOf<Bulk, Extract<keyof Bulk, string>>;
