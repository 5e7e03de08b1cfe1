import { API, type GridPage, type MarkOutcome, type MarkRow } from '@faena/contracts';
import { ApiClient } from './support/api';
import { open, pickPerson, screenshot, signedInSession, resultOf } from './support/browser';
import { browserSuite, siteDay } from './support/suite';

/** Browser steps wait for live pushes; the project-level testTimeout does not reach here. */
jest.setTimeout(150_000);

const suite = browserSuite();
const GATE_IN = 'PTA-GARITA-E';

const scrollWidth = () =>
  (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document
    .documentElement.scrollWidth;

describe('marks: a supervisor corrects the record, the muster lists who is inside', () => {
  it('registers a manual mark, finds and corrects it; a gate mark stays read-only', async () => {
    const api = await ApiClient.signIn(suite.server.url, 'ADMIN');
    const filter = JSON.stringify([
      ['origin', '=', 'GARITA'],
      'and',
      ['granted', '=', true],
      'and',
      ['doorId', '=', GATE_IN],
    ]);
    const gate = await api.get<GridPage<MarkRow>>(API.listMarks.path, { filter, take: 1 });
    const worker = gate.data[0];
    if (!worker) throw new Error('the demo data has no granted gate mark');

    const { page } = await signedInSession(suite.browser, suite.server.url, 'ADMIN');
    await open(page, '/acceso/marcaciones', 'marks-grid');
    await page.getByTestId('new-manual-mark').click();
    await pickPerson(page, 'manual-person-search', {
      documentNumber: worker.documentNumber,
      personId: worker.subjectId,
    });
    await page.getByTestId('manual-door').click();
    await page.getByRole('option', { name: /Garita Principal - Entrada/ }).click();
    // yesterday: 06:30 today is still to come before 06:30 at the site (the server refuses a future mark)
    const [y, m, d] = siteDay(-1).split('-');
    await page.getByTestId('manual-date').fill(`${d}/${m}/${y}`);
    await page.keyboard.press('Tab'); // the date box takes the typed date on leaving it
    await page.getByTestId('manual-hour').fill('06:30');
    await page.getByTestId('manual-submit').click();
    // the reason is required: the form says so and sends nothing
    await page.getByTestId('manual-mark-form').getByText('Required field').waitFor();
    await page.getByTestId('manual-reason').fill('Lector de garita sin energía');
    await screenshot(page, 'marks-1-manual-es');
    const answer = page.waitForResponse(
      (r) => r.url().includes(API.registerManualMark.path) && r.request().method() === 'POST',
    );
    await page.getByTestId('manual-submit').click();
    const { markId } = await resultOf<MarkOutcome>(answer);

    // found in the grid by the person's document, with its reason
    await page.getByTestId('grid-filter-documentNumber').fill(worker.documentNumber);
    const row = page.getByTestId(`mark-row-${markId}`);
    await row.getByText('Lector de garita sin energía').waitFor();
    await row.getByText('06:30').waitFor();

    // corrected: the hour and the reason
    await page.getByTestId(`mark-edit-${markId}`).click();
    await page.getByTestId('correct-hour').fill('06:40');
    await page.getByTestId('correct-reason').fill('Hora según el cuaderno de garita');
    await page.getByTestId('correct-submit').click();
    await row.getByText('06:40').waitFor();
    await row.getByText('Hora según el cuaderno de garita', { exact: false }).waitFor();
    await screenshot(page, 'marks-2-corrected-es');

    // the gate's own mark cannot be edited: the spec's message
    await page.getByTestId(`mark-locked-${worker.markId}`).click();
    await page.getByText('Las marcaciones automáticas no se pueden editar ni eliminar.').waitFor();
    expect(await page.getByTestId(`mark-edit-${worker.markId}`).count()).toBe(0);

    // on a phone the grid turns into cards, with no sideways scroll
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await page.getByTestId('marks-grid').waitFor();
    expect(await page.evaluate(scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'marks-3-phone-es');

    // the muster on a phone: the person is inside the Garita zone
    await open(page, '/acceso/en-sitio', 'on-site-page');
    await page.getByTestId('on-site-search').fill(worker.documentNumber);
    const listed = page.getByTestId('on-site-row').filter({ hasText: worker.personName });
    await listed.filter({ hasText: worker.zoneName }).first().waitFor();
    // one card a person, not a table wider than the phone
    expect(
      await page.getByTestId('on-site-cards').getByTestId('on-site-row').count(),
    ).toBeGreaterThan(0);
    expect(await page.evaluate(scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'marks-4-muster-phone-es');

    // the wall: the display identity at 1920×1080, large counts
    const wall = await signedInSession(suite.browser, suite.server.url, 'MONITOR');
    await wall.page.setViewportSize({ width: 1920, height: 1080 });
    // pages turn every 2 s (?pagina=2): the board pages its list instead of scrolling
    await open(wall.page, '/acceso/en-sitio?pagina=2', 'on-site-counts');
    await wall.page.locator('[data-testid="on-site-page"][data-wall="true"]').waitFor();
    await wall.page.getByTestId(`count-zone-${worker.zoneId}`).waitFor();
    await wall.page.getByText(worker.personName).first().waitFor({ timeout: 60_000 });
    const fits = await wall.page.evaluate(
      'document.documentElement.scrollHeight <= window.innerHeight + 1',
    );
    expect(fits).toBe(true);
    await screenshot(wall.page, 'marks-5-muster-wall');
  });
});
