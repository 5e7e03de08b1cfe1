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
import { browserSuite } from './support/suite';

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

/** A person of the payroll with an absent day of the month (a work day without marks), or null. */
async function absentDayOf(api: ApiClient, payroll: AttendancePayrollAnswer) {
  for (const row of payroll.rows.filter((r) => r.type === 'A')) {
    const month = await api.get<AttendanceMonthAnswer>(API.attendanceMonth.path, {
      personId: row.personId,
      month: payroll.month,
    });
    const day = month.days.find((d) => d.type === 'A');
    if (day) return { row, date: day.date };
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
  const absent = await absentDayOf(api, payroll);
  if (!absent) throw new Error('the payroll group has no absent day this month');
  await markDocument(page);
  const mark = (mode: 'S' | 'N', hour: string) =>
    api.post(API.registerManualMark.path, {
      commandId: randomUUID(),
      personId: absent.row.personId,
      doorId: mode === 'S' ? 'PTA-GARITA-E' : 'PTA-GARITA-S',
      date: absent.date,
      hour,
      mode,
      reason: 'Lector de garita fuera de servicio',
    });
  await mark('S', '07:55');
  await mark('N', '17:05');
  const rows = page.getByTestId('payroll-rows');
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
  expect(await stillSameDocument(page)).toBe(true);
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
