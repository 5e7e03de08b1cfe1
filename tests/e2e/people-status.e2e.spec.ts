import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { API, type GridPage, type PersonStatusRow } from '@faena/contracts';
import { ApiClient } from './support/api';
import { open, screenshot, signedInSession } from './support/browser';
import { browserSuite } from './support/suite';

jest.setTimeout(180_000);

const suite = browserSuite();
const TYPE = { code: `E2E-ST-${Date.now() % 1_000_000}`, description: 'Curso E2E de estado' };

describe('the current status of people (/consultas/estado)', () => {
  it('an approver filters, sees a blocked person with the document named, exports, and on a phone', async () => {
    const admin = await ApiClient.signIn(suite.server.url, 'ADMIN');
    // a type of the whole client: every accredited person without it is blocked by it
    await admin.post(API.requirementTypeSave.path, {
      commandId: `e2e-type-${Date.now()}`,
      ...TYPE,
      entity: 'P',
      kind: 'S',
      notifyDaysBefore: 15,
      active: true,
      applicability: { clientIds: ['MINERA-ANDINA'] },
    });
    const approverApi = await ApiClient.signIn(suite.server.url, 'APROBADOR');
    const blocked = await approverApi.get<GridPage<PersonStatusRow>>(API.peopleStatus.path, {
      status: 'blocked',
      take: 50,
    });
    const person = blocked.data.find((r) => r.blocking.some((b) => b.code === TYPE.code));
    if (!person) throw new Error('no demo person is blocked by the new type');

    const { page, context } = await signedInSession(suite.browser, suite.server.url, 'APROBADOR');
    await open(page, '/consultas/estado', 'people-status-grid');
    await page.getByTestId('people-status-text').fill(person.documentNumber);
    const row = page.getByTestId(`people-status-row-${person.personId}`);
    await row.waitFor();
    await row.getByText(`${TYPE.description} (falta)`, { exact: false }).waitFor();
    expect(await row.textContent()).toContain('Bloqueado');
    await screenshot(page, 'people-status-es');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('grid-export').click(),
    ]);
    const file = join(tmpdir(), `people-status-${Date.now()}.xlsx`);
    await download.saveAs(file);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(readFileSync(file) as unknown as ArrayBuffer);
    const cells: string[] = [];
    workbook.worksheets[0]?.eachRow((r) => r.eachCell((cell) => cells.push(cell.text)));
    expect(cells).toContain('Bloqueado');
    expect(cells.some((c) => c.includes(`${TYPE.description} (falta)`))).toBe(true);

    // the phone form (390×844): the same row as a card, the document still named
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId('grid-cards').waitFor();
    const card = page.getByTestId('grid-cards').getByTestId(`people-status-row-${person.personId}`);
    await card.getByText(`${TYPE.description} (falta)`, { exact: false }).waitFor();
    const width = await page.evaluate(
      () =>
        (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } })
          .document.documentElement.scrollWidth,
    );
    expect(width).toBeLessThanOrEqual(390);
    await screenshot(page, 'people-status-phone-es');
    await context.close();
  });
});
