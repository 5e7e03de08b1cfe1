import type {
  ACCESS_EVENTS,
  ADMINISTRATION_EVENTS,
  ATTENDANCE_EVENTS,
  AttendanceDayRow,
  EventsOf,
  ScheduleDay,
} from '@faena/contracts';
import type { CollectionSpec } from '@faena/core';
import type { HandlerMap } from '../runner/handlers';
import type { ProjectionContext } from '../runner/projection';
import {
  computeAttendanceDay,
  type AttendanceAssignment,
  type AttendanceMark,
  type AttendanceSchedule,
} from './compute-attendance-day';

/** The documents of attendance-days.v1 and of its helper collection (see the projection). */
export const ATTENDANCE_DAYS_COLLECTION = 'attendance_days_v1';
export const ATTENDANCE_INPUTS_COLLECTION = 'attendance_inputs_v1';

/** A stored day: the row and its month (yyyy-MM), the month screens' and the payroll's filter. */
export type AttendanceDayDoc = AttendanceDayRow & { [key: string]: unknown; month: string };

export interface PersonAttendance {
  [key: string]: unknown;
  /** 'person': the pickers find the client's people with an assignment by it */
  kind: 'person';
  personId: string;
  clientId: string;
  companyId: string;
  countryId: string | null;
  assignments: Array<AttendanceAssignment & { assignmentId: string }>;
  justifications: Array<{
    justificationId: string;
    date: string;
    code: string;
    hours: number | null;
  }>;
}
export interface ScheduleDoc extends AttendanceSchedule {
  [key: string]: unknown;
  days: ScheduleDay[];
  people: string[];
}
export interface HolidaysDoc {
  [key: string]: unknown;
  holidays: Array<{ day: number; month: number; name: string }>;
  people: string[];
}
export type StoredMark = AttendanceMark & { markId: string; clientId: string };
export interface MarksDoc {
  [key: string]: unknown;
  marks: StoredMark[];
}

export const ATTENDANCE_DAYS_COLLECTION_SPEC: CollectionSpec = {
  name: ATTENDANCE_DAYS_COLLECTION,
  indexes: [
    ['personId', 'month'],
    ['clientId', 'companyId', 'payrollGroupCode', 'month'],
  ],
};
export const ATTENDANCE_INPUTS_SPEC: CollectionSpec = {
  name: ATTENDANCE_INPUTS_COLLECTION,
  indexes: [['kind', 'clientId']],
};

export const dayId = (personId: string, date: string) => `${personId}|${date}`;
export const personKey = (personId: string) => `person:${personId}`;
export const scheduleKey = (clientId: string, code: string) => `schedule:${clientId}:${code}`;
export const marksKey = (personId: string, date: string) => `marks:${personId}:${date}`;
export const holidaysKey = (countryId: string) => `holidays:${countryId}`;
export const companyKey = (companyId: string) => `company:${companyId}`;
export const IN = ATTENDANCE_INPUTS_COLLECTION;
export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The assignment that applies on the date: the last one whose dates hold it. */
export function assignmentOn(person: PersonAttendance, date: string) {
  for (let i = person.assignments.length - 1; i >= 0; i--) {
    const a = person.assignments[i];
    if (a && a.startDate <= date && date <= a.endDate) return a;
  }
  return null;
}

/** The documents of the helper collection the read side reads too (planned days). */
export const ATTENDANCE_INPUT_KEYS = {
  person: personKey,
  schedule: scheduleKey,
  holidays: holidaysKey,
} as const;
export type AttendanceScheduleDoc = ScheduleDoc;
export type AttendanceHolidaysDoc = HolidaysDoc;

/**
 * A day's row from its inputs. With no marks: the planned day (absent, rest, holiday, or justified)
 * that the read side shows for a date the projection did not store.
 */
export function attendanceDayOf(
  person: PersonAttendance,
  date: string,
  inputs: {
    schedule: AttendanceSchedule | null;
    holidays: HolidaysDoc | null;
    marks: readonly StoredMark[];
  },
): AttendanceDayRow {
  return computeAttendanceDay({
    personId: person.personId,
    clientId: person.clientId,
    companyId: person.companyId,
    date,
    assignment: assignmentOn(person, date),
    schedule: inputs.schedule,
    holidays: inputs.holidays?.holidays ?? [],
    // marks at any zone of the assignment's client (see computeAttendanceDay)
    marks: inputs.marks.filter((m) => m.clientId === person.clientId),
    justifications: person.justifications
      .filter((j) => j.date === date)
      .map((j) => ({ code: j.code, hours: j.hours })),
  });
}

export const getPerson = (ctx: ProjectionContext, personId: string) =>
  ctx.get<PersonAttendance>(IN, personKey(personId));

/** Adds a person to a sorted list (a new array: read documents are not changed in place). */
export const withPerson = (people: readonly string[], personId: string) =>
  people.includes(personId) ? [...people] : [...people, personId].sort();

type Admin = typeof ADMINISTRATION_EVENTS;
type Access = typeof ACCESS_EVENTS;
/** The events attendance-days.v1 handles. */
export type Handled =
  | EventsOf<
      typeof ATTENDANCE_EVENTS,
      | 'attendance.ScheduleSaved'
      | 'attendance.PersonAssigned'
      | 'attendance.JustificationApplied'
      | 'attendance.JustificationWithdrawn'
    >
  | EventsOf<
      Admin,
      | 'catalog.CompanyRegistered'
      | 'catalog.CompanyUpdated'
      | 'catalog.CountryHolidaysRegistered'
      | 'catalog.HolidaySet'
      | 'catalog.HolidayRemoved'
    >
  | EventsOf<Access, 'access.MarkGranted' | 'access.MarkCorrected' | 'access.MarkVoided'>;

/** The handler of one of the handled event types. */
export type On<K extends Handled['type']> = HandlerMap<Handled>[K];
/** The payload of one of the handled event types. */
export type DataOf<K extends Handled['type']> = Parameters<On<K>>[0]['data'];
