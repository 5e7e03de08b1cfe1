import { z } from 'zod';
import { AttachedFileSchema } from '../administration/person.schemas';
import { IsoDateSchema } from '../shared/dates';
import { CommandIdSchema } from '../shared/events';

/** Who a requirement is about (domain spec §3): P person, V vehicle, C company. */
export const REQUIREMENT_ENTITIES = ['P', 'V', 'C'] as const;
export type RequirementEntity = (typeof REQUIREMENT_ENTITIES)[number];
/** Who supplies it: S the requester, A the authorizer checks it. */
export const REQUIREMENT_KINDS = ['S', 'A'] as const;
export type RequirementKind = (typeof REQUIREMENT_KINDS)[number];
/** A submitted document waits for review, then is approved or rejected with a reason. */
export const REQUIREMENT_DOCUMENT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type RequirementDocumentStatus = (typeof REQUIREMENT_DOCUMENT_STATUSES)[number];

const req = (max: number) =>
  z.string({ error: 'common:requiredField' }).trim().min(1, 'common:requiredField').max(max);
const ids = z.array(z.string().min(1).max(64)).max(500, 'common:tooMany');

/**
 * Where a type applies: a type is required of a subject when any of these lists names the
 * subject's client, contract, position type or zone (a zone may add its own requirement).
 * Empty lists: the type applies nowhere yet.
 */
export const RequirementApplicabilitySchema = z
  .object({
    clientIds: ids.default([]),
    contractIds: ids.default([]),
    positionTypeIds: ids.default([]),
    zoneIds: ids.default([]),
  })
  .strict();
export type RequirementApplicability = z.infer<typeof RequirementApplicabilitySchema>;

/** POST /api/RequisitoTipo/guardar: defines a type, or updates it when the code exists. */
export const SaveRequirementTypeBodySchema = z
  .object({
    commandId: CommandIdSchema,
    code: z
      .string({ error: 'common:requiredField' })
      .trim()
      .min(1, 'common:requiredField')
      .max(20, 'common:tooLong')
      .regex(/^[A-Z0-9_-]+$/, 'requirements:codeFormat'),
    description: req(120),
    entity: z.enum(REQUIREMENT_ENTITIES, { error: 'common:requiredField' }),
    kind: z.enum(REQUIREMENT_KINDS, { error: 'common:requiredField' }),
    notifyDaysBefore: z.number().int().min(0).max(365),
    active: z.boolean(),
    applicability: RequirementApplicabilitySchema,
  })
  .strict();
export type SaveRequirementTypeBody = z.infer<typeof SaveRequirementTypeBodySchema>;

export const RequirementSubjectSchema = z
  .object({
    entity: z.enum(REQUIREMENT_ENTITIES, { error: 'common:requiredField' }),
    id: req(64),
  })
  .strict();
export type RequirementSubject = z.infer<typeof RequirementSubjectSchema>;

/** POST /api/RequisitoDocumento/registrar: a PDF with its dates; it replaces the type's previous one. */
export const SubmitRequirementDocumentBodySchema = z
  .object({
    commandId: CommandIdSchema,
    subject: RequirementSubjectSchema,
    typeCode: req(20),
    issuedOn: IsoDateSchema,
    expiresOn: IsoDateSchema,
    file: AttachedFileSchema,
  })
  .strict();
export type SubmitRequirementDocumentBody = z.infer<typeof SubmitRequirementDocumentBodySchema>;

/** POST /api/RequisitoDocumento/aprobar. */
export const ApproveRequirementDocumentBodySchema = z
  .object({ commandId: CommandIdSchema, subject: RequirementSubjectSchema, docId: req(64) })
  .strict();
export type ApproveRequirementDocumentBody = z.infer<typeof ApproveRequirementDocumentBodySchema>;

/** POST /api/RequisitoDocumento/rechazar: the reason is required. */
export const RejectRequirementDocumentBodySchema = z
  .object({
    commandId: CommandIdSchema,
    subject: RequirementSubjectSchema,
    docId: req(64),
    reason: req(500),
  })
  .strict();
export type RejectRequirementDocumentBody = z.infer<typeof RejectRequirementDocumentBodySchema>;

/**
 * POST /api/RequisitoActualizacion/registrar (spec §3 "Requirement update", §5): one requirement's
 * new approved document for many workers of the picked companies, with all the dates (the
 * expiration, the new document date, the new start and end) and the file; the caller approves.
 */
export const UpdateRequirementsBodySchema = z
  .object({
    commandId: CommandIdSchema,
    typeCode: req(20),
    companyIds: z
      .array(z.string().min(1).max(64), { error: 'requirements:selectCompany' })
      .min(1, 'requirements:selectCompany')
      .max(50, 'common:tooMany'),
    personIds: z
      .array(z.string().min(1).max(64), { error: 'requirements:selectWorker' })
      .min(1, 'requirements:selectWorker')
      .max(200, 'common:tooMany'),
    expiresOn: IsoDateSchema,
    issuedOn: IsoDateSchema,
    startDate: IsoDateSchema,
    endDate: IsoDateSchema,
    file: AttachedFileSchema,
  })
  .strict()
  .refine((b) => b.endDate >= b.startDate, { path: ['endDate'], error: 'common:dateRange' })
  .refine((b) => b.expiresOn >= b.issuedOn, { path: ['expiresOn'], error: 'common:dateRange' });
export type UpdateRequirementsBody = z.infer<typeof UpdateRequirementsBodySchema>;

/** One worker's outcome of a requirements update: the new document, or the refusal's code. */
export type RequirementUpdateOutcome =
  | { personId: string; updated: true; docId: string }
  | { personId: string; updated: false; code: string; message: string };
