import { z } from 'zod';
import {
  REQUIREMENT_ENTITIES,
  type RequirementApplicability,
  type RequirementDocumentStatus,
  type RequirementEntity,
  type RequirementKind,
} from './requirements.schemas';

/** A requirement type as the grids and pickers read it (requirement_types_v1). */
export interface RequirementTypeRow {
  code: string;
  description: string;
  entity: RequirementEntity;
  kind: RequirementKind;
  notifyDaysBefore: number;
  active: boolean;
  applicability: RequirementApplicability;
  version: number;
}

/** One submitted document (requirement_documents_v1): a subject's history, newest first. */
export interface RequirementDocumentRow {
  docId: string;
  subjectEntity: RequirementEntity;
  subjectId: string;
  clientId: string;
  companyId: string;
  typeCode: string;
  status: RequirementDocumentStatus;
  issuedOn: string;
  expiresOn: string;
  fileHash: string;
  fileName: string;
  size: number;
  submittedBy: string;
  submittedAt: string;
  reviewedBy: string | null;
  reviewedAt: string | null;
  rejectReason: string | null;
  /** the site date the expiry notice went out (absent: none yet) */
  noticeSentOn?: string;
  version: number;
}

/** A report row's state: its latest document's, or `missing` (an applicable type, no document). */
export type RequirementReportStatus = RequirementDocumentStatus | 'missing';

/**
 * The latest document of one subject × client × type (requirement_status_v1): the report's row.
 * expiryMonth is `yyyy-MM` of expiresOn (the month/year range filters). A `missing` row (a type
 * that applies to an accredited person who has no document of it) has docId, dates and month ''.
 * reviewerName is the reviewer's full name (reviewedBy: their username).
 */
export interface RequirementStatusRow {
  subjectEntity: RequirementEntity;
  subjectId: string;
  subjectName: string;
  companyId: string;
  companyName: string;
  clientId: string;
  typeCode: string;
  typeDescription: string;
  docId: string;
  status: RequirementReportStatus;
  issuedOn: string;
  expiresOn: string;
  expiryMonth: string;
  reviewedBy: string | null;
  reviewerName: string | null;
  rejectReason: string | null;
  submittedAt: string;
  /** the site date the expiry notice went out (absent: none yet) */
  noticeSentOn?: string;
  version: number;
}

export const REQUIREMENT_STATUS_GRID_FIELDS = [
  'subjectEntity',
  'subjectId',
  'subjectName',
  'companyId',
  'companyName',
  'typeCode',
  'typeDescription',
  'status',
  'issuedOn',
  'expiresOn',
  'expiryMonth',
  'submittedAt',
] as const;

export const REQUIREMENT_TYPE_GRID_FIELDS = [
  'code',
  'description',
  'entity',
  'kind',
  'active',
] as const;

/** The report's state filter: in force, expiring within `days`, lapsed, pending, rejected, missing. */
export const REQUIREMENT_REPORT_STATES = [
  'inForce',
  'expiring',
  'lapsed',
  'pending',
  'rejected',
  'missing',
] as const;
export type RequirementReportState = (typeof REQUIREMENT_REPORT_STATES)[number];

const month = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'requirements:monthFormat')
  .optional();

/** GET /api/RequisitoReporte/listar and /caducidades: state, days ahead, expiry month range. */
export const RequirementReportParamsSchema = z.object({
  state: z.enum(REQUIREMENT_REPORT_STATES, { error: 'requirements:stateInvalid' }).optional(),
  days: z.coerce.number().int().min(1).max(365).optional(),
  fromMonth: month,
  toMonth: month,
});
export type RequirementReportParams = z.infer<typeof RequirementReportParamsSchema>;

/** GET /api/RequisitoDocumento/listar and /archivo: one subject (and a document). */
export const RequirementSubjectQuerySchema = z.object({
  entity: z.enum(REQUIREMENT_ENTITIES, { error: 'common:requiredField' }),
  id: z.string({ error: 'common:requiredField' }).trim().min(1, 'common:requiredField').max(64),
});
export const RequirementFileQuerySchema = z.object({
  docId: z.string({ error: 'common:requiredField' }).trim().min(1, 'common:requiredField').max(64),
});

/** One bar of the lapses chart: how many documents expire(d) in that month. */
export interface RequirementLapsesPoint {
  month: string;
  count: number;
}

/** A booking a required document's lapse cuts short (the daily job's flag), as a booking screen shows it. */
export interface BookingFlagView {
  /** requirements.expiresDuringStay (expiresOn set) or requirements.expiredDocument */
  code: string;
  document: string;
  expiresOn: string | null;
}
