import { projectionSpec, type GivenEvent } from '@faena/test-kit';
import { ATTENDANCE_DAYS_COLLECTION, attendanceDaysProjection } from './attendance-days.projection';

const day = (d: number, over: Record<string, unknown> = {}) => ({
  day: d,
  turn: 'D',
  rest: false,
  entry: '08:00',
  exit: '17:00',
  refreshmentStart: '13:00',
  refreshmentEnd: '14:00',
  flexibleMinutes: 0,
  entryTolerance: 5,
  exitTolerance: 5,
  overtimeBefore: 60,
  overtimeAfter: 30,
  ...over,
});
const company: GivenEvent = {
  type: 'catalog.CompanyRegistered',
  data: {
    companyId: 'CO1',
    name: 'Andes',
    documentType: 'RUC',
    documentNumber: '20100000001',
    contractor: true,
    category: 'A',
    country: 'PE',
  },
};
const holidays: GivenEvent = {
  type: 'catalog.CountryHolidaysRegistered',
  data: {
    countryId: 'PE',
    name: 'Perú',
    holidays: [{ day: 5, month: 3, name: 'Feriado local', template: false }],
  },
};
const schedule = (entry = '08:00'): GivenEvent => ({
  type: 'attendance.ScheduleSaved',
  data: {
    clientId: 'C1',
    code: 'LV',
    description: 'Lunes a viernes',
    kind: 'weekly',
    cycleLength: null,
    days: [1, 2, 3, 4, 5].map((d) => day(d, { entry })),
    active: true,
  },
});
const assigned = (over: Record<string, unknown> = {}): GivenEvent => ({
  type: 'attendance.PersonAssigned',
  data: {
    personId: 'P1',
    clientId: 'C1',
    companyId: 'CO1',
    assignmentId: 'AS1',
    payrollGroupCode: 'PG1',
    specialConditionCode: null,
    scheduleCode: 'LV',
    regimeId: null,
    regime: null,
    startDate: '2026-03-02',
    endDate: '2026-03-06',
    ...over,
  },
});
let markNo = 0;
interface MarkAt {
  date: string;
  hour: string;
  direction: 'E' | 'S';
  clientId?: string;
}
const markAt = ({ date, hour, direction, clientId = 'C1' }: MarkAt): GivenEvent => ({
  type: 'access.MarkGranted',
  version: 2,
  data: {
    markId: `M${++markNo}`,
    personId: 'P1',
    personName: 'Ana Rojas',
    zoneId: 'Z1',
    doorId: 'D1',
    clientId,
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
    documentNumber: '40000001',
    companyName: 'Andes',
    markType: 'T',
    mode: direction === 'E' ? 'I' : 'S',
    justification: '',
  },
});
const mark = (date: string, hour: string, direction: 'E' | 'S') =>
  markAt({ date, hour, direction });
const justified = (date: string, hours: number | null, id = 'J1'): GivenEvent => ({
  type: 'attendance.JustificationApplied',
  data: {
    personId: 'P1',
    clientId: 'C1',
    companyId: 'CO1',
    justificationId: id,
    date,
    justificationCode: 'MED',
    paid: true,
    hours,
    observation: '',
  },
});
const spec = projectionSpec(attendanceDaysProjection);
const rowOf = (date: string) => `P1|${date}`;
const base = [company, holidays, schedule()];

