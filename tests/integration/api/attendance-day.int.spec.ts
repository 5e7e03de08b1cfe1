import {
  API,
  type AttendanceMonthAnswer,
  type AttendanceOptionsAnswer,
  type AttendancePayrollAnswer,
} from '@faena/contracts';
import { EventStore, FixedClock } from '@faena/core';
import {
  callsAs,
  closeTestApp,
  givenPeople,
  givenStreams,
  startTestApp,
  type TestApp,
} from '@faena/test-kit';

// starting a seeded app takes longer than Jest's default 5 s
jest.setTimeout(120_000);

/** a Monday; the clock stands at noon of it */
const TODAY = '2026-11-23';
const CLIENT = 'MINERA-ANDINA';
const COMPANY = 'EMP-SERMISUR';
const PERSON = 'ATT-INT-1';
const GROUP = 'INTPG';

let t: TestApp;
let position = 0;

const day = (n: number) => ({
  day: n,
  turn: 'D',
  rest: false,
  entry: '08:00',
  exit: '17:00',
  refreshmentStart: '13:00',
  refreshmentEnd: '14:00',
  flexibleMinutes: 0,
  entryTolerance: 5,
  exitTolerance: 5,
  overtimeBefore: 0,
  overtimeAfter: 30,
});
let markNo = 0;
const mark = (date: string, hour: string, direction: 'E' | 'S') => ({
  type: 'access.MarkGranted',
  version: 2,
  data: {
    markId: `ATT-INT-M${++markNo}`,
    personId: PERSON,
    personName: 'Persona de asistencia',
    zoneId: 'ZON-GARITA',
    doorId: 'PTA-GARITA-E',
    clientId: CLIENT,
    direction,
    markedAt: `${date}T${hour}:00.000Z`,
    automatic: false,
    date,
    hour,
    deviceId: null,
    origin: 'GARITA',
    plate: null,
    function: '',
    idType: 'DNI',
    documentNumber: PERSON,
    companyName: 'Sermisur',
    markType: 'T',
    mode: direction === 'E' ? 'S' : 'N',
    justification: '',
  },
});

beforeAll(async () => {
  t = await startTestApp({ clock: new FixedClock(new Date(`${TODAY}T12:00:00Z`)) });
  const store = t.app.get(EventStore);
  await givenPeople(store, 'att-people', [{ personId: PERSON, companyId: COMPANY }]);
  position = await givenStreams(store, 'att-day', [
    {
      stream: `attendance.schedules-${CLIENT}`,
      events: [
        {
          type: 'attendance.ScheduleSaved',
          data: {
            clientId: CLIENT,
            code: 'INTLV',
            description: 'Lunes a viernes',
            kind: 'weekly',
            cycleLength: null,
            days: [1, 2, 3, 4, 5].map(day),
            active: true,
          },
        },
      ],
    },
    {
      stream: `attendance.person-${PERSON}`,
      events: [
        {
          type: 'attendance.PersonAssigned',
          data: {
            personId: PERSON,
            clientId: CLIENT,
            companyId: COMPANY,
            assignmentId: 'ATT-INT-A1',
            payrollGroupCode: GROUP,
            specialConditionCode: null,
            scheduleCode: 'INTLV',
            regimeId: null,
            regime: null,
            startDate: '2026-11-09',
            endDate: '2026-12-31',
          },
        },
      ],
    },
    {
      stream: `access.person-${PERSON}`,
      events: [
        mark('2026-11-16', '08:20', 'E'),
        mark('2026-11-16', '17:45', 'S'),
        mark('2026-11-18', '07:58', 'E'),
        mark('2026-11-18', '17:00', 'S'),
        mark('2026-11-19', '08:00', 'E'),
      ],
    },
  ]);
});
afterAll(async () => closeTestApp(t));

const resultOf = (res: { body: unknown }) => (res.body as { result: unknown }).result;
const month = (user: string, query: Record<string, unknown>) =>
  callsAs(t, user).get(API.attendanceMonth.path, { afterPosition: position, ...query });

