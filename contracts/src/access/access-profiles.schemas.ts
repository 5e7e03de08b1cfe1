import { z } from 'zod';
import { CommandIdSchema } from '../shared/events';
import { code, date, id, req, validity } from './access-rules.fields';

/**
 * An access profile grants its groups to whoever holds it (issue 20): code unique per client,
 * a description, the client's groups it grants and an active flag (an inactive one grants nothing).
 */
export const SaveProfileBodySchema = z
  .object({
    commandId: CommandIdSchema,
    code,
    description: z
      .string({ error: req })
      .trim()
      .min(1, req)
      .max(120, 'access:rules.descriptionTooLong'),
    groupCodes: z.array(code).min(1, 'access:rules.groupsRequired').max(50),
    active: z.boolean().default(true),
  })
  .strict();
export type SaveProfileBody = z.infer<typeof SaveProfileBodySchema>;

/** A person holds one profile at a client at a time: assigning replaces it (end ≥ start). */
export const AssignProfileBodySchema = z
  .object({
    commandId: CommandIdSchema,
    personId: id,
    profileCode: code,
    startDate: date,
    endDate: date,
  })
  .strict()
  .superRefine(validity);
export type AssignProfileBody = z.infer<typeof AssignProfileBodySchema>;

/** Ends the person's profile on endDate (not before its start). */
export const EndProfileBodySchema = z
  .object({ commandId: CommandIdSchema, personId: id, endDate: date })
  .strict();
export type EndProfileBody = z.infer<typeof EndProfileBodySchema>;
