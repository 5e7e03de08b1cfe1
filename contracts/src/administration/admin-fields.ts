import { z } from 'zod';
import { IsoDateSchema } from '../shared/dates';
import { documentFormatIssue, EMAIL_PATTERN } from './documents';

/** Field builders shared by the administration schemas (every message is an i18n key). */
export const req = (max: number) =>
  z
    .string({ error: 'common:requiredField' })
    .trim()
    .min(1, 'common:requiredField')
    .max(max, 'common:tooLong');
export const opt = (max: number) =>
  z.string().trim().max(max, 'common:tooLong').optional().default('');
/** An optional calendar date: '' when empty. */
export const optDate = () =>
  z
    .union([z.literal(''), IsoDateSchema])
    .optional()
    .default('');
export const reqDate = () =>
  z.string({ error: 'common:requiredField' }).min(1, 'common:requiredField').pipe(IsoDateSchema);
export const optEmail = () =>
  z
    .string()
    .trim()
    .max(120, 'common:tooLong')
    .refine((s) => s === '' || EMAIL_PATTERN.test(s), 'administration:emailInvalid')
    .optional()
    .default('');
export const reqEmail = () =>
  req(120).refine((s) => EMAIL_PATTERN.test(s), 'administration:emailInvalid');
export const idField = () => req(64).regex(/^[A-Za-z0-9_.:-]+$/, 'common:tooLong');

type Ctx = { addIssue: (issue: { code: 'custom'; path: string[]; message: string }) => void };

/**
 * The form of the document number for its type (RUC/DNI patterns of shared/patterns.ts, RUT);
 * the length rule comes from the document-types catalogue and is checked by the deciders.
 */
export function checkDocument(ctx: Ctx, type: string, number: string): void {
  const issue = type ? documentFormatIssue(type, number) : null;
  if (issue) ctx.addIssue({ code: 'custom', path: ['documentNumber'], message: issue });
}

/** Characteristics (spec: data type I number, S string, D date + value). */
export const RecordCharacteristicSchema = z.object({
  name: req(40),
  dataType: z.enum(['I', 'S', 'D']),
  value: req(100),
});
export type RecordCharacteristic = z.infer<typeof RecordCharacteristicSchema>;

export function checkCharacteristics(ctx: Ctx, list: RecordCharacteristic[]): void {
  list.forEach((c, i) => {
    const ok =
      c.dataType === 'I'
        ? /^-?\d+$/.test(c.value)
        : c.dataType === 'D'
          ? IsoDateSchema.safeParse(c.value).success
          : true;
    if (!ok)
      ctx.addIssue({
        code: 'custom',
        path: ['characteristics', String(i), 'value'],
        message: 'administration:valueType',
      });
  });
}
