import { z } from 'zod';
import { CommandAnswerSchema, gridPageOf } from '../shared/answers';
import {
  REQUIREMENT_DOCUMENT_STATUSES,
  REQUIREMENT_ENTITIES,
  REQUIREMENT_KINDS,
} from './requirements.schemas';

/**
 * The answers of the requirements calls: the rows of requirement_types_v1,
 * requirement_documents_v1 and requirement_status_v1 (RequirementTypeRow, RequirementDocumentRow,
 * RequirementStatusRow in requirements.read.ts), the lapses chart and the mass update. Not strict.
 */
const ids = z.array(z.string());
export const RequirementTypeRowSchema = z.object({
  code: z.string(),
  description: z.string(),
  entity: z.enum(REQUIREMENT_ENTITIES),
  kind: z.enum(REQUIREMENT_KINDS),
  notifyDaysBefore: z.number().int(),
  active: z.boolean(),
  applicability: z.object({
    clientIds: ids,
    contractIds: ids,
    positionTypeIds: ids,
    zoneIds: ids,
  }),
  version: z.number().int(),
});
export const RequirementTypesPageSchema = gridPageOf(RequirementTypeRowSchema);

export const RequirementDocumentRowSchema = z.object({
  docId: z.string(),
  subjectEntity: z.enum(REQUIREMENT_ENTITIES),
  subjectId: z.string(),
  clientId: z.string(),
  companyId: z.string(),
  typeCode: z.string(),
  status: z.enum(REQUIREMENT_DOCUMENT_STATUSES),
  issuedOn: z.string(),
  expiresOn: z.string(),
  fileHash: z.string(),
  fileName: z.string(),
  size: z.number().int(),
  submittedBy: z.string(),
  submittedAt: z.string(),
  reviewedBy: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  rejectReason: z.string().nullable(),
  noticeSentOn: z.string().optional(),
  version: z.number().int(),
});
export const RequirementDocumentsAnswerSchema = z.array(RequirementDocumentRowSchema);

export const RequirementStatusRowSchema = z.object({
  subjectEntity: z.enum(REQUIREMENT_ENTITIES),
  subjectId: z.string(),
  subjectName: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  clientId: z.string(),
  typeCode: z.string(),
  typeDescription: z.string(),
  docId: z.string(),
  status: z.enum([...REQUIREMENT_DOCUMENT_STATUSES, 'missing']),
  issuedOn: z.string(),
  expiresOn: z.string(),
  expiryMonth: z.string(),
  reviewedBy: z.string().nullable(),
  reviewerName: z.string().nullable(),
  rejectReason: z.string().nullable(),
  submittedAt: z.string(),
  noticeSentOn: z.string().optional(),
  version: z.number().int(),
});
export const RequirementReportPageSchema = gridPageOf(RequirementStatusRowSchema);
export const RequirementLapsesAnswerSchema = z.array(
  z.object({ month: z.string(), count: z.number().int() }),
);

/** registrar (a document): the command's answer and the new document's id. */
export const SubmitRequirementDocumentAnswerSchema = CommandAnswerSchema.extend({
  docId: z.string(),
});

/** The mass update: its id and each worker's outcome (RequirementUpdateOutcome). */
export const RequirementsUpdateAnswerSchema = z.object({
  updateId: z.string(),
  results: z.array(
    z.union([
      z.object({ personId: z.string(), updated: z.literal(true), docId: z.string() }),
      z.object({
        personId: z.string(),
        updated: z.literal(false),
        code: z.string(),
        message: z.string(),
      }),
    ]),
  ),
});
