import { z } from 'zod';
import { CommandIdSchema } from '../shared/events';
import { code, date, id, req, validity } from './access-rules.fields';

/**
 * Who may pass a door and when (issue 20): access schedules (daily intervals on days of the week,
 * between two dates), access groups (zones × schedules, with a validity), a person's group
 * memberships, restrictions and requirement exemptions. Access screens use the spec's access
 * date-range message ('La fecha de inicio no puede ser mayor a la fecha de fin.') on the start.
 */
/** a time of day, HH:mm (24:00 ends a day) */
export const TimeOfDaySchema = z
  .string({ error: req })
  .regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, 'access:rules.time');
/** ISO weekday: 1 Monday … 7 Sunday */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

export const ScheduleIntervalSchema = z
  .object({
    from: TimeOfDaySchema,
    to: TimeOfDaySchema,
    days: z
      .array(z.number().int().min(1).max(7))
      .min(1, 'access:rules.daysRequired')
      .max(7)
      .transform((d) => [...new Set(d)].sort()),
  })
  .refine((i) => i.from < i.to, { path: ['to'], error: 'access:rules.intervalOrder' });
export type ScheduleInterval = z.infer<typeof ScheduleIntervalSchema>;

export const SaveScheduleBodySchema = z
  .object({
    commandId: CommandIdSchema,
    code,
    divisionId: id,
    description: z.string().trim().max(120, 'access:rules.descriptionTooLong').default(''),
    startDate: date,
    endDate: date,
    intervals: z.array(ScheduleIntervalSchema).min(1, 'access:rules.intervalsRequired').max(21),
  })
  .strict()
  .superRefine(validity);
export type SaveScheduleBody = z.infer<typeof SaveScheduleBodySchema>;

export const SaveGroupBodySchema = z
  .object({
    commandId: CommandIdSchema,
    code,
    name: z.string({ error: req }).trim().min(1, req).max(120, 'access:rules.descriptionTooLong'),
    zoneIds: z.array(id).min(1, 'access:rules.zonesRequired').max(200),
    scheduleCodes: z.array(code).min(1, 'access:rules.schedulesRequired').max(50),
    startDate: date,
    endDate: date,
  })
  .strict()
  .superRefine(validity);
export type SaveGroupBody = z.infer<typeof SaveGroupBodySchema>;

export const AssignGroupBodySchema = z
  .object({
    commandId: CommandIdSchema,
    personId: id,
    groupCode: code,
    startDate: date,
    endDate: date,
  })
  .strict()
  .superRefine(validity);
export type AssignGroupBody = z.infer<typeof AssignGroupBodySchema>;

export const UnassignGroupBodySchema = z
  .object({ commandId: CommandIdSchema, personId: id, groupCode: code })
  .strict();
export type UnassignGroupBody = z.infer<typeof UnassignGroupBodySchema>;

/**
 * A restriction bars a person from a zone (or one of its doors): whole days (fullDay) or from
 * startDate startTime to endDate endTime, site time. Times are required when not full-day.
 */
interface RestrictionTimes {
  fullDay: boolean;
  startTime?: string | undefined;
  endTime?: string | undefined;
}

/** A restriction that is not a full day needs both its times. */
function restrictionTimesRequired(r: RestrictionTimes, ctx: Pick<z.RefinementCtx, 'addIssue'>) {
  if (!r.startTime) ctx.addIssue({ code: 'custom', path: ['startTime'], message: req });
  if (!r.endTime) ctx.addIssue({ code: 'custom', path: ['endTime'], message: req });
}

/** A restriction's start or end time: the whole day's bound for a full day or a missing time. */
const restrictionTime = (
  r: RestrictionTimes,
  field: 'startTime' | 'endTime',
  wholeDay: string,
): string => (r.fullDay ? wholeDay : (r[field] ?? wholeDay));

export const AddRestrictionBodySchema = z
  .object({
    commandId: CommandIdSchema,
    personId: id,
    code,
    /** an item of the restriction-types catalogue */
    restrictionType: id,
    zoneId: id,
    doorId: id.optional(),
    fullDay: z.boolean(),
    startDate: date,
    endDate: date,
    startTime: TimeOfDaySchema.optional(),
    endTime: TimeOfDaySchema.optional(),
    active: z.boolean().default(true),
  })
  .strict()
  .superRefine((r, ctx) => {
    if (!r.fullDay) restrictionTimesRequired(r, ctx);
    const start = `${r.startDate}T${restrictionTime(r, 'startTime', '00:00')}`;
    const end = `${r.endDate}T${restrictionTime(r, 'endTime', '24:00')}`;
    if (start > end)
      ctx.addIssue({
        code: 'custom',
        path: ['startDate'],
        message: 'common:dateRangeStartNotAfterEnd',
      });
  });
export type AddRestrictionBody = z.infer<typeof AddRestrictionBodySchema>;

export const RestrictionRefBodySchema = z
  .object({ commandId: CommandIdSchema, personId: id, restrictionId: id })
  .strict();
export type RestrictionRefBody = z.infer<typeof RestrictionRefBodySchema>;
export const SetRestrictionActiveBodySchema = RestrictionRefBodySchema.extend({
  active: z.boolean(),
}).strict();
export type SetRestrictionActiveBody = z.infer<typeof SetRestrictionActiveBodySchema>;

/** An exemption waives one requirement type for a person between two dates (type: exemption-types). */
export const GrantExemptionBodySchema = z
  .object({
    commandId: CommandIdSchema,
    personId: id,
    requirementCode: code,
    exemptionType: id,
    startDate: date,
    endDate: date,
  })
  .strict()
  .superRefine(validity);
export type GrantExemptionBody = z.infer<typeof GrantExemptionBodySchema>;
export const ExemptionRefBodySchema = z
  .object({ commandId: CommandIdSchema, personId: id, exemptionId: id })
  .strict();
export type ExemptionRefBody = z.infer<typeof ExemptionRefBodySchema>;