describe('attendance-days.v1', () => {
  it("stores no day for an assignment alone: the plan is the read side's", async () => {
    const { documents } = await spec.given([...base, assigned()]).outcome();
    expect(documents[ATTENDANCE_DAYS_COLLECTION]).toEqual({});
  });

  it('stores the days with marks, a holiday with its name', async () => {
    const { documents } = await spec
      .given([
        ...base,
        assigned(),
        mark('2026-03-02', '08:00', 'E'),
        mark('2026-03-05', '09:00', 'E'),
        mark('2026-03-05', '12:00', 'S'),
      ])
      .outcome();
    const days = documents[ATTENDANCE_DAYS_COLLECTION] ?? {};
    expect(Object.keys(days).sort()).toEqual([rowOf('2026-03-02'), rowOf('2026-03-05')]);
    expect(days[rowOf('2026-03-02')]).toMatchObject({ type: 'I', month: '2026-03' });
    expect(days[rowOf('2026-03-05')]).toMatchObject({
      type: 'H',
      holidayName: 'Feriado local',
      overtimeAfterMinutes: 180,
    });
  });

  it('computes a day as its marks arrive', () =>
    spec
      .given([
        ...base,
        assigned(),
        mark('2026-03-02', '08:20', 'E'),
        mark('2026-03-02', '17:40', 'S'),
      ])
      .thenDocument(ATTENDANCE_DAYS_COLLECTION, rowOf('2026-03-02'), {
        personId: 'P1',
        clientId: 'C1',
        companyId: 'CO1',
        payrollGroupCode: 'PG1',
        date: '2026-03-02',
        month: '2026-03',
        type: 'W',
        turn: 'D',
        scheduleCode: 'LV',
        scheduledEntry: '2026-03-02T08:00',
        scheduledExit: '2026-03-02T17:00',
        firstEntry: '2026-03-02T08:20',
        lastExit: '2026-03-02T17:40',
        workedMinutes: 500,
        lateMinutes: 20,
        earlyLeaveMinutes: 0,
        overtimeBeforeMinutes: 0,
        overtimeAfterMinutes: 40,
        justificationCode: null,
        justifiedMinutes: 0,
        holidayName: null,
      }));

  it("tells the client's attendance screens whose day changed, once per change", () =>
    spec
      .given([
        ...base,
        assigned(),
        markAt({ date: '2026-03-02', hour: '08:00', direction: 'E', clientId: 'C2' }),
        mark('2026-03-02', '08:20', 'E'),
        mark('2026-03-02', '17:40', 'S'),
      ])
      .thenNotices([
        {
          room: 'attendance-days:C1',
          kind: 'attendanceDay.changed',
          position: 6,
          payload: { personId: 'P1', date: '2026-03-02', month: '2026-03' },
        },
        {
          room: 'attendance-days:C1',
          kind: 'attendanceDay.changed',
          position: 7,
          payload: { personId: 'P1', date: '2026-03-02', month: '2026-03' },
        },
      ]));

  it('counts marks that arrived before the assignment', () =>
    spec
      .given([
        ...base,
        mark('2026-03-03', '07:59', 'E'),
        mark('2026-03-03', '17:01', 'S'),
        assigned(),
      ])
      .thenDocument(
        ATTENDANCE_DAYS_COLLECTION,
        rowOf('2026-03-03'),
        expect.objectContaining({ type: 'W', workedMinutes: 482 }),
      ));

  it('recomputes a past day when a late mark (offline sync) arrives', () =>
    spec
      .given([
        ...base,
        assigned(),
        mark('2026-03-02', '08:00', 'E'),
        mark('2026-03-04', '08:00', 'E'),
        mark('2026-03-04', '17:00', 'S'),
        mark('2026-03-02', '16:00', 'S'),
      ])
      .thenDocument(
        ATTENDANCE_DAYS_COLLECTION,
        rowOf('2026-03-02'),
        expect.objectContaining({ type: 'W', earlyLeaveMinutes: 60, lastExit: '2026-03-02T16:00' }),
      ));

  it("ignores marks at another client's zones", () =>
    spec
      .given([
        ...base,
        assigned(),
        markAt({ date: '2026-03-02', hour: '08:00', direction: 'E', clientId: 'C2' }),
      ])
      .thenNoDocument(ATTENDANCE_DAYS_COLLECTION, rowOf('2026-03-02')));

  it('a whole-day justification turns the absence into J; withdrawing it turns it back', async () => {
    await spec
      .given([...base, assigned(), justified('2026-03-03', null)])
      .thenDocument(
        ATTENDANCE_DAYS_COLLECTION,
        rowOf('2026-03-03'),
        expect.objectContaining({ type: 'J', justificationCode: 'MED' }),
      );
    await spec
      .given([
        ...base,
        assigned(),
        justified('2026-03-03', null),
        {
          type: 'attendance.JustificationWithdrawn',
          data: {
            personId: 'P1',
            clientId: 'C1',
            companyId: 'CO1',
            justificationId: 'J1',
            date: '2026-03-03',
          },
        },
      ])
      .thenNoDocument(ATTENDANCE_DAYS_COLLECTION, rowOf('2026-03-03'));
  });

  it('a holiday set or removed recomputes that date', async () => {
    const set: GivenEvent = {
      type: 'catalog.HolidaySet',
      data: {
        countryId: 'PE',
        holiday: { day: 3, month: 3, name: 'Nuevo', template: false },
        previous: null,
      },
    };
    const removed: GivenEvent = {
      type: 'catalog.HolidayRemoved',
      data: { countryId: 'PE', day: 5, month: 3 },
    };
    await spec
      .given([
        ...base,
        assigned(),
        mark('2026-03-03', '08:00', 'E'),
        mark('2026-03-05', '08:00', 'E'),
        set,
        removed,
      ])
      .thenDocument(
        ATTENDANCE_DAYS_COLLECTION,
        rowOf('2026-03-03'),
        expect.objectContaining({ type: 'H', holidayName: 'Nuevo' }),
      )
      .thenDocument(
        ATTENDANCE_DAYS_COLLECTION,
        rowOf('2026-03-05'),
        expect.objectContaining({ type: 'I', holidayName: null }),
      );
  });

  it('a schedule edit recomputes from the day before it was saved, not the past', () =>
    spec
      .given([
        ...base,
        assigned(),
        mark('2026-03-02', '08:30', 'E'),
        mark('2026-03-02', '17:00', 'S'),
        mark('2026-03-04', '08:30', 'E'),
        mark('2026-03-04', '17:00', 'S'),
        { ...schedule('08:30'), metadata: { occurredAt: '2026-03-04T15:00:00.000Z' } },
      ])
      .thenDocument(
        ATTENDANCE_DAYS_COLLECTION,
        rowOf('2026-03-02'),
        expect.objectContaining({ lateMinutes: 30 }),
      )
      .thenDocument(
        ATTENDANCE_DAYS_COLLECTION,
        rowOf('2026-03-04'),
        expect.objectContaining({ lateMinutes: 0, scheduledEntry: '2026-03-04T08:30' }),
      ));

  it('a later assignment ends the earlier one the day before and removes uncovered days', async () => {
    const { documents } = await spec
      .given([
        ...base,
        mark('2026-03-03', '08:00', 'E'),
        mark('2026-03-04', '08:00', 'E'),
        mark('2026-03-06', '08:00', 'E'),
        assigned(),
        assigned({
          assignmentId: 'AS2',
          payrollGroupCode: 'PG2',
          startDate: '2026-03-04',
          endDate: '2026-03-05',
        }),
      ])
      .outcome();
    const days = documents[ATTENDANCE_DAYS_COLLECTION] ?? {};
    expect(days[rowOf('2026-03-03')]).toMatchObject({ payrollGroupCode: 'PG1' });
    expect(days[rowOf('2026-03-04')]).toMatchObject({ payrollGroupCode: 'PG2' });
    expect(days[rowOf('2026-03-06')]).toBeUndefined();
  });

  it('a voided mark no longer counts; a corrected one moves', () =>
    spec
      .given([
        ...base,
        assigned(),
        mark('2026-03-02', '08:00', 'E'),
        mark('2026-03-02', '17:00', 'S'),
        {
          type: 'access.MarkCorrected',
          data: {
            markId: `M${markNo - 1}`,
            personId: 'P1',
            clientId: 'C1',
            zoneId: 'Z1',
            granted: true,
            markedAt: '2026-03-02T08:45:00.000Z',
            hour: '08:45',
            direction: 'E',
            mode: 'I',
            reason: 'error',
            previous: {
              markedAt: '2026-03-02T08:00:00.000Z',
              hour: '08:00',
              mode: 'I',
              reason: '',
            },
            correctedBy: 'SUP',
          },
        },
        {
          type: 'access.MarkVoided',
          data: {
            markId: `M${markNo}`,
            personId: 'P1',
            clientId: 'C1',
            zoneId: 'Z1',
            markedAt: '2026-03-02T17:00:00.000Z',
            direction: 'S',
            granted: true,
            reason: 'duplicada',
            voidedBy: 'SUP',
          },
        },
      ])
      .thenDocument(
        ATTENDANCE_DAYS_COLLECTION,
        rowOf('2026-03-02'),
        expect.objectContaining({
          type: 'I',
          firstEntry: '2026-03-02T08:45',
          lastExit: null,
          lateMinutes: 45,
        }),
      ));

  it('a day whose only mark is voided has no row any more', () =>
    spec
      .given([
        ...base,
        assigned(),
        mark('2026-03-02', '08:00', 'E'),
        {
          type: 'access.MarkVoided',
          data: {
            markId: `M${markNo}`,
            personId: 'P1',
            clientId: 'C1',
            zoneId: 'Z1',
            markedAt: '2026-03-02T08:00:00.000Z',
            direction: 'E',
            granted: true,
            reason: 'duplicada',
            voidedBy: 'SUP',
          },
        },
      ])
      .thenNoDocument(ATTENDANCE_DAYS_COLLECTION, rowOf('2026-03-02')));

  it("a night turn's exit the next morning completes the night's day", () =>
    spec
      .given([
        company,
        holidays,
        {
          type: 'attendance.ScheduleSaved',
          data: {
            clientId: 'C1',
            code: 'LV',
            description: 'Noches',
            kind: 'weekly',
            cycleLength: null,
            days: [1, 2, 3, 4, 5].map((d) =>
              day(d, {
                turn: 'N',
                entry: '20:00',
                exit: '08:00',
                refreshmentStart: '00:00',
                refreshmentEnd: '01:00',
              }),
            ),
            active: true,
          },
        },
        assigned(),
        mark('2026-03-02', '19:55', 'E'),
        mark('2026-03-03', '08:40', 'S'),
      ])
      .thenDocument(
        ATTENDANCE_DAYS_COLLECTION,
        rowOf('2026-03-02'),
        expect.objectContaining({
          type: 'W',
          turn: 'N',
          firstEntry: '2026-03-02T19:55',
          lastExit: '2026-03-03T08:40',
          workedMinutes: 705,
          overtimeAfterMinutes: 40,
        }),
      )
      .thenNoDocument(ATTENDANCE_DAYS_COLLECTION, rowOf('2026-03-03')));

  it('reads a v1 mark that arrives without its site date and hour from its UTC moment', () =>
    spec
      .given([
        ...base,
        assigned(),
        {
          type: 'access.MarkGranted',
          data: {
            markId: 'V1-MARK',
            personId: 'P1',
            personName: 'Ana Rojas',
            zoneId: 'Z1',
            doorId: 'D1',
            clientId: 'C1',
            direction: 'E',
            markedAt: '2026-03-02T08:10:00.000Z',
            automatic: false,
          },
        },
      ])
      .thenDocument(
        ATTENDANCE_DAYS_COLLECTION,
        rowOf('2026-03-02'),
        expect.objectContaining({ type: 'I', firstEntry: '2026-03-02T08:10', lateMinutes: 10 }),
      ));

  it('gives the same documents on replay', () =>
    spec
      .given([
        ...base,
        mark('2026-03-02', '08:00', 'E'),
        assigned(),
        mark('2026-03-02', '17:00', 'S'),
        justified('2026-03-03', 2),
      ])
      .thenSameOnReplay());
});
