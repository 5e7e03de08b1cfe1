import { act, fireEvent, screen } from '@testing-library/react';
import {
  API,
  type AttendanceDayRow,
  type AttendanceMonthAnswer,
  type AttendanceOptionsAnswer,
  type AttendancePayrollAnswer,
  type ChangeMessage,
  type SessionUser,
} from '@faena/contracts';
import { useLiveRoom } from '../../../../hooks/use-live-room';
import { useSession } from '../../../../stores/session.store';
import { urlText } from '../../../../test/fetch';
import { pickMonth } from '../../../../test/month';
import { jsonResponse, renderUi, setupI18n } from '../../../../test/render';
import { AttendanceMonthPage } from './attendance-month-page';
import { AttendancePayrollPage } from './attendance-payroll-page';

jest.setTimeout(30_000);
jest.mock('../../../../hooks/use-live-room', () => ({ useLiveRoom: jest.fn() }));

const options: AttendanceOptionsAnswer = {
  people: [
    {
      personId: 'P1',
      fullName: 'Ana Rojas',
      documentNumber: '40000001',
      companyId: 'CO1',
      companyName: 'Sermisur',
    },
  ],
  payrollGroups: [{ companyId: 'CO1', companyName: 'Sermisur', payrollGroupCode: 'OBR' }],
};
const day = (over: Partial<AttendanceDayRow>): AttendanceDayRow => ({
  personId: 'P1',
  clientId: 'MINERA-ANDINA',
  companyId: 'CO1',
  payrollGroupCode: 'OBR',
  date: '2026-11-02',
  type: 'W',
  turn: 'D',
  scheduleCode: 'LV',
  scheduledEntry: '2026-11-02T08:00',
  scheduledExit: '2026-11-02T17:00',
  firstEntry: '2026-11-02T08:25',
  lastExit: '2026-11-02T18:15',
  workedMinutes: 530,
  lateMinutes: 25,
  earlyLeaveMinutes: 0,
  overtimeBeforeMinutes: 0,
  overtimeAfterMinutes: 75,
  justificationCode: null,
  justifiedMinutes: 0,
  holidayName: null,
  ...over,
});
const month: AttendanceMonthAnswer = {
  personId: 'P1',
  fullName: 'Ana Rojas',
  documentNumber: '40000001',
  companyName: 'Sermisur',
  month: '2026-11',
  days: [
    day({}),
    day({
      date: '2026-11-03',
      type: 'A',
      firstEntry: null,
      lastExit: null,
      workedMinutes: 0,
      lateMinutes: 0,
      overtimeAfterMinutes: 0,
      scheduledEntry: '2026-11-03T20:00',
      scheduledExit: '2026-11-04T08:00',
      turn: 'N',
    }),
  ],
  totals: {
    workedMinutes: 530,
    lateMinutes: 25,
    earlyLeaveMinutes: 0,
    overtimeMinutes: 75,
    overtimeBeforeMinutes: 0,
    overtimeAfterMinutes: 75,
    justifiedMinutes: 0,
    types: { W: 1, A: 1, R: 0, H: 0, J: 0, I: 0, N: 0 },
  },
};
const payroll: AttendancePayrollAnswer = {
  companyId: 'CO1',
  companyName: 'Sermisur',
  payrollGroupCode: 'OBR',
  month: '2026-11',
  rows: [
    {
      personId: 'P1',
      fullName: 'Ana Rojas',
      documentNumber: '40000001',
      type: 'A',
      days: 2,
      workedMinutes: 0,
      lateMinutes: 0,
      earlyLeaveMinutes: 0,
      overtimeMinutes: 0,
    },
  ],
  weeks: [{ week: '2026-11-02', absences: 2, overtimeMinutes: 75 }],
};
const calledUrls = (path: string) =>
  jest
    .mocked(fetch)
    .mock.calls.map(([url]) => decodeURIComponent(urlText(url)))
    .filter((u) => u.startsWith(path));

beforeEach(async () => {
  await setupI18n('es');
  useSession.getState().signIn({ accessToken: 'a', refreshToken: 'r-00000001' }, {
    username: 'ADMIN',
    profile: { clientId: 'MINERA-ANDINA', companyId: null, permissions: ['access.supervise'] },
  } as unknown as SessionUser);
  globalThis.fetch = jest.fn((url: string) =>
    Promise.resolve(
      url.startsWith(API.attendanceOptions.path)
        ? jsonResponse(200, { result: options })
        : url.startsWith(API.attendanceMonth.path)
          ? jsonResponse(200, { result: month })
          : url.startsWith(API.attendancePayroll.path)
            ? jsonResponse(200, { result: payroll })
            : jsonResponse(404, {}),
    ),
  ) as unknown as typeof fetch;
});

async function pick(testId: string, label: RegExp) {
  await act(async () => {
    fireEvent.click(await screen.findByTestId(testId));
    await new Promise((r) => setTimeout(r, 0));
  });
  const option = await screen.findByRole('option', { name: label });
  await act(async () => {
    fireEvent.click(option);
    await new Promise((r) => setTimeout(r, 0));
  });
}

