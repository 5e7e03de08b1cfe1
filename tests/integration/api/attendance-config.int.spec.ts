import {
  API,
  STREAMS,
  type AttendanceCompanyRow,
  type AttendancePersonRow,
  type AttendanceScheduleRow,
  type CompanyRegistered,
  type JustificationTypeRow,
} from '@faena/contracts';
import { EventStore, FixedClock } from '@faena/core';
import {
  callsAs,
  closeTestApp,
  newCommandId,
  startTestApp,
  type Calls,
  type TestApp,
} from '@faena/test-kit';

jest.setTimeout(180_000);

// Monday 2026-11-23 12:00 UTC is 07:00 at the site (America/Lima)
const TODAY = '2026-11-23';
let t: TestApp;
let store: EventStore;
let admin: Calls;
let otherAdmin: Calls;
let requester: Calls;

const post = (name: keyof typeof API, body: Record<string, unknown>, as = admin) =>
  as.post(API[name].path, { commandId: newCommandId('att'), ...body });
const result = (res: { body: unknown }) => (res.body as { result: unknown }).result;
const problem = (res: { status: number; body: unknown }) => ({
  status: res.status,
  code: (res.body as { code: string }).code,
  message: (res.body as { message: string }).message,
});
/** the field and its Spanish text */
const issues = (res: { body: unknown }) =>
  (res.body as { issues: Array<{ path: string; text: string }> }).issues.map(({ path, text }) => ({
    path,
    text,
  }));
const fresh = async (as: Calls, name: keyof typeof API, query: Record<string, unknown> = {}) =>
  result(await as.get(API[name].path, { afterPosition: await store.headPosition(), ...query }));
const lengthOf = async (stream: string) => (await store.readStream(stream)).length;
const personRow = async (personId: string, companyId: string) =>
  (
    (await fresh(admin, 'listAttendancePeople', { companyId, take: 200 })) as {
      data: AttendancePersonRow[];
    }
  ).data.find((p) => p.personId === personId)!;

const workday = {
  turn: 'D',
  rest: false,
  entry: '07:00',
  exit: '16:00',
  refreshmentStart: null,
  refreshmentEnd: null,
  flexibleMinutes: 0,
  entryTolerance: 5,
  exitTolerance: 0,
  overtimeBefore: 0,
  overtimeAfter: 60,
};
const assignment = (personId: string, over: Record<string, unknown> = {}) => ({
  personId,
  payrollGroupCode: 'OBR',
  specialConditionCode: 'ALT',
  scheduleCode: 'LV0817',
  regimeId: null,
  startDate: TODAY,
  endDate: '2027-06-30',
  ...over,
});

beforeAll(async () => {
  t = await startTestApp({ clock: new FixedClock(new Date(`${TODAY}T12:00:00Z`)) });
  store = t.app.get(EventStore);
  [admin, otherAdmin, requester] = ['ADMIN', 'PAC-ADMIN', 'SOLICITANTE'].map((u) =>
    callsAs(t, u),
  ) as [Calls, Calls, Calls];
});
afterAll(() => closeTestApp(t));

describe('the demo configuration (played through the commands)', () => {
  it('has two companies with control attendance, configured, and their workers assigned', async () => {
    const companies = (await fresh(admin, 'listAttendanceCompanies')) as AttendanceCompanyRow[];
    expect(companies.map((c) => [c.companyId, c.configured])).toEqual(
      expect.arrayContaining([
        ['EMP-SERMISUR', true],
        ['EMP-TRANSCRUZ', true],
      ]),
    );
    const schedules = (await fresh(admin, 'listAttendanceSchedules')) as AttendanceScheduleRow[];
    const weekly = schedules.find((s) => s.code === 'LV0817')!;
    expect(weekly.days.filter((d) => !d.rest).map((d) => d.day)).toEqual([1, 2, 3, 4, 5]);
    expect(weekly.days[0]).toMatchObject({ entry: '08:00', exit: '17:00', entryTolerance: 10 });
    expect(schedules.find((s) => s.code === 'NOCHE')!.days[0]).toMatchObject({
      turn: 'N',
      entry: '20:00',
      exit: '08:00',
    });
    const types = (await fresh(admin, 'listJustificationTypes')) as JustificationTypeRow[];
    expect(types.map((j) => [j.code, j.paid])).toEqual([
      ['CITAMED', true],
      ['COMISION', true],
      ['PERMISO', false],
    ]);
    const driver = await personRow('PER-0077', 'EMP-TRANSCRUZ');
    expect(driver.current).toMatchObject({
      scheduleCode: 'NOCHE',
      regimeId: '14X14',
      regime: { workDays: 14, restDays: 14 },
    });
    const worker = await personRow('PER-0037', 'EMP-SERMISUR');
    expect(worker.current?.scheduleCode).toBe('LV0817');
    expect(worker.justifications.map((j) => j.justificationCode)).toEqual(['COMISION']);
  });
});

