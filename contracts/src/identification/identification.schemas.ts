import { z } from 'zod';
import { IsoDateSchema } from '../shared/dates';
import { CommandIdSchema } from '../shared/events';
import { dateRangeRefinement } from '../shared/patterns';

/**
 * Identification (issue 21): a person's identification type, and the credentials (badges) a client
 * issues to its workers. Dates use the spec's identification message ('La fecha fin no puede ser
 * menor que la fecha inicio.') on the end date.
 */
export const IDENTIFICATION_TYPES_CATALOG = 'identification-types';
export const CREDENTIAL_TYPES_CATALOG = 'credential-types';
export const IDENTIFICATION_REASONS_CATALOG = 'identification-reasons';
/** a reason's kind: E issue, I inactivation */
export type ReasonKind = 'E' | 'I';

const req = 'common:requiredField';
const id = z.string({ error: req }).trim().min(1, req).max(64);
const code = z
  .string({ error: req })
  .trim()
  .min(1, req)
  .max(40, 'identification:codeTooLong')
  .transform((s) => s.toUpperCase());
const date = z.string({ error: req }).min(1, req).pipe(IsoDateSchema);
const reference = z.string().trim().max(40, 'identification:referenceTooLong').default('');

export const AssignIdentificationTypeBodySchema = z
  .object({ commandId: CommandIdSchema, personId: id, identificationType: code })
  .strict();
export type AssignIdentificationTypeBody = z.infer<typeof AssignIdentificationTypeBodySchema>;

/** The end may be left out when the type has validity days: it is then start + validity days. */
export const IssueCredentialBodySchema = z
  .object({
    commandId: CommandIdSchema,
    personId: id,
    credentialType: code,
    startDate: date,
    endDate: date.optional(),
    referenceCode1: reference,
    referenceCode2: reference,
    issueReason: code,
  })
  .strict()
  .superRefine(
    dateRangeRefinement('startDate', 'endDate', { message: 'endNotBeforeStart', on: 'end' }),
  );
export type IssueCredentialBody = z.infer<typeof IssueCredentialBodySchema>;

export const InactivateCredentialBodySchema = z
  .object({ commandId: CommandIdSchema, credentialId: id, reason: code })
  .strict();
export type InactivateCredentialBody = z.infer<typeof InactivateCredentialBodySchema>;

export const PrintCredentialsBodySchema = z
  .object({
    commandId: CommandIdSchema,
    credentialIds: z
      .array(id)
      .min(1, 'identification:selectCredentials')
      .max(200, 'identification:tooManyCredentials')
      .transform((ids) => [...new Set(ids)]),
  })
  .strict();
export type PrintCredentialsBody = z.infer<typeof PrintCredentialsBodySchema>;

/** GET fotocheck: the badges of the listed credentials (comma-separated ids) as one PDF. */
export const BadgesQuerySchema = z
  .object({
    ids: z
      .string({ error: 'identification:selectCredentials' })
      .transform((s) => [
        ...new Set(
          s
            .split(',')
            .map((x) => x.trim())
            .filter(Boolean),
        ),
      ])
      .pipe(
        z
          .array(z.string().max(64))
          .min(1, 'identification:selectCredentials')
          .max(200, 'identification:tooManyCredentials'),
      ),
    lang: z.enum(['es', 'en']).default('es'),
  })
  .strict();
export type BadgesQuery = z.infer<typeof BadgesQuerySchema>;

/** A credential's status on the site's today: A active, I inactivated, V expired (its end has passed). */
export const CREDENTIAL_STATUSES = ['A', 'I', 'V'] as const;
export type CredentialStatus = (typeof CREDENTIAL_STATUSES)[number];

const optionalText = z.string().trim().max(80).optional();
export const CredentialsQuerySchema = z.object({
  companyId: z.string().trim().max(64).optional(),
  /** a person's name or document number (contains) */
  text: optionalText,
  credentialType: z.string().trim().max(40).optional(),
  status: z.enum(CREDENTIAL_STATUSES, { error: 'identification:statusFilter' }).optional(),
  printed: z.enum(['S', 'N'], { error: 'identification:printedFilter' }).optional(),
  skip: z.coerce.number().int().min(0).max(100_000).default(0),
  take: z.coerce.number().int().min(1).max(200).default(20),
});
export type CredentialsQuery = z.infer<typeof CredentialsQuerySchema>;

export const PersonIdentificationQuerySchema = z.object({
  text: optionalText,
  /** S: only people with a type, N: only people without one */
  assigned: z.enum(['S', 'N'], { error: 'identification:assignedFilter' }).optional(),
  skip: z.coerce.number().int().min(0).max(100_000).default(0),
  take: z.coerce.number().int().min(1).max(200).default(20),
});
export type PersonIdentificationQuery = z.infer<typeof PersonIdentificationQuerySchema>;
