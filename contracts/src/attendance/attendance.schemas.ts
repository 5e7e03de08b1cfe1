import { z } from 'zod';
import { CommandIdSchema } from '../shared/events';
import { dateRangeRefinement } from '../shared/patterns';
import { code, date, description, id, req } from './attendance.fields';

/**
 * Attendance (issue 21, spec §1 Attendance, §3 Schedule and Justification): a company's payroll
 * groups and special conditions, schedules of four kinds with their days, a person's attendance
 * assignment (payroll group, schedule, regime and guard with dates), justification types and the
 * justifications applied to a person's day. The attendance day is computed from these and the
 * person's door marks (projection `attendance-days`).
 */
/** a time of day, HH:mm */
export const ClockTimeSchema = z
  .string({ error: req })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'attendance:time');
const minutes = (max: number) =>
  z
    .number({ error: req })
    .int('attendance:minutes')
    .min(0, 'attendance:minutes')
    .max(max, 'attendance:minutes');

/** Schedule kinds (spec §3): flexible, weekly, cycle, automatic. */
export const SCHEDULE_KINDS = ['flexible', 'weekly', 'cycle', 'automatic'] as const;
export type ScheduleKind = (typeof SCHEDULE_KINDS)[number];
/** Shift (spec reference list): D day, N night (a night turn ends the next calendar day). */
export const TURNS = ['D', 'N'] as const;
export type Turn = (typeof TURNS)[number];

/**
 * One day of a schedule (spec §3: turn, rest, flexible minutes, entry, refreshment start and end,
 * tolerances, overtime start before and after). `day` is the ISO weekday 1–7 for weekly and flexible
 * schedules, the position 1…cycleLength in a cycle, and the candidate's number for an automatic
 * schedule (the candidate whose entry is nearest the first entry mark of the day applies).
 * A rest day carries no times. Night turns (N) end the next day: exit < entry is expected then.
 * `overtimeBefore`: minutes before entry from which an earlier arrival counts as overtime (0: none);
 * `overtimeAfter`: minutes after exit from which a later leave counts as overtime.
 */
export const ScheduleDaySchema = z
  .object({
    day: z
      .number({ error: req })
      .int()
      .min(1, 'attendance:dayNumber')
      .max(62, 'attendance:dayNumber'),
    turn: z.enum(TURNS, { error: 'attendance:turn' }),
    rest: z.boolean(),
    entry: ClockTimeSchema.nullable(),
    exit: ClockTimeSchema.nullable(),
    refreshmentStart: ClockTimeSchema.nullable(),
    refreshmentEnd: ClockTimeSchema.nullable(),
    flexibleMinutes: minutes(240),
    entryTolerance: minutes(120),
    exitTolerance: minutes(120),
    overtimeBefore: minutes(720),
    overtimeAfter: minutes(720),
  })
  .superRefine((d, ctx) => {
    if (d.rest) return;
    if (d.entry === null) ctx.addIssue({ code: 'custom', path: ['entry'], message: req });
    if (d.exit === null) ctx.addIssue({ code: 'custom', path: ['exit'], message: req });
    if (d.entry !== null && d.exit !== null && d.turn === 'D' && d.exit <= d.entry)
      ctx.addIssue({ code: 'custom', path: ['exit'], message: 'attendance:exitAfterEntry' });
    if ((d.refreshmentStart === null) !== (d.refreshmentEnd === null))
      ctx.addIssue({
        code: 'custom',
        path: ['refreshmentEnd'],
        message: 'attendance:refreshmentPair',
      });
  });
export type ScheduleDay = z.infer<typeof ScheduleDaySchema>;

