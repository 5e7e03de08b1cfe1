import { z } from 'zod';
import { IsoDateSchema } from '../shared/dates';
import { documentIssue, EMAIL_PATTERN } from './documents';

/** Field builders shared by the administration schemas (every message is an i18n key). */
export const req = (max: number) =>
  z.string({ error: 'common:requiredField' }).trim().min(1, 'common:requiredField').max(max, 'common:tooLong');
export const opt = (max: number) => z.string().trim().max(max, 'common:tooLong').optional().default('');
/** An optional calendar date: '' when empty. */
export const optDate = () => z.union([z.literal(''), IsoDateSchema]).optional().default('');
export const reqDate = () => z.string({ error: 'common:requiredField' }).min(1, 'common:requiredField').pipe(IsoDateSchema);
export const optEmail = () =>
  z.string().trim().max(120, 'common:tooLong').refine((s) => s === '' || EMAIL_PATTERN.test(s), 'catalog:emailInvalid').optional().default('');
export const reqEmail = () => req(120).refine((s) => EMAIL_PATTERN.test(s), 'catalog:emailInvalid');
export const idField = () => req(64).regex(/^[A-Za-z0-9_.:-]+$/, 'common:tooLong');

/** The spec's three date-range messages, one per kind of range. */
export type RangeMessage = 'startAfterEnd' | 'startBeforeEnd' | 'endBeforeStart';

type Ctx = { addIssue: (issue: { code: 'custom'; path: string[]; message: string }) => void };

/** Adds the range issue when both dates are present and start > end (on the start or end field). */
export function checkRange(ctx: Ctx, start: string, end: string, fields: [string, string], message: RangeMessage): void {
  if (!start || !end || start <= end) return;
  const path = message === 'endBeforeStart' ? fields[1] : fields[0];
  ctx.addIssue({ code: 'custom', path: [path], message: `catalog:dateRange.${message}` });
}

/** Adds the document issue (type and length) on documentNumber or documentType. */
export function checkDocument(ctx: Ctx, type: string, number: string, use: 'person' | 'company'): void {
  const issue = documentIssue(type, number, use);
  if (issue) ctx.addIssue({ code: 'custom', path: [issue === 'catalog:document.type' ? 'documentType' : 'documentNumber'], message: issue });
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
    const ok = c.dataType === 'I' ? /^-?\d+$/.test(c.value) : c.dataType === 'D' ? IsoDateSchema.safeParse(c.value).success : true;
    if (!ok) ctx.addIssue({ code: 'custom', path: ['characteristics', String(i), 'value'], message: 'catalog:valueType' });
  });
}
