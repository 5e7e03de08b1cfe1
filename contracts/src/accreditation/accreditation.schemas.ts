import { z } from 'zod';
import { CommandIdSchema } from '../shared/events';
import { IsoDateSchema } from '../shared/dates';

/**
 * Request statuses of the spec: Incompleta, Pendiente, Observada, Rechazada, Aprobada, and the one
 * the spec "also shows": removed by the applicant (Eliminada).
 */
export const REQUEST_STATUSES = ['I', 'P', 'O', 'R', 'A', 'E'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
export const REQUEST_STATUS_LABELS: Record<RequestStatus, string> = {
  I: 'Incompleta',
  P: 'Pendiente',
  O: 'Observada',
  R: 'Rechazada',
  A: 'Aprobada',
  E: 'Eliminada',
};

/** Statuses a request may be removed in (domain spec §4: only incomplete and pending ones; attended ones never). */
export const REMOVABLE_REQUEST_STATUSES: readonly RequestStatus[] = ['I', 'P'];

/** At most this many requests are removed by one bulk command. */
export const MAX_REMOVED_REQUESTS = 100;

const text = (max: number) => z.string().trim().max(max, 'common:tooLong');

/**
 * The request's fields chosen from a list (spec §3 "Accreditation request"): place, profile,
 * organisational unit, cost center, position and function. Each names an item of its catalogue
 * (the position: a position of the client, by id); all are required to send the request.
 */
export const REQUEST_PICKED_FIELDS = [
  'place',
  'profile',
  'organisationalUnit',
  'costCenter',
  'positionId',
  'function',
] as const;
export type RequestPickedField = (typeof REQUEST_PICKED_FIELDS)[number];
/** The catalogue of each picked field but the position (a master record). */
export const REQUEST_FIELD_CATALOGS = {
  place: 'places',
  profile: 'accreditation-profiles',
  organisationalUnit: 'organisational-units',
  costCenter: 'cost-centers',
  function: 'functions',
} as const satisfies Record<Exclude<RequestPickedField, 'positionId'>, string>;

const requiredCode = z
  .string({ error: 'common:requiredField' })
  .trim()
  .min(1, 'common:requiredField')
  .max(64, 'common:tooLong');
const draftCode = text(64).optional().default('');
const PICKED_REQUIRED = {
  place: requiredCode,
  profile: requiredCode,
  organisationalUnit: requiredCode,
  costCenter: requiredCode,
  positionId: requiredCode,
  function: requiredCode,
};
const PICKED_DRAFT = {
  place: draftCode,
  profile: draftCode,
  organisationalUnit: draftCode,
  costCenter: draftCode,
  positionId: draftCode,
  function: draftCode,
};

export const SubmitRequestBodySchema = z
  .object({
    commandId: CommandIdSchema,
    /** the draft (Incompleta) this submission sends; absent for a request sent at once */
    requestId: z.string().min(1).max(64).optional(),
    personId: z.string({ error: 'common:requiredField' }).min(1, 'common:requiredField').max(64),
    contractId: z.string({ error: 'common:requiredField' }).min(1, 'common:requiredField').max(64),
    startDate: IsoDateSchema,
    endDate: IsoDateSchema,
    reason: text(200).min(1, 'common:requiredField'),
    observation: text(500).optional().default(''),
    ...PICKED_REQUIRED,
  })
  .strict()
  .refine((b) => b.endDate >= b.startDate, { path: ['endDate'], error: 'common:dateRange' });
export type SubmitRequestBody = z.infer<typeof SubmitRequestBodySchema>;

/** A date a draft may still lack. */
const DraftDateSchema = z
  .union([IsoDateSchema, z.literal('')])
  .optional()
  .default('');

/**
 * Save a draft (Incompleta): a new one, or the given draft again. The person and the contract are
 * needed to keep it; the rest may wait until it is sent through registrar.
 */
export const SaveDraftBodySchema = z
  .object({
    commandId: CommandIdSchema,
    requestId: z.string().min(1).max(64).optional(),
    personId: z.string({ error: 'common:requiredField' }).min(1, 'common:requiredField').max(64),
    contractId: z.string({ error: 'common:requiredField' }).min(1, 'common:requiredField').max(64),
    startDate: DraftDateSchema,
    endDate: DraftDateSchema,
    reason: text(200).optional().default(''),
    observation: text(500).optional().default(''),
    ...PICKED_DRAFT,
  })
  .strict()
  .refine((b) => !b.startDate || !b.endDate || b.endDate >= b.startDate, {
    path: ['endDate'],
    error: 'common:dateRange',
  });
export type SaveDraftBody = z.infer<typeof SaveDraftBodySchema>;

export const DECISIONS = ['approve', 'observe', 'reject'] as const;
export type Decision = (typeof DECISIONS)[number];

export const DecideRequestBodySchema = z
  .object({
    commandId: CommandIdSchema,
    requestId: z.string().min(1, 'common:requiredField').max(64),
    comment: text(500).optional().default(''),
  })
  .strict();
export type DecideRequestBody = z.infer<typeof DecideRequestBodySchema>;

/** Observe and reject need a comment saying why. */
export const DecideWithReasonBodySchema = DecideRequestBodySchema.extend({
  comment: text(500).min(1, 'common:requiredField'),
}).strict();

export const ResubmitRequestBodySchema = z
  .object({
    commandId: CommandIdSchema,
    requestId: z.string().min(1, 'common:requiredField').max(64),
    startDate: IsoDateSchema,
    endDate: IsoDateSchema,
    reason: text(200).min(1, 'common:requiredField'),
    observation: text(500).optional().default(''),
  })
  .strict()
  .refine((b) => b.endDate >= b.startDate, { path: ['endDate'], error: 'common:dateRange' });
export type ResubmitRequestBody = z.infer<typeof ResubmitRequestBodySchema>;

/** Remove one request or many (bulk): the removable ones go, the answer says which did not. */
export const RemoveRequestsBodySchema = z
  .object({
    commandId: CommandIdSchema,
    requestIds: z
      .array(z.string().min(1, 'common:requiredField').max(64), { error: 'common:requiredField' })
      .min(1, 'common:requiredField')
      .max(MAX_REMOVED_REQUESTS, 'common:tooMany'),
  })
  .strict()
  .refine((b) => new Set(b.requestIds).size === b.requestIds.length, {
    path: ['requestIds'],
    error: 'common:duplicated',
  });
export type RemoveRequestsBody = z.infer<typeof RemoveRequestsBodySchema>;

/** What a removal answers besides the command result: the ids removed and the ids kept, with why. */
export const RemoveRequestsResultSchema = z.object({
  removed: z.array(z.string()),
  notRemoved: z.array(z.object({ requestId: z.string(), code: z.string() })),
});
export type RemoveRequestsResult = z.infer<typeof RemoveRequestsResultSchema>;
