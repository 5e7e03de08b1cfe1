import { z } from 'zod';
import { CommandAnswerSchema, gridPageOf } from '../shared/answers';
import { REQUIREMENT_KINDS } from '../requirements/requirements.schemas';
import { REQUEST_STATUSES, RemoveRequestsResultSchema } from './accreditation.schemas';
import { RequestDataSchema } from './accreditation.events';
import { AttachRequestFileResultSchema, RequestAttachmentSchema } from './attachment.schemas';
import { DEMOBILIZATION_STATUSES } from './demobilization.schemas';
import { REQUEST_REQUIREMENT_STATES } from './request-requirements.schemas';
import { VEHICLE_REQUEST_STATUSES, VEHICLE_DENY_REASONS } from './vehicle-request.schemas';
import { VehicleRequestDataSchema } from './vehicle-request.events';

/**
 * The answers of the accreditation calls (requests, demobilizations, visits, vehicle requests):
 * the rows as their read models keep them (RequestRow, DemobilizationRow, VehicleRequestRow, …)
 * and what each command answers besides its CommandAnswerSchema. Not strict (see answers.ts).
 */

/** A command that opens a record answers its readable code too (SOL-…, DES-…, VIS-…, SOV-…). */
export const CodedCommandAnswerSchema = CommandAnswerSchema.extend({ code: z.string() });
export const AttachRequestFileAnswerSchema = CommandAnswerSchema.extend(
  AttachRequestFileResultSchema.shape,
);
export const RemoveRequestsAnswerSchema = CommandAnswerSchema.extend(
  RemoveRequestsResultSchema.shape,
);

/** A request (RequestRow): its record, then its state. */
export const RequestRowSchema = RequestDataSchema.extend({
  status: z.enum(REQUEST_STATUSES),
  submittedAt: z.string(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  lastComment: z.string(),
  attachments: z.array(RequestAttachmentSchema),
  version: z.number().int(),
  overEndowment: z.boolean().optional(),
});

/** An entry of a record's timeline (HistoryEntry). */
export const HistoryEntrySchema = z.object({
  position: z.number().int(),
  revision: z.number().int(),
  type: z.string(),
  occurredAt: z.string(),
  userId: z.string(),
  profileId: z.string().nullable(),
  data: z.record(z.string(), z.unknown()),
  userName: z.string().optional(),
});
export const RequestHistorySchema = z.object({
  requestId: z.string(),
  entries: z.array(HistoryEntrySchema),
  stateAsOf: z.object({
    status: z.enum(REQUEST_STATUSES).nullable(),
    position: z.number().int(),
  }),
});

/** One requirement of a request, or of a person on a contract (RequestRequirement). */
export const RequestRequirementSchema = z.object({
  code: z.string(),
  description: z.string(),
  kind: z.enum(REQUIREMENT_KINDS),
  state: z.enum(REQUEST_REQUIREMENT_STATES),
  docId: z.string().nullable(),
  fileName: z.string().nullable(),
  expiresOn: z.string().nullable(),
});
export const RequestRequirementsAnswerSchema = z.array(RequestRequirementSchema);

/** What the cascade of an approved demobilization released (ReleasedHolding). */
export const ReleasedHoldingSchema = z.object({
  kind: z.string(),
  ref: z.string(),
  label: z.string(),
  from: z.string(),
  to: z.string().nullable(),
});
/** A demobilization (DemobilizationRow). */
export const DemobilizationRowSchema = z.object({
  demobilizationId: z.string(),
  code: z.string(),
  personId: z.string(),
  personName: z.string(),
  documentNumber: z.string(),
  workerCode: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  clientId: z.string(),
  divisionId: z.string(),
  cessationReason: z.string(),
  cessationDate: z.string(),
  observation: z.string(),
  status: z.enum(DEMOBILIZATION_STATUSES),
  requestedBy: z.string(),
  requestedAt: z.string(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  lastComment: z.string(),
  version: z.number().int(),
  released: z.array(ReleasedHoldingSchema).optional(),
  cascadeDone: z.boolean().optional(),
});
/** approve: the command's answer and what the cascade released (absent when nothing was). */
export const ApproveDemobilizationAnswerSchema = CommandAnswerSchema.extend({
  released: z.array(ReleasedHoldingSchema).optional(),
});
/** A mass answer: one row per worker (or demobilization), done or refused with its reason. */
export const MassDemobilizationAnswerSchema = z.object({
  rows: z.array(
    z.union([
      z.object({
        key: z.string(),
        ok: z.literal(true),
        demobilizationId: z.string(),
        code: z.string().optional(),
        released: z.array(ReleasedHoldingSchema).optional(),
      }),
      z.object({ key: z.string(), ok: z.literal(false), error: z.string(), message: z.string() }),
    ]),
  ),
});

/** A vehicle request (VehicleRequestRow). */
export const VehicleRequestRowSchema = VehicleRequestDataSchema.extend({
  status: z.enum(VEHICLE_REQUEST_STATUSES),
  submittedAt: z.string(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  lastComment: z.string(),
  version: z.number().int(),
});
export const VehicleRequestsPageSchema = gridPageOf(VehicleRequestRowSchema);
export const VehicleRequestHistorySchema = z.object({
  requestId: z.string(),
  entries: z.array(HistoryEntrySchema),
});
/**
 * A visit's history (GET historial), like a vehicle request's: its stream's events with who did
 * each, and the company of each visitor (people.v1) for the detail view.
 */
export const VisitHistorySchema = z.object({
  visitId: z.string(),
  entries: z.array(HistoryEntrySchema),
  visitorCompanies: z.array(z.object({ personId: z.string(), companyName: z.string() })),
});
export type VisitHistory = z.infer<typeof VisitHistorySchema>;
/** The document a refused mark names (requirementExpired: with its expiry). */
export const RequirementNamedSchema = z.object({
  code: z.string(),
  description: z.string(),
  expiresOn: z.string().optional(),
});
/** A vehicle's door mark: granted or denied (reason), with its occupants' own marks. */
export const VehicleMarkAnswerSchema = CommandAnswerSchema.extend({
  commandId: z.string(),
  markId: z.string(),
  granted: z.boolean(),
  reason: z.enum(VEHICLE_DENY_REASONS).nullable(),
  requirement: RequirementNamedSchema.optional(),
  occupants: z.array(
    z.object({
      markType: z.enum(['C', 'P']),
      personId: z.string(),
      markId: z.string(),
      granted: z.boolean(),
      reason: z.string().nullable(),
      requirement: RequirementNamedSchema.optional(),
    }),
  ),
});

/** cargar: the command's answer, the batch the file became and its rows' count. */
export const BulkUploadAnswerSchema = CommandAnswerSchema.extend({
  batchId: z.string(),
  total: z.number().int(),
});
