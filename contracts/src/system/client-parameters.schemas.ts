import { z } from 'zod';
import { CommandIdSchema } from '../shared/events';

/** What exceeding a contract's endowment does to a request: refused (422), or accepted and marked. */
export const ENDOWMENT_POLICIES = ['refuse', 'warn'] as const;
export type EndowmentPolicy = (typeof ENDOWMENT_POLICIES)[number];

/**
 * A client's parameterizations (spec §1 System, §9 configurable limits): the visit maximum in
 * days and whether a request over a contract's endowment is refused or only warned.
 */
export const ClientParametersSchema = z
  .object({
    visitMaxDays: z
      .number({ error: 'system:visitMaxDaysRange' })
      .int('system:visitMaxDaysRange')
      .min(1, 'system:visitMaxDaysRange')
      .max(365, 'system:visitMaxDaysRange'),
    endowmentPolicy: z.enum(ENDOWMENT_POLICIES, { error: 'system:endowmentPolicyInvalid' }),
  })
  .strict();
export type ClientParameters = z.infer<typeof ClientParametersSchema>;

/** A client that never saved its parameters has these. */
export const CLIENT_PARAMETER_DEFAULTS: ClientParameters = {
  visitMaxDays: 7,
  endowmentPolicy: 'refuse',
};

/** POST /api/SistemaParametro/guardar: the caller's client's parameters, all of them. */
export const SaveClientParametersBodySchema = z
  .object({ commandId: CommandIdSchema, parameters: ClientParametersSchema })
  .strict();
export type SaveClientParametersBody = z.infer<typeof SaveClientParametersBodySchema>;

/** GET /api/SistemaParametro/obtener: the caller's client's parameters (defaults when never saved). */
export const ClientParametersAnswerSchema = z.object({
  clientId: z.string(),
  parameters: ClientParametersSchema,
  /** false while the client has never saved them (the defaults answer) */
  saved: z.boolean(),
});
export type ClientParametersAnswer = z.infer<typeof ClientParametersAnswerSchema>;