describe("a person's month of attendance", () => {
  it('answers the days up to today with their figures and the totals', async () => {
    const res = await month('ADMIN', { personId: PERSON, month: '2026-11' });
    expect(res.status).toBe(200);
    const answer = resultOf(res) as AttendanceMonthAnswer;
    expect(answer.days.map((d) => d.date)).toEqual(
      Array.from({ length: 15 }, (_, i) => `2026-11-${String(9 + i).padStart(2, '0')}`),
    );
    const byDate = new Map(answer.days.map((d) => [d.date, d]));
    expect(byDate.get('2026-11-16')).toMatchObject({
      type: 'W',
      lateMinutes: 20,
      overtimeAfterMinutes: 45,
      workedMinutes: 505,
    });
    expect(byDate.get('2026-11-17')).toMatchObject({ type: 'A' });
    expect(byDate.get('2026-11-18')).toMatchObject({ type: 'W', lateMinutes: 0 });
    expect(byDate.get('2026-11-19')).toMatchObject({ type: 'I' });
    expect(byDate.get('2026-11-21')).toMatchObject({ type: 'R' });
    expect(answer.totals).toMatchObject({ lateMinutes: 20, overtimeMinutes: 45 });
    expect(answer.totals.types.W).toBe(2);
    expect(answer.totals.types.I).toBe(1);
  });

  it('does not find a person of another client (or one without attendance)', async () => {
    const other = await month('PAC-ADMIN', { personId: PERSON, month: '2026-11' });
    expect(other.status).toBe(404);
    const none = await month('ADMIN', { personId: 'NO-SUCH-PERSON', month: '2026-11' });
    expect(none.status).toBe(404);
  });

  it('refuses a malformed month naming the field', async () => {
    const res = await month('ADMIN', { personId: PERSON, month: '2026-13' });
    expect(res.status).toBe(400);
    const issues = (res.body as { issues: Array<{ path: string; message: string }> }).issues;
    expect(issues).toEqual([expect.objectContaining({ path: 'month' })]);
  });

  it('is refused to a caller without access.supervise', async () => {
    const res = await month('SOLICITANTE', { personId: PERSON, month: '2026-11' });
    expect(res.status).toBe(403);
  });
});

describe('the payroll month and the pickers', () => {
  it('answers one row per person and day type, and the weeks', async () => {
    const res = await callsAs(t, 'ADMIN').get(API.attendancePayroll.path, {
      companyId: COMPANY,
      payrollGroupCode: GROUP,
      month: '2026-11',
      afterPosition: position,
    });
    expect(res.status).toBe(200);
    const answer = resultOf(res) as AttendancePayrollAnswer;
    const rows = answer.rows.filter((r) => r.personId === PERSON);
    expect(rows.map((r) => [r.type, r.days])).toEqual([
      ['W', 2],
      ['A', 8],
      ['R', 4],
      ['I', 1],
    ]);
    expect(rows.find((r) => r.type === 'W')).toMatchObject({
      lateMinutes: 20,
      overtimeMinutes: 45,
    });
    expect(answer.weeks).toEqual([
      { week: '2026-11-09', absences: 5, overtimeMinutes: 0 },
      { week: '2026-11-16', absences: 2, overtimeMinutes: 45 },
      { week: '2026-11-23', absences: 1, overtimeMinutes: 0 },
    ]);
  });

  it("gives another client's caller none of the group's days", async () => {
    const res = await callsAs(t, 'PAC-ADMIN').get(API.attendancePayroll.path, {
      companyId: COMPANY,
      payrollGroupCode: GROUP,
      month: '2026-11',
    });
    expect(res.status).toBe(200);
    expect((resultOf(res) as AttendancePayrollAnswer).rows).toEqual([]);
  });

  it("lists the client's assigned people and payroll groups, not to another client", async () => {
    const own = resultOf(
      await callsAs(t, 'ADMIN').get(API.attendanceOptions.path, { afterPosition: position }),
    ) as AttendanceOptionsAnswer;
    expect(own.people).toContainEqual(expect.objectContaining({ personId: PERSON }));
    expect(own.payrollGroups).toContainEqual(
      expect.objectContaining({ companyId: COMPANY, payrollGroupCode: GROUP }),
    );
    const other = resultOf(
      await callsAs(t, 'PAC-ADMIN').get(API.attendanceOptions.path),
    ) as AttendanceOptionsAnswer;
    expect(other.people.map((p) => p.personId)).not.toContain(PERSON);
  });
});
