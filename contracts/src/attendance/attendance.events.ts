import { z } from 'zod';
import { eventDefinition, type EventsOf, type RegisteredEvent } from '../shared/event-registry';
import {
  JUSTIFICATION_ORIGINS,
  JUSTIFICATION_PERIODS,
  SCHEDULE_KINDS,
  TURNS,
} from './attendance.schemas';

/**
 * Attendance configuration (issue 21). Streams: a client's schedules on
 * attendance.schedules-<clientId> and justification types on attendance.justification-types-<clientId>
 * (a code is unique per client: one stream each), a company's configuration on
 * attendance.company-<companyId>, a person's assignments and applied justifications on
 * attendance.person-<personId> (the justification limits per week or day are checked there).
 */
const DaySchema = z.object({
  day: z.number(),
  turn: z.enum(TURNS),
  rest: z.boolean(),
  entry: z.string().nullable(),
  exit: z.string().nullable(),
  refreshmentStart: z.string().nullable(),
  refreshmentEnd: z.string().nullable(),
  flexibleMinutes: z.number(),
  entryTolerance: z.number(),
  exitTolerance: z.number(),
  overtimeBefore: z.number(),
  overtimeAfter: z.number(),
});
const ScheduleSchema = z.object({
  clientId: z.string(),
  code: z.string(),
  description: z.string(),
  kind: z.enum(SCHEDULE_KINDS),
  cycleLength: z.number().nullable(),
  days: z.array(DaySchema),
  active: z.boolean(),
});
const CodeDescription = z.object({ code: z.string(), description: z.string() });
const JustificationTypeSchema = z.object({
  clientId: z.string(),
  code: z.string(),
  description: z.string(),
  origin: z.enum(JUSTIFICATION_ORIGINS),
  paid: z.boolean(),
  applyInFuture: z.boolean(),
  timesPeriod: z.enum(JUSTIFICATION_PERIODS),
  maxTimes: z.number(),
  maxHours: z.number(),
  requiresObservation: z.boolean(),
  referenceCode: z.string(),
  active: z.boolean(),
});
const person = { personId: z.string(), clientId: z.string(), companyId: z.string() };

export const ATTENDANCE_EVENTS = {
  'attendance.ScheduleSaved': eventDefinition(ScheduleSchema),
  'attendance.CompanyConfigured': eventDefinition(
    z.object({
      clientId: z.string(),
      companyId: z.string(),
      payrollGroups: z.array(CodeDescription),
      specialConditions: z.array(CodeDescription),
    }),
  ),
  'attendance.PersonAssigned': eventDefinition(
    z.object({
      ...person,
      assignmentId: z.string(),
      payrollGroupCode: z.string(),
      specialConditionCode: z.string().nullable(),
      scheduleCode: z.string(),
      regimeId: z.string().nullable(),
      /** the regime's rotation, copied from the catalogue when assigned */
      regime: z.object({ workDays: z.number(), restDays: z.number() }).nullable(),
      startDate: z.string(),
      endDate: z.string(),
    }),
  ),
  'attendance.JustificationTypeSaved': eventDefinition(JustificationTypeSchema),
  'attendance.JustificationApplied': eventDefinition(
    z.object({
      ...person,
      justificationId: z.string(),
      date: z.string(),
      justificationCode: z.string(),
      paid: z.boolean(),
      /** null: the whole day */
      hours: z.number().nullable(),
      observation: z.string(),
    }),
  ),
  'attendance.JustificationWithdrawn': eventDefinition(
    z.object({ ...person, justificationId: z.string(), date: z.string() }),
  ),
};
type Attendance = typeof ATTENDANCE_EVENTS;

export type AttendanceScheduleSaved = RegisteredEvent<Attendance, 'attendance.ScheduleSaved'>;
export type CompanyAttendanceConfigured = RegisteredEvent<
  Attendance,
  'attendance.CompanyConfigured'
>;
export type PersonAttendanceAssigned = RegisteredEvent<Attendance, 'attendance.PersonAssigned'>;
export type JustificationTypeSaved = RegisteredEvent<
  Attendance,
  'attendance.JustificationTypeSaved'
>;
export type JustificationApplied = RegisteredEvent<Attendance, 'attendance.JustificationApplied'>;
export type JustificationWithdrawn = RegisteredEvent<
  Attendance,
  'attendance.JustificationWithdrawn'
>;
export type AttendanceEvent = EventsOf<Attendance>;
export type AttendanceSchedule = AttendanceScheduleSaved['data'];
export type JustificationType = JustificationTypeSaved['data'];
