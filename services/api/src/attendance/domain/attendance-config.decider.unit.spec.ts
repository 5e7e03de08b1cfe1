import {
  ValidationError,
  type AttendanceEvent,
  type AttendanceSchedule,
  type JustificationType,
  type SaveAttendanceScheduleBody,
} from '@faena/contracts';
import { deciderSpec } from '@faena/test-kit';
import {
  defineAttendanceSchedule,
  evolveAttendanceSchedules,
  initialAttendanceSchedules,
  updateAttendanceSchedule,
} from './attendance-schedules.decider';
import {
  configureCompany,
  evolveCompanyAttendance,
  initialCompanyAttendance,
} from './company-attendance.decider';
import {
  defineJustificationType,
  evolveJustificationTypes,
  initialJustificationTypes,
} from './justification-types.decider';
import {
  assignPerson,
  evolvePersonAttendance,
  initialPersonAttendance,
} from './person-attendance.decider';
import {
  applyJustification,
  isoWeekStart,
  withdrawJustification,
} from './person-justification.decider';

const CLIENT = 'CLI-ANDINA';
const PERSON = 'PER-0001';
const COMPANY = 'EMP-SERMISUR';
const workday = {
  turn: 'D' as const,
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
};
const scheduleBody: SaveAttendanceScheduleBody = {
  commandId: 'cmd-schedule-1',
  code: 'LV0817',
  description: 'Lunes a viernes 08:00–17:00',
  kind: 'weekly',
  cycleLength: null,
  days: [2, 1, 3].map((day) => ({ day, ...workday })),
  active: true,
};
const schedule: AttendanceSchedule = {
  clientId: CLIENT,
  code: 'LV0817',
  description: 'Lunes a viernes 08:00–17:00',
  kind: 'weekly',
  cycleLength: null,
  days: [1, 2, 3].map((day) => ({ day, ...workday })),
  active: true,
};
const saved = (s: AttendanceSchedule): AttendanceEvent => ({
  type: 'attendance.ScheduleSaved',
  data: s,
});

describe('Attendance schedules', () => {
  const schedules = deciderSpec({
    evolve: evolveAttendanceSchedules,
    initialState: initialAttendanceSchedules,
  });
  it('defines a new code with its days in order', () =>
    schedules([])
      .when((s) => defineAttendanceSchedule({ ...scheduleBody, clientId: CLIENT }, s))
      .then([saved(schedule)]));
  it('refuses a code the client already has', () =>
    schedules([saved(schedule)])
      .when((s) => defineAttendanceSchedule({ ...scheduleBody, clientId: CLIENT }, s))
      .thenFailsWith('attendance.scheduleCodeTaken'));
  it('cannot update a code that does not exist', () =>
    schedules([])
      .when((s) => updateAttendanceSchedule({ ...scheduleBody, clientId: CLIENT }, s))
      .thenFailsWith('attendance.scheduleNotFound'));
  it('records nothing for the same snapshot, and a rest day without times', () => {
    schedules([saved(schedule)])
      .when((s) => updateAttendanceSchedule({ ...scheduleBody, clientId: CLIENT }, s))
      .thenNothingHappens();
    const rest = { ...scheduleBody.days[0]!, day: 7, rest: true };
    schedules([saved(schedule)])
      .when((s) =>
        updateAttendanceSchedule(
          { ...scheduleBody, clientId: CLIENT, days: [...scheduleBody.days, rest] },
          s,
        ),
      )
      .then([
        saved({
          ...schedule,
          days: [
            ...schedule.days,
            {
              ...rest,
              entry: null,
              exit: null,
              refreshmentStart: null,
              refreshmentEnd: null,
            },
          ],
        }),
      ]);
  });
});

const medical: JustificationType = {
  clientId: CLIENT,
  code: 'M',
  description: 'Cita médica',
  origin: 'M',
  paid: true,
  applyInFuture: false,
  timesPeriod: 'W',
  maxTimes: 2,
  maxHours: 4,
  requiresObservation: true,
  referenceCode: 'CM',
  active: true,
};

describe('Justification types', () => {
  const types = deciderSpec({
    evolve: evolveJustificationTypes,
    initialState: initialJustificationTypes,
  });
  const { clientId: _c, ...fields } = medical;
  it('refuses a code the client already has', () =>
    types([{ type: 'attendance.JustificationTypeSaved', data: medical }])
      .when((s) => defineJustificationType({ commandId: 'cmd-j', ...fields, clientId: CLIENT }, s))
      .thenFailsWith('attendance.justificationTypeCodeTaken'));
  it('defines a new one', () =>
    types([])
      .when((s) => defineJustificationType({ commandId: 'cmd-j', ...fields, clientId: CLIENT }, s))
      .then([{ type: 'attendance.JustificationTypeSaved', data: medical }]));
});

const config = {
  clientId: CLIENT,
  companyId: COMPANY,
  payrollGroups: [{ code: 'OBR', description: 'Obreros' }],
  specialConditions: [{ code: 'NOC', description: 'Nocturno' }],
};
const configured: AttendanceEvent = { type: 'attendance.CompanyConfigured', data: config };

