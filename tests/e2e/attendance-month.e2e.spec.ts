import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import {
  API,
  type AttendanceMonthAnswer,
  type AttendanceOptionsAnswer,
  type AttendancePayrollAnswer,
} from '@faena/contracts';
import type { Page } from 'playwright-core';
import { ApiClient } from './support/api';
import { open, screenshot, signedInSession } from './support/browser';
import { pickMonth } from './support/month';
import { markDocument, stillSameDocument } from './support/no-reload';
import { browserSuite, siteDay } from './support/suite';

jest.setTimeout(180_000);

const suite = browserSuite();

const scrollWidth = () =>
  (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document
    .documentElement.scrollWidth;

/** A 'YYYY-MM' month as the month field shows it in `lang` ("noviembre 2026", "November 2026"). */
const monthName = (month: string, lang: 'es' | 'en') =>
  `${new Intl.DateTimeFormat(lang, { month: 'long', timeZone: 'UTC' }).format(new Date(`${month}-15T12:00:00Z`))} ${month.slice(0, 4)}`;

/** The current month and the one before (the demo's marks are the last 30 days). */
function recentMonths(): string[] {
  const now = new Date();
  const before = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15));
  return [now.toISOString().slice(0, 7), before.toISOString().slice(0, 7)];
}

type PayrollRow = AttendancePayrollAnswer['rows'][number];
type AbsentDay = { row: PayrollRow; date: string };

/**
 * The payroll's absent days before today (a mark later than now is refused: at 02:00 today's 07:55
 * is to come), the latest first: the month's first days may predate a worker's accreditation.
 */
async function daysOfType(api: ApiClient, payroll: AttendancePayrollAnswer, type: 'A' | 'W') {
  const found: AbsentDay[] = [];
  for (const row of payroll.rows.filter((r) => r.type === type)) {
    const month = await api.get<AttendanceMonthAnswer>(API.attendanceMonth.path, {
      personId: row.personId,
      month: payroll.month,
    });
    for (const d of month.days)
      if (d.type === type && d.date < siteDay()) found.push({ row, date: d.date });
  }
  return found.sort((a, b) => b.date.localeCompare(a.date));
}

/** A supervisor's manual mark of the person on the day: granted or not (not accredited then). */
async function markByHand(api: ApiClient, day: AbsentDay, how: { mode: 'S' | 'N'; hour: string }) {
  const outcome = await api.post<{ granted: boolean }>(API.registerManualMark.path, {
    commandId: randomUUID(),
    personId: day.row.personId,
    doorId: how.mode === 'S' ? 'PTA-GARITA-E' : 'PTA-GARITA-S',
    date: day.date,
    hour: how.hour,
    mode: how.mode,
    reason: 'Lector de garita fuera de servicio',
  });
  return outcome.granted;
}

/** The first absent day whose entry by hand is granted, with its exit too; null when none is. */
async function markAbsentDay(api: ApiClient, payroll: AttendancePayrollAnswer) {
  for (const day of (await daysOfType(api, payroll, 'A')).slice(0, 8)) {
    if (!(await markByHand(api, day, { mode: 'S', hour: '07:55' }))) continue;
    await markByHand(api, day, { mode: 'N', hour: '17:05' });
    console.log(`marked ${day.row.fullName} in and out on ${day.date}`);
    return day;
  }
  return null;
}

/** The payroll row text of a person and day type, as the table's cells run together. */
const rowText = (r: AttendancePayrollAnswer['rows'][number], type: string) =>
  `${r.fullName}${r.documentNumber}${type}${r.days}`;

/**
 * The payroll follows the marks (room attendance-days:<clientId>): a supervisor enters by hand the
 * entry and exit of an absent day, and the open page shows one absence less without a reload.
 */
async function followsMarks(
  page: Page,
  { api, payroll }: { api: ApiClient; payroll: AttendancePayrollAnswer },
) {
  await markDocument(page);
  const rows = page.getByTestId('payroll-rows');
  const before = (await rows.textContent()) ?? '';
  const absent = await markAbsentDay(api, payroll);
  if (absent) await oneAbsenceLess(page, absent.row);
  else {
    // early on a day, before any absence of an accredited worker: a late exit changes a worked row
    const day = (await daysOfType(api, payroll, 'W'))[0];
    if (!day) throw new Error('the payroll group has no past day a mark can change this month');
    await markByHand(api, day, { mode: 'N', hour: '23:30' });
    console.log(`marked ${day.row.fullName} out at 23:30 on ${day.date}`);
    await page.waitForFunction(
      (old) =>
        (
          globalThis as unknown as {
            document: { querySelector: (s: string) => { textContent: string } | null };
          }
        ).document.querySelector('[data-testid="payroll-rows"]')?.textContent !== old,
      before,
    );
  }
  expect(await stillSameDocument(page)).toBe(true);
}

/** The open payroll shows the person's row with one absent day less, without a reload. */
async function oneAbsenceLess(page: Page, row: PayrollRow) {
  const rows = page.getByTestId('payroll-rows');
  const absent = { row };
  const fewer = absent.row.days - 1;
  if (fewer > 0) await rows.getByText(rowText({ ...absent.row, days: fewer }, 'Absent')).waitFor();
  else
    await page.waitForFunction(
      (text) =>
        !(
          globalThis as unknown as { document: { body: { textContent: string } } }
        ).document.body.textContent.includes(text),
      rowText(absent.row, 'Absent'),
    );
}

