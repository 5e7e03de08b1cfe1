import { z } from 'zod';

/**
 * A client's parameters (spec §9: configurable limits). Minimal version: the visit maximum in days
 * and the endowment policy (refuse or only warn when a contract's endowment is exceeded).
 */
export const ClientParametersSchema = z.object({
  visitMaxDays: z.number().int().min(1).max(365),
  endowmentPolicy: z.enum(['refuse', 'warn']),
});
export type ClientParameters = z.infer<typeof ClientParametersSchema>;

export const CLIENT_PARAMETER_DEFAULTS: ClientParameters = {
  visitMaxDays: 7,
  endowmentPolicy: 'refuse',
};
