import { z } from 'zod';
import { CommandAnswerSchema } from '../shared/answers';

/**
 * The answers of the door marks (MarkOutcome in access.schemas.ts): granted, or denied with its
 * reason (a DenyReason; a string here so that a reason added later does not break an older
 * reader) and the document a requirement refusal names. Not strict.
 */
const MarkOutcomeFields = {
  commandId: z.string(),
  markId: z.string(),
  granted: z.boolean(),
  reason: z.string().nullable(),
  requirement: z
    .object({ code: z.string(), description: z.string(), expiresOn: z.string().optional() })
    .optional(),
};
/** registrar, registrarManual: the command's answer and the mark's outcome. */
export const MarkAnswerSchema = CommandAnswerSchema.extend(MarkOutcomeFields);
/** lote: every mark's outcome, in order; a mark that could not be recorded names its error. */
export const MarkBatchAnswerSchema = z.array(
  z.object({
    ...MarkOutcomeFields,
    revision: z.number().int(),
    position: z.number().int(),
    error: z.string().optional(),
  }),
);