describe("a person's month of attendance (/asistencia/dia)", () => {
  it('shows the days with late arrivals and overtime, totals them, exports them, and on a phone', async () => {
    const api = await ApiClient.signIn(suite.server.url, 'ADMIN');
    const options = await api.get<AttendanceOptionsAnswer>(API.attendanceOptions.path);
    // a demo person with a worked day in one of the recent months (the demo's month of marks)
    let found: { answer: AttendanceMonthAnswer; month: string } | null = null;
    for (const month of recentMonths())
      for (const p of options.people) {
        if (found) break;
        const answer = await api.get<AttendanceMonthAnswer>(API.attendanceMonth.path, {
          personId: p.personId,
          month,
        });
        if (answer.days.some((d) => d.type === 'W' && d.lateMinutes > 0)) found = { answer, month };
      }
    if (!found) throw new Error('the demo has no assigned person with a late worked day');
    const { answer, month } = found;
    const late = answer.days.find((d) => d.type === 'W' && d.lateMinutes > 0)!;

    const { page, context } = await signedInSession(suite.browser, suite.server.url, 'ADMIN');
    await open(page, '/asistencia/dia', 'attendance-month-page');
    await page.getByTestId('attendance-person').click();
    await page.getByTestId('attendance-person').fill(answer.documentNumber);
    await page.getByRole('option', { name: answer.fullName, exact: false }).first().click();
    await pickMonth(page, 'attendance-month', month);
    // the month's name follows the app's language (es), not the browser's
    expect(await page.getByTestId('attendance-month').textContent()).toBe(monthName(month, 'es'));
    const row = page.getByTestId(`attendance-day-${late.date}`);
    await row.waitFor();
    const text = (await row.textContent()) ?? '';
    expect(text).toContain('Trabajado');
    expect(text).toContain(late.firstEntry!.slice(11, 16));
    const lateText = `${Math.floor(late.lateMinutes / 60)}:${String(late.lateMinutes % 60).padStart(2, '0')}`;
    expect(text).toContain(lateText);
    await page.getByTestId('attendance-totals').waitFor();
    expect(await page.getByTestId('attendance-totals').textContent()).toContain('Totales');
    await screenshot(page, 'attendance-month-es');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('attendance-export').click(),
    ]);
    const file = join(tmpdir(), `attendance-month-${Date.now()}.xlsx`);
    await download.saveAs(file);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(readFileSync(file) as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('data');
    if (!sheet) throw new Error('the export has no sheet named data');
    expect(sheet.getRow(1).font.bold).toBe(true);
    expect(sheet.getRow(1).getCell(1).text).toContain(answer.fullName);
    const cells: string[] = [];
    sheet.eachRow((r) => r.eachCell((cell) => cells.push(cell.text)));
    expect(cells).toContain(late.date);
    expect(cells).toContain('Totales');
    // one row per day, the title, the headers and the totals
    expect(sheet.rowCount).toBe(answer.days.length + 3);

    // the phone (390×844): the page does not overflow; the table scrolls inside its frame
    await page.setViewportSize({ width: 390, height: 844 });
    await row.waitFor();
    expect(await page.evaluate(scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'attendance-month-phone-es');
    await context.close();
  });

  it("shows a payroll group's month with its weekly chart, live (/asistencia/planilla)", async () => {
    const api = await ApiClient.signIn(suite.server.url, 'ADMIN');
    const options = await api.get<AttendanceOptionsAnswer>(API.attendanceOptions.path);
    const group = options.payrollGroups[0];
    if (!group) throw new Error('the demo has no payroll group in use');
    const month = recentMonths()[0]!;
    const payroll = await api.get<AttendancePayrollAnswer>(API.attendancePayroll.path, {
      companyId: group.companyId,
      payrollGroupCode: group.payrollGroupCode,
      month,
    });

    const { page, context } = await signedInSession(suite.browser, suite.server.url, {
      username: 'ADMIN',
      lang: 'en',
    });
    await open(page, '/asistencia/planilla', 'attendance-payroll-page');
    await page.getByTestId('payroll-group').click();
    await page
      .getByRole('option', { name: `${group.payrollGroupCode} · ${group.companyName}` })
      .click();
    await pickMonth(page, 'payroll-month', month);
    expect(await page.getByTestId('payroll-month').textContent()).toBe(monthName(month, 'en'));
    if (payroll.rows.length > 0) {
      await page.getByTestId('payroll-chart').waitFor();
      await page.getByTestId('payroll-rows').waitFor();
      expect(await page.getByTestId('payroll-rows').textContent()).toContain(
        payroll.rows[0]!.fullName,
      );
      await followsMarks(page, { api, payroll });
    } else await page.getByText('The group has no attendance days in the month.').waitFor();
    await page.setViewportSize({ width: 390, height: 844 });
    // the chart follows its frame's width once the resize is observed
    await page
      .waitForFunction(
        () =>
          (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } })
            .document.documentElement.scrollWidth <= 390,
        undefined,
        { timeout: 5_000 },
      )
      .catch(() => undefined);
    await screenshot(page, 'attendance-payroll-phone-en');
    expect(await page.evaluate(scrollWidth)).toBeLessThanOrEqual(390);
    await context.close();
  });
});
