import { z } from 'zod';
import { ENDOWMENT_POLICIES } from '../system/client-parameters.schemas';

/** GET /api/AcreditacionContrato/dotacion?contractId=…: a contract's endowment and its counts. */
export const ContractEndowmentQuerySchema = z.object({
  contractId: z.string({ error: 'common:requiredField' }).min(1, 'common:requiredField').max(64),
});
export type ContractEndowmentQuery = z.infer<typeof ContractEndowmentQuerySchema>;

/**
 * The request form's side-by-side counts: the quota (endowment, 0 = no limit), the slots held by
 * requests sent and not rejected or removed, the people accredited today and those on site.
 * `exceeded`: one more request would go over the endowment; `policy` says what then happens.
 */
export const ContractEndowmentAnswerSchema = z.object({
  contractId: z.string(),
  quota: z.number().int(),
  held: z.number().int(),
  accredited: z.number().int(),
  onSite: z.number().int(),
  noLimit: z.boolean(),
  exceeded: z.boolean(),
  policy: z.enum(ENDOWMENT_POLICIES),
});
export type ContractEndowment = z.infer<typeof ContractEndowmentAnswerSchema>;
