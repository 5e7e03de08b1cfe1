import { z } from 'zod';
import {
  ScheduleDaySchema,
  SCHEDULE_KINDS,
  JUSTIFICATION_ORIGINS,
  JUSTIFICATION_PERIODS,
} from './attendance.schemas';

/**
 * Read-model rows of the attendance configuration screens (issue 21): the client's schedules and
 * justification types, the companies that control attendance with their payroll groups and special
 * conditions, and the people of those companies with their assignments and applied justifications.
 */
export const AttendanceScheduleRowSchema = z.object({
  scheduleId: z.string(),
  clientId: z.string(),
  code: z.string(),
  description: z.string(),
  kind: z.enum(SCHEDULE_KINDS),
  cycleLength: z.number().int().nullable(),
  days: z.array(ScheduleDaySchema),
  active: z.boolean(),
  version: z.number().int(),
});
export type AttendanceScheduleRow = z.infer<typeof AttendanceScheduleRowSchema>;

export const JustificationTypeRowSchema = z.object({
  typeId: z.string(),
  clientId: z.string(),
  code: z.string(),
  description: z.string(),
  origin: z.enum(JUSTIFICATION_ORIGINS),
  paid: z.boolean(),
  applyInFuture: z.boolean(),
  timesPeriod: z.enum(JUSTIFICATION_PERIODS),
  maxTimes: z.number().int(),
  maxHours: z.number(),
  requiresObservation: z.boolean(),
  referenceCode: z.string(),
  active: z.boolean(),
  version: z.number().int(),
});
export type JustificationTypeRow = z.infer<typeof JustificationTypeRowSchema>;

const codeDescription = z.object({ code: z.string(), description: z.string() });
export type CodeDescription = z.infer<typeof codeDescription>;

/** A company's attendance configuration (attendance_companies_v1). */
export const CompanyAttendanceDocSchema = z.object({
  companyId: z.string(),
  clientId: z.string(),
  payrollGroups: z.array(codeDescription),
  specialConditions: z.array(codeDescription),
  version: z.number().int(),
});
export type CompanyAttendanceDoc = z.infer<typeof CompanyAttendanceDocSchema>;

/** A company that controls attendance, as the configuration screen lists it. */
export const AttendanceCompanyRowSchema = z.object({
  companyId: z.string(),
  name: z.string(),
  documentType: z.string(),
  documentNumber: z.string(),
  payrollGroups: z.array(codeDescription),
  specialConditions: z.array(codeDescription),
  /** payroll groups and special conditions both configured (else the spec's warning) */
  configured: z.boolean(),
});
export type AttendanceCompanyRow = z.infer<typeof AttendanceCompanyRowSchema>;
export const AttendanceCompaniesAnswerSchema = z.array(AttendanceCompanyRowSchema);

export const AttendanceAssignmentSchema = z.object({
  assignmentId: z.string(),
  payrollGroupCode: z.string(),
  specialConditionCode: z.string().nullable(),
  scheduleCode: z.string(),
  regimeId: z.string().nullable(),
  regime: z.object({ workDays: z.number(), restDays: z.number() }).nullable(),
  startDate: z.string(),
  endDate: z.string(),
});
export type AttendanceAssignment = z.infer<typeof AttendanceAssignmentSchema>;

export const AppliedJustificationSchema = z.object({
  justificationId: z.string(),
  date: z.string(),
  justificationCode: z.string(),
  paid: z.boolean(),
  hours: z.number().nullable(),
  observation: z.string(),
});
export type AppliedJustification = z.infer<typeof AppliedJustificationSchema>;

/** A person's attendance at a client (attendance_people_v1): assignments and justifications in force. */
export const PersonAttendanceDocSchema = z.object({
  personId: z.string(),
  clientId: z.string(),
  companyId: z.string(),
  assignments: z.array(AttendanceAssignmentSchema),
  justifications: z.array(AppliedJustificationSchema),
  version: z.number().int(),
});
export type PersonAttendanceDoc = z.infer<typeof PersonAttendanceDocSchema>;

export const AttendancePeopleQuerySchema = z.object({
  companyId: z.string().trim().max(64).optional(),
  text: z.string().trim().max(80).optional(),
  skip: z.coerce.number().int().min(0).max(100_000).default(0),
  take: z.coerce.number().int().min(1).max(200).default(50),
});
export type AttendancePeopleQuery = z.infer<typeof AttendancePeopleQuerySchema>;

export const AttendancePersonRowSchema = z.object({
  personId: z.string(),
  fullName: z.string(),
  documentType: z.string(),
  documentNumber: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  /** false: the company lacks payroll groups or special conditions (the spec's warning) */
  companyConfigured: z.boolean(),
  /** the assignment in force on the site's today (else the latest one), or null */
  current: AttendanceAssignmentSchema.nullable(),
  assignments: z.array(AttendanceAssignmentSchema),
  justifications: z.array(AppliedJustificationSchema),
});
export type AttendancePersonRow = z.infer<typeof AttendancePersonRowSchema>;
export const AttendancePeoplePageSchema = z.object({
  totalCount: z.number().int(),
  data: z.array(AttendancePersonRowSchema),
});
export const AttendanceSchedulesAnswerSchema = z.array(AttendanceScheduleRowSchema);
export const JustificationTypesAnswerSchema = z.array(JustificationTypeRowSchema);
