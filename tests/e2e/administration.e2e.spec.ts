import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { open, screenshot, signedInSession } from './support/browser';
import { browserSuite } from './support/suite';

jest.setTimeout(180_000);

const suite = browserSuite();

const isoDate = (daysFromNow: number) =>
  new Date(Date.now() + daysFromNow * 86_400_000).toISOString().slice(0, 10);

async function pick(page: Page, testId: string, option: string): Promise<void> {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option }).first().click();
}

/** Clicks the grid's export and answers the first sheet's cell texts. */
async function exportedCells(page: Page, name: string): Promise<string[]> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('grid-export').click(),
  ]);
  const file = join(tmpdir(), `${name}-${Date.now()}.xlsx`);
  await download.saveAs(file);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(readFileSync(file) as unknown as ArrayBuffer);
  const cells: string[] = [];
  workbook.worksheets[0]?.eachRow((row) => row.eachCell((cell) => cells.push(cell.text)));
  console.log(
    `${name}: exported ${workbook.worksheets[0]?.rowCount ?? 0} rows to ${download.suggestedFilename()}`,
  );
  return cells;
}

/** Waits until the locator matches exactly n elements (the grid refetches after a debounced filter). */
async function waitForCount(page: Page, selector: string, n: number): Promise<void> {
  await page.waitForFunction(
    ([sel, count]) =>
      (
        globalThis as unknown as {
          document: { querySelectorAll: (s: string) => { length: number } };
        }
      ).document.querySelectorAll(sel).length === count,
    [selector, n] as const,
  );
}

async function saved(page: Page): Promise<void> {
  await page.getByTestId('notify-success').first().waitFor();
}

describe('administration: a person and a contract through the screens', () => {
  it('creates, edits, filters and exports a person', async () => {
    const { page, context } = await signedInSession(suite.browser, suite.server.url, 'ADMIN');
    await open(page, '/administracion/personas', 'people-grid');
    await page.getByTestId('record-new').click();
    await page.getByTestId('field-surnames').fill('Condori Mamani');
    await page.getByTestId('field-names').fill('Julia');
    await page.getByTestId('field-documentNumber').fill('123');
    await page.getByTestId('form-tab-work').click();
    await pick(page, 'field-companyId', 'Servicios Mineros del Sur S.A.C.');
    await page.getByTestId('form-save').click();
    // the DNI length rule, on its field, in Spanish: the form turns to the tab that holds it
    await page.getByText('El DNI debe tener 8 dígitos.').waitFor();
    await page.getByTestId('field-documentNumber').fill('47551234');
    await page.getByTestId('form-tab-contact').click();
    await page.getByTestId('field-email').fill('julia.condori@sermisur.pe');
    await page.getByTestId('form-save').click();
    await saved(page);
    await page.getByTestId('tab-data').waitFor();
    await page.getByTestId('field-names').fill('Julia Rosa');
    await page.getByTestId('form-save').click();
    await page.getByTestId('tab-history').click();
    await page.getByTestId('record-history-event').nth(1).waitFor();
    await screenshot(page, 'administration-person-history-es');
    await page.keyboard.press('Escape');

    await page.getByTestId('grid-filter-documentNumber').fill('47551234');
    await page.getByText('Julia Rosa Condori Mamani').waitFor();
    await waitForCount(page, '[data-testid^="row-PER-"]', 1);
    const cells = await exportedCells(page, 'people');
    expect(cells).toContain('Julia Rosa Condori Mamani');
    expect(cells.some((c) => c.includes('Aaron') || c.includes('Quispe'))).toBe(false);
    await screenshot(page, 'administration-people-es');

    // terminated: read-only (the form is disabled, the server refuses changes), a position still assignable
    await page.getByText('Julia Rosa Condori Mamani').click();
    await page.getByTestId('tab-state').click();
    await page.getByTestId('state-reason').fill('Término de contrato');
    await page.getByTestId('state-terminated').click();
    await page.getByTestId('person-terminated').waitFor();
    await page.getByTestId('tab-data').click();
    expect(await page.getByTestId('field-names').isDisabled()).toBe(true);
    expect(await page.getByTestId('form-save').count()).toBe(0);
    await screenshot(page, 'administration-person-terminated-es');
    await context.close();
  });

  it('creates a contract, adds an addendum, filters and exports it', async () => {
    const { page, context } = await signedInSession(suite.browser, suite.server.url, {
      username: 'ADMIN',
      lang: 'en',
    });
    await open(page, '/administracion/contratos', 'contracts-grid');
    await page.getByTestId('record-new').click();
    await page.getByTestId('field-code').fill('CTR-E2E-001');
    await pick(page, 'field-companyId', 'Transportes Cruz del Norte S.A.');
    await page.getByTestId('field-subject').fill('Transporte de personal Ilo - Toquepala');
    await page.getByTestId('field-startDate').fill(isoDate(-10));
    await page.getByTestId('field-endDate').fill(isoDate(-20));
    await page.getByTestId('field-quota').fill('12');
    await page.getByTestId('form-save').click();
    await page.getByText('The end date cannot be earlier than the start date.').waitFor();
    await page.getByTestId('field-endDate').fill(isoDate(200));
    await page.getByTestId('form-save').click();
    await saved(page);
    await page.getByTestId('tab-addendums').click();
    await page.getByTestId('addendum-end').fill(isoDate(400));
    await page.getByTestId('addendum-quota').fill('20');
    await page.getByTestId('addendum-reason').fill('Ampliación de plazo y dotación');
    await page.getByTestId('addendum-save').click();
    await page.getByTestId('addendum-row').first().waitFor();
    await screenshot(page, 'administration-contract-addendum-en');
    await page.keyboard.press('Escape');

    await page.getByTestId('grid-filter-code').fill('E2E');
    await page.getByTestId('row-CTR-E2E-001').waitFor();
    await page.getByTestId('row-CTR-E2E-001').getByText('20', { exact: true }).waitFor();
    await waitForCount(page, '[data-testid^="row-"]', 1);
    const cells = await exportedCells(page, 'contracts');
    expect(cells).toContain('CTR-E2E-001');
    expect(cells).not.toContain('CTR-2026-001');
    await context.close();
  });

  it.each(['es', 'en'] as const)('shows every administration screen (%s)', async (lang) => {
    const { page, context } = await signedInSession(suite.browser, suite.server.url, {
      username: 'ADMIN',
      lang,
    });
    const screens: Array<[string, string]> = [
      ['/administracion/personas', 'people-grid'],
      ['/administracion/empresas', 'companies-grid'],
      ['/administracion/contratos', 'contracts-grid'],
      ['/administracion/cargos', 'positions-grid'],
      ['/administracion/vehiculos', 'vehicles-grid'],
      ['/administracion/clientes', 'customers-grid'],
      ['/administracion/repositorios', 'repositories-grid'],
      ['/administracion/paises', 'holiday-table'],
    ];
    for (const [route, ready] of screens) {
      await open(page, route, ready);
      await page.locator('[data-testid^="row-"], [data-testid^="holiday-"]').first().waitFor();
      await screenshot(
        page,
        `administration${route.replace('/administracion', '').replaceAll('/', '-')}-${lang}`,
      );
    }
    await open(page, '/administracion/personas', 'people-grid');
    await page.locator('[data-testid^="row-PER-"]').first().click();
    await page.getByTestId('tab-data').waitFor();
    await screenshot(page, `administration-person-form-${lang}`);
    await context.close();
  });
});