describe('Company attendance configuration', () => {
  const companies = deciderSpec({
    evolve: evolveCompanyAttendance,
    initialState: initialCompanyAttendance,
  });
  const body = { commandId: 'cmd-c', ...config };
  it('configures a company that controls attendance', () =>
    companies([])
      .when((s) => configureCompany(body, { controlAttendance: true }, s))
      .then([configured]));
  it('refuses a company without control attendance', () =>
    companies([])
      .when((s) => configureCompany(body, { controlAttendance: false }, s))
      .thenFailsWith('attendance.companyNotControlled'));
  it('answers an unknown (or unreached) company as not found', () =>
    companies([])
      .when((s) => configureCompany(body, { controlAttendance: null }, s))
      .thenFailsWith('attendance.companyNotFound'));
  it('names a repeated code', () => {
    const twice = { ...body, payrollGroups: [...body.payrollGroups, ...body.payrollGroups] };
    expect(() => configureCompany(twice, { controlAttendance: true }, null)).toThrow(
      expect.objectContaining({
        issues: [{ path: 'payrollGroups.1.code', message: 'attendance:codeRepeated' }],
      }) as Error,
    );
  });
  it('records nothing when unchanged', () =>
    companies([configured])
      .when((s) => configureCompany(body, { controlAttendance: true }, s))
      .thenNothingHappens());
});

const people = deciderSpec({
  evolve: evolvePersonAttendance,
  initialState: initialPersonAttendance,
});
const assignBody = {
  commandId: 'cmd-a',
  personId: PERSON,
  payrollGroupCode: 'OBR',
  specialConditionCode: 'NOC',
  scheduleCode: 'LV0817',
  regimeId: '14X14',
  startDate: '2026-11-01',
  endDate: '2026-12-31',
  clientId: CLIENT,
};
const assignFacts = {
  person: { companyId: COMPANY },
  controlAttendance: true,
  config,
  schedule,
  regime: { workDays: 14, restDays: 14 },
  assignmentId: 'ASG-1',
};

describe("A person's assignment", () => {
  it('copies the regime rotation into the event', () =>
    people([])
      .when((s) => assignPerson(assignBody, assignFacts, s))
      .then([
        {
          type: 'attendance.PersonAssigned',
          data: {
            personId: PERSON,
            clientId: CLIENT,
            companyId: COMPANY,
            assignmentId: 'ASG-1',
            payrollGroupCode: 'OBR',
            specialConditionCode: 'NOC',
            scheduleCode: 'LV0817',
            regimeId: '14X14',
            regime: { workDays: 14, restDays: 14 },
            startDate: '2026-11-01',
            endDate: '2026-12-31',
          },
        },
      ]));
  it("refuses a person whose company lacks payroll groups or special conditions (the spec's warning)", () => {
    people([])
      .when((s) => assignPerson(assignBody, { ...assignFacts, config: null }, s))
      .thenFailsWith('attendance.companyWithoutConfiguration');
    people([])
      .when((s) =>
        assignPerson(
          assignBody,
          { ...assignFacts, config: { ...config, specialConditions: [] } },
          s,
        ),
      )
      .thenFailsWith('attendance.companyWithoutConfiguration');
  });
  it('refuses a company without control attendance and an unreached person', () => {
    people([])
      .when((s) => assignPerson(assignBody, { ...assignFacts, controlAttendance: false }, s))
      .thenFailsWith('attendance.companyNotControlled');
    people([])
      .when((s) => assignPerson(assignBody, { ...assignFacts, person: null }, s))
      .thenFailsWith('attendance.personNotFound');
  });
  it("names each field that is not the company's or the client's", () => {
    let caught: unknown;
    try {
      assignPerson(
        { ...assignBody, payrollGroupCode: 'X', specialConditionCode: 'Y' },
        { ...assignFacts, schedule: { ...schedule, active: false }, regime: undefined },
        initialPersonAttendance(),
      );
    } catch (err) {
      caught = err;
    }
    expect(caught).toBeInstanceOf(ValidationError);
    expect((caught as ValidationError).issues.map((i) => i.path)).toEqual([
      'payrollGroupCode',
      'specialConditionCode',
      'scheduleCode',
      'regimeId',
    ]);
  });
});

const applied = (justificationId: string, date: string): AttendanceEvent => ({
  type: 'attendance.JustificationApplied',
  data: {
    personId: PERSON,
    clientId: CLIENT,
    companyId: COMPANY,
    justificationId,
    date,
    justificationCode: 'M',
    paid: true,
    hours: 2,
    observation: 'Control',
  },
});
const applyBody = {
  commandId: 'cmd-j1',
  personId: PERSON,
  date: '2026-11-26',
  justificationCode: 'M',
  hours: 2,
  observation: 'Control',
  clientId: CLIENT,
};
const applyFacts = {
  person: { companyId: COMPANY },
  type: medical,
  today: '2026-11-27',
  justificationId: 'JUS-3',
};
const issuesOf = (run: () => unknown) => {
  try {
    run();
  } catch (err) {
    return (err as ValidationError).issues;
  }
  return [];
};

