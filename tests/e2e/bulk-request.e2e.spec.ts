import { API } from '@faena/contracts';
import { bulkXlsx, newPeopleRows, XLSX_TYPE } from '../support/bulk-file';
import { ApiClient } from './support/api';
import { open, screenshot, signedInSession } from './support/browser';
import { browserSuite } from './support/suite';

/** Browser steps wait for the batch's pushes; the project-level testTimeout does not reach here. */
jest.setTimeout(180_000);

const isoDate = (daysFromNow: number) =>
  new Date(Date.now() + daysFromNow * 86_400_000).toISOString().slice(0, 10);

const suite = browserSuite();

describe('a bulk request from a spreadsheet', () => {
  it('uploads a 50-row file, fixes the observed row in place and sends all 50', async () => {
    // tomorrow by the UTC calendar: never before the server's today; row 7 ends past the contract
    const rows = newPeopleRows(50, 75_000_001, { startDate: isoDate(1), endDate: isoDate(31) });
    rows[6] = { ...rows[6]!, endDate: isoDate(900) };
    const file = await bulkXlsx(rows);
    // a contract of the test's own with no headcount limit (the demo's quotas are mostly taken)
    const admin = await ApiClient.signIn(suite.server.url, 'ADMIN');
    await admin.post(API.registerContract.path, {
      commandId: `e2e-bulk-contract-${Date.now()}`,
      code: 'CTR-E2E-MASIVA',
      companyId: 'EMP-MINERA-ANDINA',
      subject: 'Parada de planta (prueba de extremo a extremo)',
      divisionId: 'DIV-NORTE',
      startDate: isoDate(-10),
      endDate: isoDate(365),
      quota: 0,
    });

    const { page } = await signedInSession(suite.browser, suite.server.url, 'SOLICITANTE');
    await open(page, '/movilizacion/masiva', 'bulk-tab-company');
    await page.getByTestId('bulk-contract').click();
    await page.getByRole('option', { name: 'CTR-E2E-MASIVA' }).click();
    await page.getByTestId('bulk-profile').click();
    await page.getByRole('option', { name: /^OPERATIVO/ }).click();
    await page.getByTestId('bulk-place').click();
    await page.getByRole('option', { name: /^TOQUEPALA/ }).click();
    await page.getByTestId('bulk-company-next').click();

    // without a file: the spec's message, nothing sent
    await page.getByTestId('bulk-upload').click();
    await page.getByText('Debe seleccionar un archivo').waitFor();
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'personas.xlsx', mimeType: XLSX_TYPE, buffer: file });
    const uploaded = page.waitForResponse((r) => r.url().includes(API.bulkUpload.path));
    await page.getByTestId('bulk-upload').click();
    expect((await uploaded).status()).toBe(201);
    await page.locator('[data-testid="bulk-progress"][data-phase="validated"]').waitFor();
    expect(await page.getByTestId('bulk-progress').textContent()).toBe(
      'Validación terminada: 50 de 50 filas',
    );
    const observed = page.locator('[data-testid="bulk-row-7"][data-status="observed"]');
    await observed
      .getByText('Fecha fin: La fecha fin debe estar dentro de las fechas del contrato.')
      .waitFor();
    await screenshot(page, 'bulk-1-validation-es');

    await page.getByTestId('bulk-fix-7').click();
    await page.getByTestId('bulk-fix-field-endDate').fill(isoDate(20));
    await page.getByTestId('bulk-fix-save').click();
    await page.locator('[data-testid="bulk-row-7"][data-status="successful"]').waitFor();

    await page.getByTestId('bulk-send').click();
    await page.locator('[data-testid="bulk-progress"][data-phase="sent"]').waitFor();
    // the batch lives on the server: a reload comes back to it
    await page.reload();
    await page.locator('[data-testid="bulk-progress"][data-phase="sent"]').waitFor();
    await page.getByTestId('bulk-tab-processed').click();
    const processed = page.getByTestId('bulk-processed');
    await processed.locator('[data-testid="bulk-row-50"][data-status="processed"]').waitFor();
    expect(await processed.locator('tbody tr[data-status="processed"]').count()).toBe(50);
    expect(await processed.getByText(/^SOL-/).count()).toBe(50);
    await screenshot(page, 'bulk-2-processed-es');

    // on a phone (390×844): the same tabs and rows, the table scrolls sideways
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId('bulk-tab-processed').waitFor();
    expect(await processed.locator('tbody tr').count()).toBe(50);
    await screenshot(page, 'bulk-3-phone-es');
  });
});