describe('AttendanceMonthPage', () => {
  it("asks for the person's month and shows each day, a night's next-day exit and the totals", async () => {
    renderUi(<AttendanceMonthPage />);
    expect(await screen.findByText('Elija una persona y un mes.')).toBeTruthy();
    await pick('attendance-person', /Ana Rojas/);
    await pickMonth('attendance-month', '2026-11');
    const worked = await screen.findByTestId('attendance-day-2026-11-02');
    expect(worked.textContent).toContain('Trabajado');
    expect(worked.textContent).toContain('08:25');
    expect(worked.textContent).toContain('0:25');
    expect(worked.textContent).toContain('1:15');
    const night = screen.getByTestId('attendance-day-2026-11-03');
    expect(night.textContent).toContain('Ausente');
    expect(night.textContent).toContain('04/11 08:00');
    expect(screen.getByTestId('attendance-totals').textContent).toContain('8:50');
    expect(calledUrls(API.attendanceMonth.path).at(-1)).toContain('personId=P1');
    expect(calledUrls(API.attendanceMonth.path).at(-1)).toContain('month=2026-11');
  });

  it('reads the month again when one of its days changes (room attendance-days:<clientId>)', async () => {
    renderUi(<AttendanceMonthPage />);
    await pick('attendance-person', /Ana Rojas/);
    await pickMonth('attendance-month', '2026-11');
    await screen.findByTestId('attendance-day-2026-11-02');
    const [room, onMessage] = jest.mocked(useLiveRoom).mock.calls.at(-1) ?? [];
    expect(room).toBe('attendance-days:MINERA-ANDINA');
    const tell = onMessage as (m: ChangeMessage) => void;
    const message = (personId: string, position: number) => ({
      room: 'attendance-days:MINERA-ANDINA',
      kind: 'attendanceDay.changed' as const,
      position,
      payload: { personId, date: '2026-11-03', month: '2026-11' },
    });
    act(() => tell(message('OTHER', 41)));
    act(() => tell(message('P1', 42)));
    await screen.findByTestId('attendance-day-2026-11-02');
    const reads = calledUrls(API.attendanceMonth.path);
    expect(reads.at(-1)).toContain('afterPosition=42');
    expect(reads.some((u) => u.includes('afterPosition=41'))).toBe(false);
  });
});

describe('AttendancePayrollPage', () => {
  it("shows the group's rows per person and day type with the weekly chart", async () => {
    renderUi(<AttendancePayrollPage />);
    await pick('payroll-group', /OBR · Sermisur/);
    await pickMonth('payroll-month', '2026-11');
    const rows = await screen.findByTestId('payroll-rows');
    expect(rows.textContent).toContain('Ana Rojas');
    expect(rows.textContent).toContain('Ausente');
    expect(screen.getByTestId('payroll-chart').textContent).toContain(
      'Ausencias y horas extra por semana',
    );
    expect(calledUrls(API.attendancePayroll.path).at(-1)).toContain('payrollGroupCode=OBR');
  });

  it("reads the group's month again when a day of that month changes (room attendance-days)", async () => {
    renderUi(<AttendancePayrollPage />);
    await pick('payroll-group', /OBR · Sermisur/);
    await pickMonth('payroll-month', '2026-11');
    await screen.findByTestId('payroll-rows');
    const [room, onMessage] = jest.mocked(useLiveRoom).mock.calls.at(-1) ?? [];
    expect(room).toBe('attendance-days:MINERA-ANDINA');
    const tell = onMessage as (m: ChangeMessage) => void;
    const message = (month: string, position: number) => ({
      room: 'attendance-days:MINERA-ANDINA',
      kind: 'attendanceDay.changed' as const,
      position,
      payload: { personId: 'P9', date: `${month}-03`, month },
    });
    // the next read answers the day that changed: a new person in the group's rows
    const joined = {
      ...payroll.rows[0]!,
      personId: 'P9',
      fullName: 'Luis Quispe',
      type: 'W' as const,
    };
    const fetchBefore = jest.mocked(fetch).getMockImplementation();
    jest
      .mocked(fetch)
      .mockImplementation((url) =>
        urlText(url).startsWith(API.attendancePayroll.path)
          ? Promise.resolve(
              jsonResponse(200, { result: { ...payroll, rows: [...payroll.rows, joined] } }),
            )
          : (fetchBefore as typeof fetch)(url),
      );
    act(() => tell(message('2026-10', 41)));
    act(() => tell(message('2026-11', 42)));
    await screen.findByText('Luis Quispe');
    const reads = calledUrls(API.attendancePayroll.path);
    expect(reads.at(-1)).toContain('afterPosition=42');
    expect(reads.some((u) => u.includes('afterPosition=41'))).toBe(false);
  });
});
