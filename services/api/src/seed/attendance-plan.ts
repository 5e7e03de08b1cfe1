import { addDays, type SaveJustificationTypeBody, type ScheduleDay } from '@faena/contracts';
import {
  ChangePersonAttendanceCommand,
  ConfigureCompanyAttendanceCommand,
  SaveAttendanceScheduleCommand,
  SaveJustificationTypeCommand,
} from '../attendance/commands/attendance.commands';
import { ATTENDANCE_COMPANIES, attendanceSeedPeople } from './attendance-companies';
import { actorUser } from './sample-activity';

const day = (n: number, over: Partial<ScheduleDay>): ScheduleDay => ({
  day: n,
  turn: 'D',
  rest: false,
  entry: '08:00',
  exit: '17:00',
  refreshmentStart: '13:00',
  refreshmentEnd: '14:00',
  flexibleMinutes: 0,
  entryTolerance: 10,
  exitTolerance: 0,
  overtimeBefore: 0,
  overtimeAfter: 30,
  ...over,
});
const rest = { rest: true, entry: null, exit: null, refreshmentStart: null, refreshmentEnd: null };
const night = {
  turn: 'N' as const,
  entry: '20:00',
  exit: '08:00',
  refreshmentStart: '00:00',
  refreshmentEnd: '01:00',
};

/** A weekday (Monday–Friday) a few days before today: the applied justification's day. */
function recentWeekday(today: string): string {
  let date = addDays(today, -3);
  while ([0, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay())) date = addDays(date, -1);
  return date;
}

type Admin = ReturnType<typeof actorUser>;
type JustificationType = Partial<SaveJustificationTypeBody> &
  Pick<SaveJustificationTypeBody, 'code' | 'description' | 'origin' | 'paid'>;

/** The demo's justification types, over the defaults of `justificationType`. */
const JUSTIFICATION_TYPES: readonly JustificationType[] = [
  {
    code: 'CITAMED',
    description: 'Cita médica',
    origin: 'M',
    paid: true,
    maxHours: 4,
    requiresObservation: true,
    referenceCode: 'CM',
  },
  {
    code: 'PERMISO',
    description: 'Permiso personal',
    origin: 'P',
    paid: false,
    applyInFuture: true,
    maxTimes: 1,
    requiresObservation: true,
    referenceCode: 'PP',
  },
  {
    code: 'COMISION',
    description: 'Comisión de servicio',
    origin: 'L',
    paid: true,
    applyInFuture: true,
    maxTimes: 5,
    maxHours: 24,
    referenceCode: 'CS',
  },
];

const justificationType = ({
  code,
  description,
  ...over
}: JustificationType): SaveJustificationTypeBody => ({
  commandId: `seed-att-jt-${code}`,
  code,
  description,
  applyInFuture: false,
  timesPeriod: 'W' as const,
  maxTimes: 2,
  maxHours: 8,
  requiresObservation: false,
  referenceCode: '',
  active: true,
  ...over,
});

/** The weekly day schedule (Mon–Fri 08:00–17:00) and the night cycle (N 20:00–08:00). */
const schedules = (admin: Admin) => [
  new SaveAttendanceScheduleCommand(admin, 'define', {
    commandId: 'seed-att-schedule-LV0817',
    code: 'LV0817',
    description: 'Lunes a viernes 08:00–17:00',
    kind: 'weekly',
    cycleLength: null,
    days: [1, 2, 3, 4, 5].map((n) => day(n, {})).concat([day(6, rest), day(7, rest)]),
    active: true,
  }),
  new SaveAttendanceScheduleCommand(admin, 'define', {
    commandId: 'seed-att-schedule-NOCHE',
    code: 'NOCHE',
    description: 'Ciclo noche 20:00–08:00',
    kind: 'cycle',
    cycleLength: 7,
    days: [1, 2, 3, 4, 5, 6, 7].map((n) => day(n, night)),
    active: true,
  }),
];

const companies = (admin: Admin) =>
  ATTENDANCE_COMPANIES.map(
    (c) =>
      new ConfigureCompanyAttendanceCommand(admin, {
        commandId: `seed-att-company-${c.companyId}`,
        companyId: c.companyId,
        payrollGroups: [...c.payrollGroups],
        specialConditions: [...c.specialConditions],
      }),
  );

type SeedAssignee = ReturnType<typeof attendanceSeedPeople>[number];

/** Each worker assigned with its company's payroll group, condition, schedule and regime. */
const assignments = (
  admin: Admin,
  people: SeedAssignee[],
  validity: { startDate: string; endDate: string },
) =>
  people.map(
    (p) =>
      new ChangePersonAttendanceCommand(admin, {
        kind: 'assign',
        body: {
          commandId: `seed-att-assign-${p.personId}`,
          personId: p.personId,
          payrollGroupCode: p.payrollGroupCode,
          specialConditionCode: p.specialConditionCode,
          scheduleCode: p.scheduleCode,
          regimeId: p.regimeId,
          ...validity,
        },
      }),
  );

/** One commission applied to the first worker on a recent weekday. */
const appliedJustification = (admin: Admin, first: SeedAssignee | undefined, today: string) =>
  first
    ? [
        new ChangePersonAttendanceCommand(admin, {
          kind: 'apply',
          body: {
            commandId: `seed-att-justification-${first.personId}`,
            personId: first.personId,
            date: recentWeekday(today),
            justificationCode: 'COMISION',
            hours: null,
            observation: 'Comisión a la oficina de Tacna',
          },
        }),
      ]
    : [];

/**
 * Demo attendance configuration of the first client, played through the commands (fixed command
 * ids: a second run changes nothing): two contractors get control attendance (the company
 * command), payroll groups and special conditions; a weekly day schedule (Mon–Fri 08:00–17:00,
 * refreshment 13:00–14:00, tolerance 10, overtime after 30) and a night cycle (N 20:00–08:00); a
 * 14×14 regime; their workers assigned from 45 days ago; three justification types and one applied.
 */
export function attendancePlan(today: string, accredited?: ReadonlySet<string>) {
  const admin = actorUser('ADMIN');
  // the workers the site expects: accredited at the client (the others are not absent, just not there)
  const people = attendanceSeedPeople().filter((p) => !accredited || accredited.has(p.personId));
  const validity = { startDate: addDays(today, -45), endDate: addDays(today, 320) };
  return [
    ...schedules(admin),
    ...companies(admin),
    ...JUSTIFICATION_TYPES.map(
      (t) => new SaveJustificationTypeCommand(admin, 'define', justificationType(t)),
    ),
    ...assignments(admin, people, validity),
    ...appliedJustification(admin, people[0], today),
  ];
}
