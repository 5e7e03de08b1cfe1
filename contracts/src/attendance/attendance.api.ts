import { CommandAnswerSchema } from '../shared/answers';
import type { Access } from '../shared/api';
import { ReadOptionsSchema } from '../shared/grid';
import {
  AttendanceCompaniesAnswerSchema,
  AttendancePeoplePageSchema,
  AttendancePeopleQuerySchema,
  AttendanceSchedulesAnswerSchema,
  JustificationTypesAnswerSchema,
} from './attendance.answers';
import {
  ApplyJustificationBodySchema,
  AssignPersonAttendanceBodySchema,
  SaveAttendanceScheduleBodySchema,
  SaveCompanyAttendanceBodySchema,
  SaveJustificationTypeBodySchema,
  WithdrawJustificationBodySchema,
} from './attendance.schemas';

/** Attendance configuration is the client's attendance administrator's (attendance.admin). */
const ADMIN: Access = { any: ['attendance.admin'] };
const tags = ['attendance'] as const;
const command = { method: 'POST', access: ADMIN, tags, answer: CommandAnswerSchema } as const;
const list = { method: 'GET', access: ADMIN, tags } as const;

/** Issue 21's configuration calls (spread into API): schedules, companies, people, justifications. */
export const ATTENDANCE_CALLS = {
  listAttendanceSchedules: {
    ...list,
    path: '/api/AsistenciaHorario/listar',
    query: ReadOptionsSchema,
    answer: AttendanceSchedulesAnswerSchema,
    summary: "The client's attendance schedules (flexible, weekly, cycle, automatic)",
  },
  defineAttendanceSchedule: {
    ...command,
    path: '/api/AsistenciaHorario/registrar',
    body: SaveAttendanceScheduleBodySchema,
    summary: 'Define an attendance schedule with its days (code unique per client)',
  },
  updateAttendanceSchedule: {
    ...command,
    path: '/api/AsistenciaHorario/actualizar',
    body: SaveAttendanceScheduleBodySchema,
    summary: 'Update an attendance schedule',
  },
  listAttendanceCompanies: {
    ...list,
    path: '/api/AsistenciaEmpresa/listar',
    query: ReadOptionsSchema,
    answer: AttendanceCompaniesAnswerSchema,
    summary:
      "The client's companies that control attendance, with payroll groups and special conditions",
  },
  configureAttendanceCompany: {
    ...command,
    path: '/api/AsistenciaEmpresa/configurar',
    body: SaveCompanyAttendanceBodySchema,
    summary: "Save a company's payroll groups and special conditions (control attendance only)",
  },
  listJustificationTypes: {
    ...list,
    path: '/api/AsistenciaJustificacion/listar',
    query: ReadOptionsSchema,
    answer: JustificationTypesAnswerSchema,
    summary: "The client's justification types",
  },
  defineJustificationType: {
    ...command,
    path: '/api/AsistenciaJustificacion/registrar',
    body: SaveJustificationTypeBodySchema,
    summary: 'Define a justification type (code unique per client)',
  },
  updateJustificationType: {
    ...command,
    path: '/api/AsistenciaJustificacion/actualizar',
    body: SaveJustificationTypeBodySchema,
    summary: 'Update a justification type',
  },
  listAttendancePeople: {
    ...list,
    path: '/api/AsistenciaPersona/listar',
    query: AttendancePeopleQuerySchema,
    answer: AttendancePeoplePageSchema,
    summary: 'People of the companies that control attendance, with assignments and justifications',
  },
  assignPersonAttendance: {
    ...command,
    path: '/api/AsistenciaPersona/asignar',
    body: AssignPersonAttendanceBodySchema,
    summary: 'Assign a payroll group, special condition, schedule and regime to a person',
  },
  applyJustification: {
    ...command,
    path: '/api/AsistenciaPersona/justificar',
    body: ApplyJustificationBodySchema,
    summary: "Apply a justification to a person's day (type limits per week or day)",
  },
  withdrawJustification: {
    ...command,
    path: '/api/AsistenciaPersona/retirarJustificacion',
    body: WithdrawJustificationBodySchema,
    summary: 'Withdraw an applied justification',
  },
};
