import { handlersOf } from '../runner/handlers';
import { defineProjection } from '../runner/projection';
import {
  ATTENDANCE_DAYS_COLLECTION_SPEC,
  ATTENDANCE_INPUTS_SPEC,
  type Handled,
} from './attendance-days.inputs';
import {
  companyRegistered,
  companyUpdated,
  countryHolidaysRegistered,
  holidayRemoved,
  holidaySet,
} from './attendance-days.holidays';
import {
  markCorrected,
  markGranted,
  markReads,
  markVoided,
  siteMoment,
} from './attendance-days.marks';
import {
  assignmentReads,
  justificationApplied,
  justificationWithdrawn,
  personAssigned,
  scheduleSaved,
} from './attendance-days.people';

// the package barrel exports this file's names: the documents and the read side's day function
export {
  ATTENDANCE_DAYS_COLLECTION,
  ATTENDANCE_DAYS_COLLECTION_SPEC,
  ATTENDANCE_INPUTS_COLLECTION,
  ATTENDANCE_INPUTS_SPEC,
  ATTENDANCE_INPUT_KEYS,
  assignmentOn,
  attendanceDayOf,
  type AttendanceDayDoc,
  type AttendanceHolidaysDoc,
  type AttendanceScheduleDoc,
  type PersonAttendance,
  type StoredMark,
} from './attendance-days.inputs';

/**
 * attendance-days.v1 (issue 21): the rows of the attendance days with marks or justifications, kept
 * current as its inputs arrive. The inputs live in the projection's own helper collection (a
 * projection reads nothing else):
 * - `person:<personId>`: the person's assignments (a later one ends the earlier the day before
 *   its start) and applied justifications, with the country of the company when assigned;
 * - `schedule:<clientId>:<code>`: the schedule and the people assigned to it;
 * - `company:<companyId>`: the company's country; `holidays:<countryId>`: the holidays and the
 *   people whose days they touch;
 * - `marks:<personId>:<date>`: the person's granted marks of a site date (every person's: an
 *   assignment may start in the past).
 *
 * What recomputes what (bounded):
 * - a mark on date D (also one synced late, offline): the days D−1 and D (D−1 when a night turn
 *   ends on D); a correction or a void: the same around the old and the new moment;
 * - an assignment: every day of it, and the days it takes from an earlier one;
 * - a justification applied or withdrawn: its date;
 * - a holiday set or removed: that day and month in each year of the affected people's
 *   assignments;
 * - a schedule saved: the days of its people from the day before it was saved (event time) on;
 *   past days keep what they were computed with (a schedule edit is not retroactive).
 * Only days where something happened are stored (a mark in the day's window, a justification);
 * the other days of an assignment are its plan (absent, rest, holiday), which the read side
 * computes with the same function (attendanceDayOf) for dates up to its today: no rows for the
 * future, and an assignment alone writes nothing. A row is written only when it changed, and
 * removed when its marks are voided or no assignment covers its date any more.
 * Everything comes from the events (occurredAt included): rebuilds give the same documents.
 */
/** attendance-days.v1: the attendance day of each person and date of an assignment. */
export const attendanceDaysProjection = defineProjection({
  name: 'attendance-days.v1',
  collections: [ATTENDANCE_DAYS_COLLECTION_SPEC, ATTENDANCE_INPUTS_SPEC],
  ...handlersOf<Handled>(
    {
      'catalog.CompanyRegistered': companyRegistered,
      'catalog.CompanyUpdated': companyUpdated,
      'catalog.CountryHolidaysRegistered': countryHolidaysRegistered,
      'catalog.HolidaySet': holidaySet,
      'catalog.HolidayRemoved': holidayRemoved,
      'attendance.ScheduleSaved': scheduleSaved,
      'attendance.PersonAssigned': personAssigned,
      'attendance.JustificationApplied': justificationApplied,
      'attendance.JustificationWithdrawn': justificationWithdrawn,
      'access.MarkGranted': markGranted,
      'access.MarkCorrected': markCorrected,
      'access.MarkVoided': markVoided,
    },
    {
      'access.MarkGranted': ({ data }) => markReads(data.personId, siteMoment(data).date),
      'attendance.PersonAssigned': ({ data }) => assignmentReads(data),
    },
  ),
});
