import type { ScheduleDay, ScheduleKind } from '@faena/contracts';

/** The inputs of an attendance day (see computeAttendanceDay). */
export interface AttendanceAssignment {
  payrollGroupCode: string;
  scheduleCode: string;
  startDate: string;
  endDate: string;
  regime: { workDays: number; restDays: number } | null;
}

export interface AttendanceSchedule {
  kind: ScheduleKind;
  cycleLength: number | null;
  days: readonly ScheduleDay[];
}

export interface AttendanceMark {
  /** the site's wall clock, yyyy-MM-ddTHH:mm */
  at: string;
  direction: 'E' | 'S';
}

export interface AttendanceJustification {
  code: string;
  /** null: the whole day */
  hours: number | null;
}

export interface AttendanceDayInput {
  personId: string;
  clientId: string;
  companyId: string;
  date: string;
  assignment: AttendanceAssignment | null;
  schedule: AttendanceSchedule | null;
  holidays: ReadonlyArray<{ day: number; month: number; name: string }>;
  /** the person's marks of the date and the next (others are ignored) */
  marks: readonly AttendanceMark[];
  justifications: readonly AttendanceJustification[];
}