describe('schedules', () => {
  it('defines one with a copied day; a code is defined once; bad days are named', async () => {
    const body = {
      code: 'T0716',
      description: 'Turno 07–16',
      kind: 'weekly',
      days: [1, 2].map((day) => ({ day, ...workday })),
    };
    expect((await post('defineAttendanceSchedule', body)).status).toBe(201);
    const before = await lengthOf(STREAMS.attendanceSchedules('MINERA-ANDINA'));
    expect(problem(await post('defineAttendanceSchedule', body))).toMatchObject({
      status: 409,
      code: 'attendance.scheduleCodeTaken',
    });
    const bad = await post('defineAttendanceSchedule', {
      ...body,
      code: 'MAL',
      days: [
        { ...workday, day: 1, exit: '06:00' },
        { ...workday, day: 9 },
      ],
    });
    expect(bad.status).toBe(400);
    expect(issues(bad)).toEqual([
      { path: 'days.0.exit', text: 'En turno de día la salida debe ser posterior a la entrada.' },
      { path: 'days.1.day', text: 'El día no corresponde al tipo de horario.' },
    ]);
    expect(await lengthOf(STREAMS.attendanceSchedules('MINERA-ANDINA'))).toBe(before);
  });
});

describe('company configuration', () => {
  it('refuses a company without control attendance (422) and changes nothing', async () => {
    const res = await post('configureAttendanceCompany', {
      companyId: 'EMP-MEASAC',
      payrollGroups: [{ code: 'OBR', description: 'Obreros' }],
      specialConditions: [],
    });
    expect(problem(res)).toEqual({
      status: 422,
      code: 'attendance.companyNotControlled',
      message: 'La empresa no tiene habilitado el control de asistencia.',
    });
    expect(await lengthOf(STREAMS.attendanceCompany('EMP-MEASAC'))).toBe(0);
  });
  it("answers another client's company as not found, and hides it from its list", async () => {
    const res = await post(
      'configureAttendanceCompany',
      { companyId: 'EMP-SERMISUR', payrollGroups: [], specialConditions: [] },
      otherAdmin,
    );
    expect(problem(res)).toMatchObject({ status: 404, code: 'attendance.companyNotFound' });
    const theirs = (await fresh(otherAdmin, 'listAttendanceCompanies')) as AttendanceCompanyRow[];
    expect(theirs.map((c) => c.companyId)).not.toContain('EMP-SERMISUR');
  });
  it('names a repeated code', async () => {
    const res = await post('configureAttendanceCompany', {
      companyId: 'EMP-SERMISUR',
      payrollGroups: [
        { code: 'OBR', description: 'Obreros' },
        { code: 'obr', description: 'Otra vez' },
      ],
      specialConditions: [{ code: 'NOR', description: 'Normal' }],
    });
    expect(res.status).toBe(400);
    expect(issues(res)).toEqual([
      { path: 'payrollGroups.1.code', text: 'El código ya está en la lista.' },
    ]);
  });
});

