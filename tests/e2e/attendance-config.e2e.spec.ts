import { API, type AttendancePersonRow, type GridPage } from '@faena/contracts';
import { ApiClient } from './support/api';
import { open, screenshot, signedInSession } from './support/browser';
import { browserSuite } from './support/suite';

jest.setTimeout(180_000);

const suite = browserSuite();

const scrollWidth = () =>
  (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document
    .documentElement.scrollWidth;

describe('attendance configuration', () => {
  it('creates a schedule copying a day, and assigns it to a person', async () => {
    const api = await ApiClient.signIn(suite.server.url, 'ADMIN');
    const { page } = await signedInSession(suite.browser, suite.server.url, 'ADMIN');
    await page.setViewportSize({ width: 1440, height: 900 });

    // the area no longer 404s: it lists its screens
    await open(page, '/asistencia', 'area-page');
    await page.getByTestId('area-page').locator('a[href="#/asistencia/horarios"]').waitFor();

    await open(page, '/asistencia/horarios', 'attendance-schedules-grid');
    await page.getByTestId('att-schedule-row-LV0817').waitFor();
    await page.getByTestId('new-att-schedule').click();
    await page.getByTestId('att-schedule-code').fill('E2E-LS');
    await page.getByTestId('att-schedule-description').fill('Lunes a sábado e2e');
    await page.getByTestId('att-day-1-entry').fill('07:00');
    await page.getByTestId('att-day-1-exit').fill('15:00');
    // copy Monday with no day chosen: the spec's message
    await page.getByTestId('att-day-1-copy').click();
    await page.getByTestId('att-copy-apply').click();
    await page.getByText('Debe seleccionar un día para copiar un horario.').waitFor();
    // then to Saturday: a sixth day with Monday's times
    await page.getByTestId('att-copy-panel').getByText('Sáb').click();
    await page.getByTestId('att-copy-apply').click();
    await page.getByTestId('att-day-6').waitFor();
    expect(await page.getByTestId('att-day-6-entry').inputValue()).toBe('07:00');
    expect(await page.getByTestId('att-day-6-exit').inputValue()).toBe('15:00');
    await screenshot(page, 'attendance-1-schedule-copy-es');
    await page.getByTestId('att-schedule-submit').click();
    await page.getByTestId('att-schedule-row-E2E-LS').waitFor();

    // a worker of a company that controls attendance gets the new schedule
    const worker = (await api.people()).find(
      (p) =>
        p.companyId === 'EMP-SERMISUR' && p.condition === 'TRABAJADOR' && p.personId !== 'PER-0037',
    )!;
    await open(page, '/asistencia/personas', 'attendance-people-grid');
    await page.getByTestId('att-people-search').fill(worker.documentNumber);
    await page.getByTestId(`manage-att-${worker.personId}`).click();
    await page.getByTestId('assign-scheduleCode').click();
    await page.getByRole('option', { name: 'E2E-LS · Lunes a sábado e2e' }).click();
    await page.getByTestId('assign-submit').click();
    await page.getByTestId('person-assignments').getByText('E2E-LS').waitFor();
    await screenshot(page, 'attendance-2-assigned-es');
    await page.keyboard.press('Escape');
    await page.getByTestId(`att-person-row-${worker.personId}`).getByText('E2E-LS').waitFor();

    const listed = await api.get<GridPage<AttendancePersonRow>>(API.listAttendancePeople.path, {
      text: worker.documentNumber,
    });
    expect(listed.data[0]?.current).toMatchObject({
      scheduleCode: 'E2E-LS',
      payrollGroupCode: 'OBR',
    });
  });

  it('the four screens fit a phone (390×844)', async () => {
    const { page } = await signedInSession(suite.browser, suite.server.url, 'ADMIN');
    await page.setViewportSize({ width: 390, height: 844 });
    for (const [route, grid] of [
      ['/asistencia/configuracion', 'attendance-companies-grid'],
      ['/asistencia/horarios', 'attendance-schedules-grid'],
      ['/asistencia/justificaciones', 'justification-types-grid'],
      ['/asistencia/personas', 'attendance-people-grid'],
    ] as const) {
      await open(page, route, grid);
      expect(await page.evaluate(scrollWidth)).toBeLessThanOrEqual(390);
    }
    await screenshot(page, 'attendance-3-people-phone-es');
  });
});
