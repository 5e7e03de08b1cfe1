import {
  API,
  AttendanceMonthAnswerSchema,
  AttendanceOptionsAnswerSchema,
  AttendancePayrollAnswerSchema,
  type AttendanceMonthAnswer,
  type AttendanceMonthQuery,
  type AttendanceOptionsAnswer,
  type AttendancePayrollAnswer,
  type AttendancePayrollQuery,
} from '@faena/contracts';
import { http } from '../../../../lib/http';

export const attendanceOptions = (): Promise<AttendanceOptionsAnswer> =>
  http.get<unknown>(API.attendanceOptions.path).then((r) => AttendanceOptionsAnswerSchema.parse(r));

export const attendanceMonth = (
  q: AttendanceMonthQuery & { afterPosition?: number },
): Promise<AttendanceMonthAnswer> =>
  http
    .get<unknown>(API.attendanceMonth.path, { ...q })
    .then((r) => AttendanceMonthAnswerSchema.parse(r));

export const attendancePayroll = (
  q: AttendancePayrollQuery & { afterPosition?: number },
): Promise<AttendancePayrollAnswer> =>
  http
    .get<unknown>(API.attendancePayroll.path, { ...q })
    .then((r) => AttendancePayrollAnswerSchema.parse(r));

/** Minutes as h:mm ('' for none). */
export const hhmm = (minutes: number): string =>
  minutes ? `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}` : '';

/** A wall-clock yyyy-MM-ddTHH:mm as HH:mm, with the day (dd/MM) when it is not `date`. */
export const clockOf = (at: string | null, date: string): string =>
  !at
    ? ''
    : at.slice(0, 10) === date
      ? at.slice(11, 16)
      : `${at.slice(8, 10)}/${at.slice(5, 7)} ${at.slice(11, 16)}`;