describe("a person's assignment", () => {
  it('refuses a person of a company without payroll groups or special conditions, with the warning', async () => {
    // EMP-SEGMINERA gets control attendance but no configuration
    const events = await store.readStream(STREAMS.company('EMP-SEGMINERA'));
    const { companyId, ...fields } = events.at(-1)!.data as CompanyRegistered['data'];
    const flagged = await post('updateCompany', {
      companyId,
      ...fields,
      address: fields.address ?? '',
      nickname: fields.nickname ?? '',
      controlAttendance: true,
    });
    expect(flagged.status).toBe(200);
    const res = await post('assignPersonAttendance', assignment('PER-0183'));
    expect(problem(res)).toEqual({
      status: 422,
      code: 'attendance.companyWithoutConfiguration',
      message:
        'La empresa de la persona no tiene configurados grupos de planilla o condiciones especiales.',
    });
    expect(await lengthOf(STREAMS.attendancePerson('PER-0183'))).toBe(0);
    expect((await personRow('PER-0183', 'EMP-SEGMINERA')).companyConfigured).toBe(false);
  });
  it("names a payroll group that is not the company's and a start after the end", async () => {
    const res = await post(
      'assignPersonAttendance',
      assignment('PER-0038', { payrollGroupCode: 'CON' }),
    );
    expect(res.status).toBe(400);
    expect(issues(res)).toEqual([
      { path: 'payrollGroupCode', text: 'El grupo de planilla no es de la empresa de la persona.' },
    ]);
    const dates = await post(
      'assignPersonAttendance',
      assignment('PER-0038', { startDate: '2027-01-01', endDate: '2026-12-01' }),
    );
    expect(dates.status).toBe(400);
    expect(issues(dates)).toEqual([
      { path: 'startDate', text: 'Fecha de inicio debe ser menor a la fecha de fin.' },
    ]);
  });
  it('assigns a new schedule from today; the listing shows it as current', async () => {
    const res = await post(
      'assignPersonAttendance',
      assignment('PER-0038', { scheduleCode: 'T0716' }),
    );
    expect(res.status).toBe(201);
    const row = await personRow('PER-0038', 'EMP-SERMISUR');
    expect(row.current).toMatchObject({ scheduleCode: 'T0716', specialConditionCode: 'ALT' });
    expect(row.assignments).toHaveLength(2);
  });
});

describe('justifications', () => {
  it('checks observation, future date and hours against the type, naming the field', async () => {
    const base = { personId: 'PER-0039', justificationCode: 'CITAMED', date: TODAY, hours: 2 };
    const noObservation = await post('applyJustification', base);
    expect(issues(noObservation)).toEqual([
      { path: 'observation', text: 'Este tipo de justificación requiere una observación.' },
    ]);
    const future = await post('applyJustification', {
      ...base,
      date: '2026-11-24',
      hours: 6,
      observation: 'Control',
    });
    expect(issues(future)).toEqual([
      { path: 'date', text: 'Este tipo de justificación no se puede aplicar a una fecha futura.' },
      { path: 'hours', text: 'Las horas superan el máximo del tipo de justificación (4).' },
    ]);
    expect(await lengthOf(STREAMS.attendancePerson('PER-0039'))).toBe(1); // the seeded assignment
  });
  it('holds one PERMISO per ISO week under concurrent commands; a withdrawal frees it', async () => {
    const apply = (date: string) =>
      post('applyJustification', {
        personId: 'PER-0040',
        justificationCode: 'PERMISO',
        date,
        hours: 4,
        observation: 'Trámite',
      });
    const both = await Promise.all([apply('2026-11-24'), apply('2026-11-26')]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 422]);
    const refused = both.find((r) => r.status === 422)!;
    expect(problem(refused)).toMatchObject({
      code: 'attendance.justificationLimitWeek',
      message: 'La persona ya tiene 1 justificaciones de este tipo en la semana.',
    });
    expect((await apply('2026-11-30')).status).toBe(201); // the next ISO week
    const accepted = both.find((r) => r.status === 201)!;
    const justificationId = (result(accepted) as { id: string }).id;
    const withdrawn = await post('withdrawJustification', {
      personId: 'PER-0040',
      justificationId,
    });
    expect(withdrawn.status).toBe(200);
    expect((await apply('2026-11-25')).status).toBe(201);
    const again = await post('withdrawJustification', { personId: 'PER-0040', justificationId });
    expect(problem(again)).toMatchObject({ status: 404, code: 'attendance.justificationNotFound' });
    const row = await personRow('PER-0040', 'EMP-SERMISUR');
    expect(row.justifications.map((j) => j.date)).toEqual(['2026-11-25', '2026-11-30']);
  });
});

describe('authorization', () => {
  it('answers 403 to a caller without attendance.admin', async () => {
    expect((await requester.get(API.listAttendanceCompanies.path)).status).toBe(403);
    expect(
      (
        await post(
          'applyJustification',
          { personId: 'PER-0040', justificationCode: 'PERMISO', date: TODAY },
          requester,
        )
      ).status,
    ).toBe(403);
  });
});
