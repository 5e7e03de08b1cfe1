import { z } from 'zod';
import { CommandIdSchema } from '../shared/events';
import { code, date, description, id } from './attendance.fields';

/** Justification origin: P personal, M medical, L labour (company business), O other. */
export const JUSTIFICATION_ORIGINS = ['P', 'M', 'L', 'O'] as const;
/** How often a justification may be applied: W per week, D per day. */
export const JUSTIFICATION_PERIODS = ['W', 'D'] as const;

/** Spec §3 Justification: origin, paid, apply in future, times per week or day, maximum hours, requires observation, reference code. */
export const SaveJustificationTypeBodySchema = z
  .object({
    commandId: CommandIdSchema,
    code,
    description,
    origin: z.enum(JUSTIFICATION_ORIGINS, { error: 'attendance:origin' }),
    paid: z.boolean(),
    applyInFuture: z.boolean(),
    timesPeriod: z.enum(JUSTIFICATION_PERIODS, { error: 'attendance:timesPeriod' }),
    maxTimes: z.number().int().min(1, 'attendance:maxTimes').max(31, 'attendance:maxTimes'),
    /** the most hours one application may cover (a whole day when 24) */
    maxHours: z.number().min(0.25, 'attendance:maxHours').max(24, 'attendance:maxHours'),
    requiresObservation: z.boolean(),
    referenceCode: z.string().trim().max(20, 'attendance:codeTooLong').default(''),
    active: z.boolean().default(true),
  })
  .strict();
export type SaveJustificationTypeBody = z.infer<typeof SaveJustificationTypeBodySchema>;

/** A justification applied to a person's day: the whole day when `hours` is null. */
export const ApplyJustificationBodySchema = z
  .object({
    commandId: CommandIdSchema,
    personId: id,
    date,
    justificationCode: code,
    hours: z
      .number()
      .min(0.25, 'attendance:maxHours')
      .max(24, 'attendance:maxHours')
      .nullable()
      .default(null),
    observation: z.string().trim().max(500, 'attendance:descriptionTooLong').default(''),
  })
  .strict();
export type ApplyJustificationBody = z.infer<typeof ApplyJustificationBodySchema>;

/** Withdraws a justification applied to a person's day (it no longer counts for the day nor the limits). */
export const WithdrawJustificationBodySchema = z
  .object({ commandId: CommandIdSchema, personId: id, justificationId: id })
  .strict();
export type WithdrawJustificationBody = z.infer<typeof WithdrawJustificationBodySchema>;