export const SaveAttendanceScheduleBodySchema = z
  .object({
    commandId: CommandIdSchema,
    code,
    description,
    kind: z.enum(SCHEDULE_KINDS, { error: 'attendance:scheduleKind' }),
    /** cycle schedules only: the cycle's length in days (its days are 1…cycleLength) */
    cycleLength: z.number().int().min(1).max(62).nullable().default(null),
    days: z.array(ScheduleDaySchema).min(1, 'attendance:daysRequired').max(62),
    active: z.boolean().default(true),
  })
  .strict()
  .superRefine((s, ctx) => {
    const seen = new Set<number>();
    s.days.forEach((d, i) => {
      if (seen.has(d.day))
        ctx.addIssue({
          code: 'custom',
          path: ['days', i, 'day'],
          message: 'attendance:dayRepeated',
        });
      seen.add(d.day);
      const max = s.kind === 'cycle' ? (s.cycleLength ?? 0) : s.kind === 'automatic' ? 62 : 7;
      if (d.day > max)
        ctx.addIssue({ code: 'custom', path: ['days', i, 'day'], message: 'attendance:dayNumber' });
    });
    if (s.kind === 'cycle' && s.cycleLength === null)
      ctx.addIssue({ code: 'custom', path: ['cycleLength'], message: req });
  });
export type SaveAttendanceScheduleBody = z.infer<typeof SaveAttendanceScheduleBodySchema>;

/** A company's attendance configuration: its payroll groups and special conditions. */
const CodeDescriptionSchema = z.object({ code, description }).strict();
export const SaveCompanyAttendanceBodySchema = z
  .object({
    commandId: CommandIdSchema,
    companyId: id,
    payrollGroups: z.array(CodeDescriptionSchema).max(50),
    specialConditions: z.array(CodeDescriptionSchema).max(50),
  })
  .strict();
export type SaveCompanyAttendanceBody = z.infer<typeof SaveCompanyAttendanceBodySchema>;

const assignmentRange = dateRangeRefinement<{ startDate: string; endDate: string }>(
  'startDate',
  'endDate',
  {
    message: 'startBeforeEnd',
    on: 'start',
  },
);

/**
 * A person's attendance from a date: payroll group and special condition of the person's company,
 * schedule, and regime and guard (the `regimes` catalogue: work days × rest days; `startDate` is
 * the first work day of the rotation). A later assignment ends the earlier one the day before.
 */
export const AssignPersonAttendanceBodySchema = z
  .object({
    commandId: CommandIdSchema,
    personId: id,
    payrollGroupCode: code,
    specialConditionCode: code.nullable().default(null),
    scheduleCode: code,
    regimeId: id.nullable().default(null),
    startDate: date,
    endDate: date,
  })
  .strict()
  .superRefine(assignmentRange);
export type AssignPersonAttendanceBody = z.infer<typeof AssignPersonAttendanceBodySchema>;

export {
  ApplyJustificationBodySchema,
  JUSTIFICATION_ORIGINS,
  JUSTIFICATION_PERIODS,
  SaveJustificationTypeBodySchema,
  WithdrawJustificationBodySchema,
  type ApplyJustificationBody,
  type SaveJustificationTypeBody,
  type WithdrawJustificationBody,
} from './justification.schemas';

/**
 * Day types of the attendance day and the payroll export: W worked, A absent, R rest day of the
 * schedule or regime, H holiday, J justified (absence covered by a justification), I incomplete (an
 * entry without an exit or the reverse), N no schedule (the person had no assignment that day).
 */
export const ATTENDANCE_DAY_TYPES = ['W', 'A', 'R', 'H', 'J', 'I', 'N'] as const;
export type AttendanceDayType = (typeof ATTENDANCE_DAY_TYPES)[number];

/** A computed attendance day (read model `attendance-days`, one per person and date). */
export interface AttendanceDayRow {
  personId: string;
  clientId: string;
  companyId: string;
  payrollGroupCode: string | null;
  date: string;
  type: AttendanceDayType;
  turn: Turn | null;
  scheduleCode: string | null;
  /** the schedule's times that applied, ISO date-times in the site's time (no zone suffix) */
  scheduledEntry: string | null;
  scheduledExit: string | null;
  firstEntry: string | null;
  lastExit: string | null;
  workedMinutes: number;
  lateMinutes: number;
  earlyLeaveMinutes: number;
  overtimeBeforeMinutes: number;
  overtimeAfterMinutes: number;
  justificationCode: string | null;
  justifiedMinutes: number;
  holidayName: string | null;
}
