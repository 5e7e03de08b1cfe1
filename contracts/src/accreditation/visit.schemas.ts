import { z } from 'zod';
import { CommandIdSchema } from '../shared/events';
import { IsoDateSchema } from '../shared/dates';
import { dateRangeRefinement } from '../shared/patterns';
import { checkDocument } from '../administration/admin-fields';
import { gridPageOf } from '../shared/answers';

/** Visit statuses (as the person requests): Pendiente, Observada, Rechazada, Aprobada. */
export const VISIT_STATUSES = ['P', 'O', 'R', 'A'] as const;
export type VisitStatus = (typeof VISIT_STATUSES)[number];

const required = (max: number) =>
  z
    .string({ error: 'common:requiredField' })
    .trim()
    .min(1, 'common:requiredField')
    .max(max, 'common:tooLong');
const optionalText = (max: number) =>
  z.string().trim().max(max, 'common:tooLong').optional().default('');

/**
 * A visitor, picked by document type and number; names and surnames are used only when the
 * document is unknown (the person is then registered with condition VISITA).
 */
export const VisitorEntrySchema = z
  .object({
    documentType: required(5),
    documentNumber: required(20),
    names: optionalText(80),
    surnames: optionalText(80),
  })
  .superRefine((v, ctx) => checkDocument(ctx, v.documentType, v.documentNumber));
export type VisitorEntry = z.infer<typeof VisitorEntrySchema>;
export type VisitorEntryInput = z.input<typeof VisitorEntrySchema>;

type Range = { startDate: string; endDate: string };
const visitFields = z.object({
  hostId: required(64),
  visitors: z.array(VisitorEntrySchema).min(1, 'visits:form.visitorsRequired').max(50),
  zoneIds: z.array(required(64)).min(1, 'visits:form.zonesRequired').max(50),
  startDate: IsoDateSchema,
  endDate: IsoDateSchema,
  observation: optionalText(500),
});

/** The visit form's schema (web) and the base of the command body. */
export const VisitFormSchema = visitFields.superRefine(
  dateRangeRefinement<Range>('startDate', 'endDate'),
);
export type VisitFormInput = z.input<typeof VisitFormSchema>;

export const SubmitVisitBodySchema = visitFields
  .extend({ commandId: CommandIdSchema })
  .strict()
  .superRefine(dateRangeRefinement<Range>('startDate', 'endDate'));
export type SubmitVisitBody = z.infer<typeof SubmitVisitBodySchema>;

/** The visit a read names (GET historial). */
export const VisitIdQuerySchema = z.object({ visitId: required(64) });

export const DecideVisitBodySchema = z
  .object({ commandId: CommandIdSchema, visitId: required(64), comment: optionalText(500) })
  .strict();
export type DecideVisitBody = z.infer<typeof DecideVisitBodySchema>;

/**
 * The requester corrects an observed visit: its zones, days and observation (the host and the
 * visitors stay; another visit names other people). It goes back to Pendiente.
 */
export const CorrectVisitBodySchema = z
  .object({
    commandId: CommandIdSchema,
    visitId: required(64),
    zoneIds: visitFields.shape.zoneIds,
    startDate: IsoDateSchema,
    endDate: IsoDateSchema,
    observation: optionalText(500),
  })
  .strict()
  .superRefine(dateRangeRefinement<Range>('startDate', 'endDate'));
export type CorrectVisitBody = z.infer<typeof CorrectVisitBodySchema>;
export type CorrectVisitInput = z.input<typeof CorrectVisitBodySchema>;

export const VisitorRowSchema = z.object({
  personId: z.string(),
  personName: z.string(),
  documentType: z.string(),
  documentNumber: z.string(),
});
export type VisitorRow = z.infer<typeof VisitorRowSchema>;

/** A row of the visits grid (read model visits.v1). */
export const VisitRowSchema = z.object({
  visitId: z.string(),
  code: z.string(),
  clientId: z.string(),
  hostId: z.string(),
  hostName: z.string(),
  visitors: z.array(VisitorRowSchema),
  visitorCount: z.number().int(),
  zoneIds: z.array(z.string()),
  startDate: z.string(),
  endDate: z.string(),
  observation: z.string(),
  status: z.enum(VISIT_STATUSES),
  requestedBy: z.string(),
  requestedAt: z.string(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  lastComment: z.string(),
  version: z.number().int(),
});
export type VisitRow = z.infer<typeof VisitRowSchema>;

export const VISIT_GRID_FIELDS = [
  'code',
  'hostName',
  'status',
  'startDate',
  'endDate',
  'requestedBy',
  'requestedAt',
  'decidedAt',
] as const;

export const VisitsPageSchema = gridPageOf(VisitRowSchema);
export const VisitZonesAnswerSchema = z.array(z.object({ zoneId: z.string(), name: z.string() }));
export type VisitZone = z.infer<typeof VisitZonesAnswerSchema>[number];
