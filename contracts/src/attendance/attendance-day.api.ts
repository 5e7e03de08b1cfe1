import { z } from 'zod';
import { ATTENDANCE_DAY_TYPES, TURNS } from './attendance.schemas';

/**
 * The read side of the attendance day (issue 21): a person's month, the payroll group's month and
 * the pickers of both screens. Rows come from the read model `attendance-days.v1`.
 */
const req = 'common:requiredField';
const id = z.string({ error: req }).trim().min(1, req).max(64);
/** yyyy-MM */
export const AttendanceMonthSchema = z
  .string({ error: req })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'requirements:monthFormat');

export const AttendanceMonthQuerySchema = z.object({ personId: id, month: AttendanceMonthSchema });
export type AttendanceMonthQuery = z.infer<typeof AttendanceMonthQuerySchema>;

export const AttendancePayrollQuerySchema = z.object({
  companyId: id,
  payrollGroupCode: id,
  month: AttendanceMonthSchema,
});
export type AttendancePayrollQuery = z.infer<typeof AttendancePayrollQuerySchema>;

const nullableString = z.string().nullable();
export const AttendanceDayRowSchema = z.object({
  personId: z.string(),
  clientId: z.string(),
  companyId: z.string(),
  payrollGroupCode: nullableString,
  date: z.string(),
  type: z.enum(ATTENDANCE_DAY_TYPES),
  turn: z.enum(TURNS).nullable(),
  scheduleCode: nullableString,
  scheduledEntry: nullableString,
  scheduledExit: nullableString,
  firstEntry: nullableString,
  lastExit: nullableString,
  workedMinutes: z.number(),
  lateMinutes: z.number(),
  earlyLeaveMinutes: z.number(),
  overtimeBeforeMinutes: z.number(),
  overtimeAfterMinutes: z.number(),
  justificationCode: nullableString,
  justifiedMinutes: z.number(),
  holidayName: nullableString,
});

const minutesTotals = {
  workedMinutes: z.number(),
  lateMinutes: z.number(),
  earlyLeaveMinutes: z.number(),
  overtimeMinutes: z.number(),
};
export const AttendanceMonthAnswerSchema = z.object({
  personId: z.string(),
  fullName: z.string(),
  documentNumber: z.string(),
  companyName: z.string(),
  month: z.string(),
  /** the month's days up to the site's today */
  days: z.array(AttendanceDayRowSchema),
  totals: z.object({
    ...minutesTotals,
    overtimeBeforeMinutes: z.number(),
    overtimeAfterMinutes: z.number(),
    justifiedMinutes: z.number(),
    /** days per type */
    types: z.record(z.enum(ATTENDANCE_DAY_TYPES), z.number()),
  }),
});
export type AttendanceMonthAnswer = z.infer<typeof AttendanceMonthAnswerSchema>;

/** One payroll row: a person and a day type of the month. */
export const AttendancePayrollRowSchema = z.object({
  personId: z.string(),
  fullName: z.string(),
  documentNumber: z.string(),
  type: z.enum(ATTENDANCE_DAY_TYPES),
  days: z.number(),
  ...minutesTotals,
});
export type AttendancePayrollRow = z.infer<typeof AttendancePayrollRowSchema>;
/** The chart: absences (days) and overtime (minutes) per week, weeks by their Monday. */
export const AttendanceWeekSchema = z.object({
  week: z.string(),
  absences: z.number(),
  overtimeMinutes: z.number(),
});
export const AttendancePayrollAnswerSchema = z.object({
  companyId: z.string(),
  companyName: z.string(),
  payrollGroupCode: z.string(),
  month: z.string(),
  rows: z.array(AttendancePayrollRowSchema),
  weeks: z.array(AttendanceWeekSchema),
});
export type AttendancePayrollAnswer = z.infer<typeof AttendancePayrollAnswerSchema>;

/** The pickers: the client's people with an attendance assignment and the payroll groups in use. */
export const AttendanceOptionsAnswerSchema = z.object({
  people: z.array(
    z.object({
      personId: z.string(),
      fullName: z.string(),
      documentNumber: z.string(),
      companyId: z.string(),
      companyName: z.string(),
    }),
  ),
  payrollGroups: z.array(
    z.object({ companyId: z.string(), companyName: z.string(), payrollGroupCode: z.string() }),
  ),
});
export type AttendanceOptionsAnswer = z.infer<typeof AttendanceOptionsAnswerSchema>;
