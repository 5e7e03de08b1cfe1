import type { AttendanceEvent, DomainEvent } from '@faena/contracts';
import type { StreamSpec } from '../platform/commands/command-runner';
import {
  evolveAttendanceSchedules,
  initialAttendanceSchedules,
  type AttendanceSchedules,
} from './domain/attendance-schedules.decider';
import {
  evolveCompanyAttendance,
  initialCompanyAttendance,
  type CompanyAttendance,
} from './domain/company-attendance.decider';
import {
  evolveJustificationTypes,
  initialJustificationTypes,
  type JustificationTypes,
} from './domain/justification-types.decider';
import {
  evolvePersonAttendance,
  initialPersonAttendance,
  type PersonAttendance,
} from './domain/person-attendance.decider';

/** How the attendance configuration streams fold for a command (names: STREAMS in contracts). */
export const attendanceSchedulesSpec: StreamSpec<AttendanceSchedules, AttendanceEvent> = {
  initial: initialAttendanceSchedules,
  evolve: evolveAttendanceSchedules,
};
export const justificationTypesSpec: StreamSpec<JustificationTypes, AttendanceEvent> = {
  initial: initialJustificationTypes,
  evolve: evolveJustificationTypes,
};
export const companyAttendanceSpec: StreamSpec<CompanyAttendance, AttendanceEvent> = {
  initial: initialCompanyAttendance,
  evolve: evolveCompanyAttendance,
};
export const personAttendanceSpec: StreamSpec<PersonAttendance, AttendanceEvent> = {
  initial: initialPersonAttendance,
  evolve: evolvePersonAttendance,
};

/** The company a person's stream (catalog.person-<id>) last named: registration and updates carry it. */
export const personCompanySpec: StreamSpec<string | null> = {
  initial: () => null,
  evolve: (companyId, e: DomainEvent) => {
    const named = (e.data as { companyId?: unknown }).companyId;
    return typeof named === 'string' ? named : companyId;
  },
};

/** A company's control attendance flag (catalog.company-<id>), or null when it is not registered. */
export const companyControlSpec: StreamSpec<{ controlAttendance: boolean } | null> = {
  initial: () => null,
  evolve: (state, e: DomainEvent) =>
    e.type === 'catalog.CompanyRegistered' || e.type === 'catalog.CompanyUpdated'
      ? {
          controlAttendance: (e.data as { controlAttendance?: boolean }).controlAttendance ?? false,
        }
      : state,
};
