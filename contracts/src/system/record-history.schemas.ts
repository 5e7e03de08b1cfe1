import { z } from 'zod';

/** GET /api/historial?stream=<streamName>: every event of one record's stream, with its audit fields. */
export const RecordHistoryQuerySchema = z.object({
  stream: z
    .string({ error: 'common:requiredField' })
    .min(3, 'common:requiredField')
    .max(200, 'common:tooLong')
    .regex(/^[a-z]+\.[a-z-]+-[A-Za-z0-9_.:-]+$/, 'recordHistory:invalidStream'),
});
export type RecordHistoryQuery = z.infer<typeof RecordHistoryQuerySchema>;

export interface RecordHistoryEvent {
  type: string;
  at: string;
  by: string;
  revision: number;
  position: number;
  data: Record<string, unknown>;
}

/** Audit fields of the spec (creating / modifying user and date) plus the events themselves. */
export interface RecordHistory {
  createdBy: string;
  createdAt: string;
  modifiedBy: string;
  modifiedAt: string;
  events: RecordHistoryEvent[];
}

/** Keys never shown in a history (a repository's password hash, secrets). */
export const HIDDEN_HISTORY_KEY = /password|hash|secret|salt/i;

/** The context of a stream name: `catalog.item-x-y` → `catalog`. */
export const streamContextOf = (stream: string): string => stream.split('.')[0] ?? '';
