import {
  AttendanceMonthAnswerSchema,
  AttendanceMonthQuerySchema,
  AttendanceOptionsAnswerSchema,
  AttendancePayrollAnswerSchema,
  AttendancePayrollQuerySchema,
} from './attendance-day.api';
import { type ApiCall } from '../shared/api-call';

/** The attendance day (issue 21). */
export const ATTENDANCE_DAY_CALLS = {
  // the attendance day (issue 21): a person's month, the payroll group's month, their pickers
  attendanceOptions: {
    method: 'GET',
    path: '/api/AsistenciaDia/opciones',
    answer: AttendanceOptionsAnswerSchema,
    access: { any: ['access.supervise'] },
    tags: ['attendance'],
    summary: "The client's people with an attendance assignment and the payroll groups in use",
  },
  attendanceMonth: {
    method: 'GET',
    path: '/api/AsistenciaDia/mes',
    query: AttendanceMonthQuerySchema,
    answer: AttendanceMonthAnswerSchema,
    access: { any: ['access.supervise'] },
    tags: ['attendance'],
    summary: "A person's attendance days of a month (up to today) with totals",
  },
  attendancePayroll: {
    method: 'GET',
    path: '/api/AsistenciaDia/planilla',
    query: AttendancePayrollQuerySchema,
    answer: AttendancePayrollAnswerSchema,
    access: { any: ['access.supervise'] },
    tags: ['attendance'],
    summary: "A payroll group's month: per person and day type, and absences and overtime per week",
  },
} as const satisfies Record<string, ApiCall>;
