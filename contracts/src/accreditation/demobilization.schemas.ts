import { z } from 'zod';
import { CommandIdSchema } from '../shared/events';
import { IsoDateSchema } from '../shared/dates';

/** Demobilization statuses of the spec (point 4): Pendiente, Observada, Rechazada, Aprobada. */
export const DEMOBILIZATION_STATUSES = ['P', 'O', 'R', 'A'] as const;
export type DemobilizationStatus = (typeof DEMOBILIZATION_STATUSES)[number];

/** The catalogue (contracts/src/catalogs/definitions) the cessation reason is a code of. */
export const CESSATION_REASONS_CATALOG = 'termination-reasons';

const required = (max: number) =>
  z
    .string({ error: 'common:requiredField' })
    .trim()
    .min(1, 'common:requiredField')
    .max(max, 'common:tooLong');
const optionalText = (max: number) =>
  z.string().trim().max(max, 'common:tooLong').optional().default('');
const id = () => z.string({ error: 'common:requiredField' }).min(1, 'common:requiredField').max(64);

/** The spec: "Demobilization needs an observation" (required, trimmed, at most 500). */
export const DemobilizationObservationSchema = required(500);

const correctable = {
  cessationReason: required(20),
  cessationDate: IsoDateSchema,
  observation: DemobilizationObservationSchema,
};

export const RegisterDemobilizationBodySchema = z
  .object({ commandId: CommandIdSchema, personId: id(), ...correctable })
  .strict();
export type RegisterDemobilizationBody = z.infer<typeof RegisterDemobilizationBodySchema>;

export const CorrectDemobilizationBodySchema = z
  .object({ commandId: CommandIdSchema, demobilizationId: id(), ...correctable })
  .strict();
export type CorrectDemobilizationBody = z.infer<typeof CorrectDemobilizationBodySchema>;

export const DecideDemobilizationBodySchema = z
  .object({ commandId: CommandIdSchema, demobilizationId: id(), comment: optionalText(500) })
  .strict();
export type DecideDemobilizationBody = z.infer<typeof DecideDemobilizationBodySchema>;

/** Observe and reject need a comment saying why. */
export const DecideDemobilizationWithReasonBodySchema = DecideDemobilizationBodySchema.extend({
  comment: required(500),
}).strict();

/** GET obtener (afterPosition: ReadOptionsSchema). */
export const DemobilizationIdQuerySchema = z.object({ demobilizationId: id() });

/** A row of the demobilizations grid (approver queue, requester list). */
export interface DemobilizationRow {
  demobilizationId: string;
  code: string;
  personId: string;
  personName: string;
  documentNumber: string;
  workerCode: string;
  companyId: string;
  companyName: string;
  clientId: string;
  divisionId: string;
  cessationReason: string;
  cessationDate: string;
  observation: string;
  status: DemobilizationStatus;
  requestedBy: string;
  requestedAt: string;
  decidedBy: string | null;
  decidedAt: string | null;
  lastComment: string;
  version: number;
  /** what the cascade released once approved (absent until then) */
  released?: ReleasedHolding[];
  /** true once the cascade of the approval has run to its end */
  cascadeDone?: boolean;
}

/** One holding the cascade of an approved demobilization released (HoldingReleased's payload). */
export interface ReleasedHolding {
  kind: string;
  ref: string;
  label: string;
  from: string;
  to: string | null;
}

export const DEMOBILIZATION_GRID_FIELDS = [
  'code',
  'personName',
  'documentNumber',
  'workerCode',
  'companyName',
  'companyId',
  'status',
  'cessationReason',
  'cessationDate',
  'requestedBy',
  'requestedAt',
  'decidedAt',
] as const;

/** Most workers one mass demobilization (or one bulk approval) takes. */
export const MASS_DEMOBILIZATION_MAX = 500;

/**
 * A mass demobilization: the selected workers (resolved by the screen from a contract, a company or
 * a spreadsheet of document numbers), one cessation reason, date and observation for all. Each
 * worker is its own command, with a commandId derived from this one and the person: a retried
 * batch never registers a worker twice.
 */
export const MassDemobilizationBodySchema = z
  .object({
    commandId: CommandIdSchema,
    personIds: z
      .array(id())
      .min(1, 'demobilization:selectWorkers')
      .max(MASS_DEMOBILIZATION_MAX, 'common:tooLong')
      .refine((ids) => new Set(ids).size === ids.length, 'demobilization:workerAlreadyAdded'),
    ...correctable,
  })
  .strict();
export type MassDemobilizationBody = z.infer<typeof MassDemobilizationBodySchema>;

/** Approve many pending demobilizations at once (each its own command, derived commandIds). */
export const MassDecideDemobilizationBodySchema = z
  .object({
    commandId: CommandIdSchema,
    demobilizationIds: z
      .array(id())
      .min(1, 'demobilization:selectWorkers')
      .max(MASS_DEMOBILIZATION_MAX, 'common:tooLong'),
    comment: optionalText(500),
  })
  .strict();
export type MassDecideDemobilizationBody = z.infer<typeof MassDecideDemobilizationBodySchema>;

/** One row of a mass answer: the worker (or demobilization) and what became of it. */
export type MassDemobilizationRow =
  | { key: string; ok: true; demobilizationId: string; code?: string; released?: ReleasedHolding[] }
  | { key: string; ok: false; error: string; message: string };