describe('Applying a justification', () => {
  it('applies one within the limits, paid as its type', () =>
    people([applied('JUS-1', '2026-11-23')])
      .when((s) => applyJustification(applyBody, applyFacts, s))
      .then([{ ...applied('JUS-3', '2026-11-26') }]));
  it('refuses a third one in the same ISO week (limit 2 per week)', () =>
    people([applied('JUS-1', '2026-11-23'), applied('JUS-2', '2026-11-25')])
      .when((s) => applyJustification(applyBody, applyFacts, s))
      .thenFailsWith('attendance.justificationLimitWeek'));
  it('counts the ISO week from Monday: Sunday the 22nd is the week before', () => {
    expect(isoWeekStart('2026-11-22')).toBe('2026-11-16');
    expect(isoWeekStart('2026-11-29')).toBe('2026-11-23');
    people([applied('JUS-1', '2026-11-22'), applied('JUS-2', '2026-11-25')])
      .when((s) => applyJustification(applyBody, applyFacts, s))
      .then([applied('JUS-3', '2026-11-26')]);
  });
  it('a withdrawn one no longer counts', () =>
    people([
      applied('JUS-1', '2026-11-23'),
      applied('JUS-2', '2026-11-25'),
      {
        type: 'attendance.JustificationWithdrawn',
        data: {
          personId: PERSON,
          clientId: CLIENT,
          companyId: COMPANY,
          justificationId: 'JUS-2',
          date: '2026-11-25',
        },
      },
    ])
      .when((s) => applyJustification(applyBody, applyFacts, s))
      .then([applied('JUS-3', '2026-11-26')]));
  it('limits per day when the type says D', () => {
    const daily = { ...applyFacts, type: { ...medical, timesPeriod: 'D' as const, maxTimes: 1 } };
    people([applied('JUS-1', '2026-11-26')])
      .when((s) => applyJustification(applyBody, daily, s))
      .thenFailsWith('attendance.justificationLimitDay');
    people([applied('JUS-1', '2026-11-25')])
      .when((s) => applyJustification(applyBody, daily, s))
      .then([applied('JUS-3', '2026-11-26')]);
  });
  it('refuses a future date unless the type applies in future', () => {
    const tomorrow = { ...applyBody, date: '2026-11-28' };
    expect(
      issuesOf(() => applyJustification(tomorrow, applyFacts, initialPersonAttendance())),
    ).toEqual([{ path: 'date', message: 'attendance:futureDate' }]);
    const future = { ...applyFacts, type: { ...medical, applyInFuture: true } };
    people([])
      .when((s) => applyJustification(tomorrow, future, s))
      .then([applied('JUS-3', '2026-11-28')]);
  });
  it('requires the observation when the type does', () =>
    expect(
      issuesOf(() =>
        applyJustification(
          { ...applyBody, observation: ' ' },
          applyFacts,
          initialPersonAttendance(),
        ),
      ),
    ).toEqual([{ path: 'observation', message: 'attendance:observationRequired' }]));
  it("refuses more hours than the type's maximum, and a whole day of a 4-hour type", () => {
    expect(
      issuesOf(() =>
        applyJustification({ ...applyBody, hours: 5 }, applyFacts, initialPersonAttendance()),
      ),
    ).toEqual([{ path: 'hours', message: 'attendance:hoursAboveMax:4' }]);
    expect(
      issuesOf(() =>
        applyJustification({ ...applyBody, hours: null }, applyFacts, initialPersonAttendance()),
      ),
    ).toEqual([{ path: 'hours', message: 'attendance:hoursAboveMax:4' }]);
  });
  it('refuses an inactive type and names an unknown one', () => {
    people([])
      .when((s) =>
        applyJustification(applyBody, { ...applyFacts, type: { ...medical, active: false } }, s),
      )
      .thenFailsWith('attendance.justificationInactive');
    expect(
      issuesOf(() =>
        applyJustification(
          applyBody,
          { ...applyFacts, type: undefined },
          initialPersonAttendance(),
        ),
      ),
    ).toEqual([{ path: 'justificationCode', message: 'attendance:justificationUnknown' }]);
  });
  it('withdraws once, and only the client’s own', () => {
    const ref = { personId: PERSON, clientId: CLIENT, justificationId: 'JUS-1' };
    people([applied('JUS-1', '2026-11-23')])
      .when((s) => withdrawJustification(ref, s))
      .then([
        {
          type: 'attendance.JustificationWithdrawn',
          data: {
            personId: PERSON,
            clientId: CLIENT,
            companyId: COMPANY,
            justificationId: 'JUS-1',
            date: '2026-11-23',
          },
        },
      ]);
    people([applied('JUS-1', '2026-11-23')])
      .when((s) => withdrawJustification({ ...ref, clientId: 'OTHER' }, s))
      .thenFailsWith('attendance.justificationNotFound');
  });
});
