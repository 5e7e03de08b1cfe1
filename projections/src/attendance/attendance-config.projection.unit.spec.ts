import { projectionSpec, type GivenEvent } from '@faena/test-kit';
import {
  ATTENDANCE_COMPANIES_COLLECTION,
  ATTENDANCE_PEOPLE_COLLECTION,
  ATTENDANCE_SCHEDULES_COLLECTION,
  attendanceConfigProjection,
  JUSTIFICATION_TYPES_COLLECTION,
} from './attendance-config.projection';

const meta = { occurredAt: '2026-11-10T12:00:00.000Z', userId: 'ADMIN', profileId: 'PF1' };
let revision = 0;
const stored = (e: { type: string; data: object }, stream: string): GivenEvent => ({
  ...e,
  stream,
  revision: revision++,
  metadata: meta,
});
const spec = projectionSpec(attendanceConfigProjection);
const CLIENT = 'CLI-ANDINA';
const who = { personId: 'PER-0001', clientId: CLIENT, companyId: 'EMP-SERMISUR' };
const PERSON_STREAM = 'attendance.person-PER-0001';

const schedule = {
  clientId: CLIENT,
  code: 'NOCHE',
  description: 'Ciclo noche',
  kind: 'cycle',
  cycleLength: 2,
  days: [
    {
      day: 1,
      turn: 'N',
      rest: false,
      entry: '20:00',
      exit: '08:00',
      refreshmentStart: null,
      refreshmentEnd: null,
      flexibleMinutes: 0,
      entryTolerance: 10,
      exitTolerance: 0,
      overtimeBefore: 0,
      overtimeAfter: 30,
    },
  ],
  active: true,
};
const type = {
  clientId: CLIENT,
  code: 'P',
  description: 'Permiso personal',
  origin: 'P',
  paid: false,
  applyInFuture: true,
  timesPeriod: 'W',
  maxTimes: 1,
  maxHours: 8,
  requiresObservation: true,
  referenceCode: '',
  active: true,
};
const assignment = (assignmentId: string, startDate: string) => ({
  assignmentId,
  payrollGroupCode: 'OBR',
  specialConditionCode: null,
  scheduleCode: 'NOCHE',
  regimeId: '14X14',
  regime: { workDays: 14, restDays: 14 },
  startDate,
  endDate: '2026-12-31',
});
const justification = (justificationId: string, date: string) => ({
  justificationId,
  date,
  justificationCode: 'P',
  paid: false,
  hours: null,
  observation: 'Trámite',
});

describe('attendance-config.v1', () => {
  it("writes a schedule and a justification type under the client's code, the last snapshot winning", () =>
    spec
      .given([
        stored({ type: 'attendance.ScheduleSaved', data: schedule }, 'attendance.schedules-CLI'),
        stored(
          { type: 'attendance.ScheduleSaved', data: { ...schedule, active: false } },
          'attendance.schedules-CLI',
        ),
        stored({ type: 'attendance.JustificationTypeSaved', data: type }, 'attendance.jt-CLI'),
      ])
      .thenDocument(ATTENDANCE_SCHEDULES_COLLECTION, 'CLI-ANDINA-NOCHE', {
        scheduleId: 'CLI-ANDINA-NOCHE',
        ...schedule,
        active: false,
        version: 2,
      })
      .thenDocument(JUSTIFICATION_TYPES_COLLECTION, 'CLI-ANDINA-P', {
        typeId: 'CLI-ANDINA-P',
        ...type,
        version: 3,
      }));

  it("keeps a company's payroll groups and special conditions", () => {
    const data = {
      clientId: CLIENT,
      companyId: 'EMP-SERMISUR',
      payrollGroups: [{ code: 'OBR', description: 'Obreros' }],
      specialConditions: [{ code: 'NOC', description: 'Nocturno' }],
    };
    return spec
      .given([stored({ type: 'attendance.CompanyConfigured', data }, 'attendance.company-E')])
      .thenDocument(ATTENDANCE_COMPANIES_COLLECTION, 'EMP-SERMISUR', { ...data, version: 1 });
  });

  it("gathers a person's assignments in start order and the justifications in force", () =>
    spec
      .given([
        stored(
          {
            type: 'attendance.PersonAssigned',
            data: { ...who, ...assignment('ASG-2', '2026-12-01') },
          },
          PERSON_STREAM,
        ),
        stored(
          {
            type: 'attendance.PersonAssigned',
            data: { ...who, ...assignment('ASG-1', '2026-11-01') },
          },
          PERSON_STREAM,
        ),
        stored(
          {
            type: 'attendance.JustificationApplied',
            data: { ...who, ...justification('JUS-2', '2026-11-20') },
          },
          PERSON_STREAM,
        ),
        stored(
          {
            type: 'attendance.JustificationApplied',
            data: { ...who, ...justification('JUS-1', '2026-11-12') },
          },
          PERSON_STREAM,
        ),
        stored(
          {
            type: 'attendance.JustificationWithdrawn',
            data: { ...who, justificationId: 'JUS-2', date: '2026-11-20' },
          },
          PERSON_STREAM,
        ),
      ])
      .thenDocument(ATTENDANCE_PEOPLE_COLLECTION, 'PER-0001-CLI-ANDINA', {
        ...who,
        assignments: [assignment('ASG-1', '2026-11-01'), assignment('ASG-2', '2026-12-01')],
        justifications: [justification('JUS-1', '2026-11-12')],
        version: 5,
      }));

  it("tells the client's attendance room of each change", () =>
    spec
      .given([stored({ type: 'attendance.JustificationTypeSaved', data: type }, 'attendance.jt')])
      .thenNotices([
        {
          room: 'attendance:CLI-ANDINA',
          kind: 'attendance.changed',
          position: 1,
          payload: { typeId: 'CLI-ANDINA-P', ...type, version: 1 },
        },
      ]));
});
