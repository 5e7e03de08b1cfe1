import { z } from 'zod';
import { CommandIdSchema } from '../shared/events';
import { opt, req } from './admin-fields';

/** A country's holidays (day and month); template holidays cannot be changed or deleted. */
export const HolidaySchema = z
  .object({
    day: z.number().int().min(1).max(31),
    month: z.number().int().min(1).max(12),
    name: req(80),
  })
  .superRefine((h, ctx) => {
    const days = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][h.month - 1] ?? 31;
    if (h.day > days)
      ctx.addIssue({ code: 'custom', path: ['day'], message: 'administration:dayOfMonth' });
  });
export type Holiday = z.infer<typeof HolidaySchema> & { template: boolean };
export const SetHolidayBodySchema = z
  .object({
    commandId: CommandIdSchema,
    countryId: req(2),
    countryName: opt(60),
    holiday: HolidaySchema,
    previous: z.object({ day: z.number().int(), month: z.number().int() }).optional(),
  })
  .strict();
export type SetHolidayBody = z.infer<typeof SetHolidayBodySchema>;
export const RemoveHolidayBodySchema = z
  .object({
    commandId: CommandIdSchema,
    countryId: req(2),
    day: z.number().int().min(1).max(31),
    month: z.number().int().min(1).max(12),
  })
  .strict();
export type RemoveHolidayBody = z.infer<typeof RemoveHolidayBodySchema>;
export const CountryIdQuerySchema = z.object({ countryId: req(2) });
export interface CountryHolidaysRow {
  countryId: string;
  name: string;
  holidays: Holiday[];
  version: number;
}
