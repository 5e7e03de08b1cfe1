import { z } from 'zod';
import { YyyymmddSchema } from '../shared/dates';
import type { RequestData } from './accreditation.events';
import type { RequestStatus } from './accreditation.schemas';
import type { RequestAttachment } from './attachment.schemas';

/* The read side of accreditation requests: the grid's row and fields, a request's timeline. */

/** A row of the requests grid (approver queue, requester list): the request's record, then its state. */
export interface RequestRow extends RequestData {
  status: RequestStatus;
  submittedAt: string;
  decidedBy: string | null;
  decidedAt: string | null;
  lastComment: string;
  /** the PDFs attached to it, in the order they were added */
  attachments: RequestAttachment[];
  version: number;
  /** accepted over the contract's endowment (the client's 'warn' policy); absent: within it */
  overEndowment?: boolean;
}
export const REQUEST_GRID_FIELDS = [
  'code',
  'personName',
  'documentNumber',
  'companyName',
  'companyId',
  'contractCode',
  'status',
  'submittedBy',
  'submittedAt',
  'startDate',
  'endDate',
  'decidedAt',
] as const;

/**
 * The requests grid's date filter (spec: "Filter fields FechaInicio and FechaFin, sent as
 * yyyyMMdd"): the first and the last day on which the requests were submitted, both included.
 * Sent as query parameters (`FechaInicio=20260901&FechaFin=20261130`) or as grid filter
 * conditions (`["FechaInicio", ">=", "20260901"]`, `["FechaFin", "<=", "20261130"]`).
 */
export const REQUEST_DATE_FILTER = { start: 'FechaInicio', end: 'FechaFin' } as const;

export const RequestDateParamsSchema = z.object({
  FechaInicio: YyyymmddSchema.optional(),
  FechaFin: YyyymmddSchema.optional(),
});
export type RequestDateParams = z.infer<typeof RequestDateParamsSchema>;

/** An entry of a request's timeline: every event with who, when and what. */
export interface HistoryEntry {
  position: number;
  revision: number;
  type: string;
  occurredAt: string;
  userId: string;
  profileId: string | null;
  data: Record<string, unknown>;
  /** the user's full name (the history answer and the live push give it when the user is known) */
  userName?: string;
}
export interface RequestHistory {
  requestId: string;
  entries: HistoryEntry[];
  /** the request as of the last entry shown (time travel with untilPosition) */
  stateAsOf: { status: RequestStatus | null; position: number };
}

/** GET obtener: one request (afterPosition: ReadOptionsSchema). */
export const RequestIdQuerySchema = z.object({
  requestId: z.string().min(1, 'common:requiredField').max(64),
});
/** GET historial: a request's timeline, optionally as of a global position (time travel). */
export const RequestHistoryQuerySchema = RequestIdQuerySchema.extend({
  untilPosition: z.coerce.number().int().min(0).optional(),
});
