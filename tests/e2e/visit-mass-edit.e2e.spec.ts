import { API, type CommandResult, type GridPage, type VisitRow } from '@faena/contracts';
import { ApiClient } from './support/api';
import { open, screenshot, signedInSession } from './support/browser';
import { browserSuite } from './support/suite';

jest.setTimeout(150_000);

const suite = browserSuite();
const STAMP = String(Date.now()).slice(-6);
const COMMENT = 'Amplíe el periodo de la visita';

const scrollWidth = () =>
  (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document
    .documentElement.scrollWidth;
const isoDay = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** A visit of SOLICITANTE (a visitor registered on the fly), observed by APROBADOR. */
async function observedVisit(hostId: string, n: number): Promise<string> {
  const requesterApi = await ApiClient.signIn(suite.server.url, 'SOLICITANTE');
  const submitted = await requesterApi.post<CommandResult>(API.submitVisit.path, {
    commandId: `e2e-me-${n}-${Date.now()}`,
    hostId,
    visitors: [
      {
        documentType: 'DNI',
        documentNumber: `7${n}${STAMP}`,
        names: 'Elena',
        surnames: `Prado ${n}`,
      },
    ],
    zoneIds: ['ZON-GARITA'],
    startDate: isoDay(1),
    endDate: isoDay(2),
    observation: `Auditoría ${n}`,
  });
  const approverApi = await ApiClient.signIn(suite.server.url, 'APROBADOR');
  await approverApi.post<CommandResult>(API.observeVisit.path, {
    commandId: `e2e-me-o${n}-${Date.now()}`,
    visitId: submitted.id,
    comment: COMMENT,
  });
  return submitted.id;
}

describe('mass edit (EM) of the observed visits (POST /api/AcreditacionVisita/corregir each)', () => {
  it('corrects two observed visits from one table: both sent, both pending with the new end', async () => {
    const admin = await ApiClient.signIn(suite.server.url, 'ADMIN');
    const host = (await admin.people()).find(
      (p) => p.condition === 'TRABAJADOR' && p.companyId === 'EMP-MINERA-ANDINA',
    );
    if (!host) throw new Error('the demo data has no worker of the client');
    const ids = [await observedVisit(host.personId, 1), await observedVisit(host.personId, 2)];

    const { page } = await signedInSession(suite.browser, suite.server.url, 'SOLICITANTE');
    await page.setViewportSize({ width: 1440, height: 900 });
    await open(page, '/movilizacion/visitas', 'my-visits-grid');
    await page.getByTestId('mode-EM').click();
    await page.getByTestId('mass-correction').waitFor();
    expect(page.url()).toContain('modo=EM');
    for (const [i, id] of ids.entries()) {
      expect(await page.getByTestId(`em-comment-${id}`).textContent()).toBe(COMMENT);
      await page.getByTestId(`em-endDate-${id}`).fill(isoDay(3 + i));
      await page.keyboard.press('Tab'); // the date box takes the typed date on leaving it
    }
    await screenshot(page, 'visit-mass-edit-1-edited-es');
    await page.getByTestId('em-save-all').click();
    for (const id of ids) await page.getByTestId(`em-sent-${id}`).waitFor();
    await screenshot(page, 'visit-mass-edit-2-sent-es');

    // the API's list: both pending again (P) with their new end dates
    const requesterApi = await ApiClient.signIn(suite.server.url, 'SOLICITANTE');
    const listed = async () => {
      const { data } = await requesterApi.get<GridPage<VisitRow>>(API.listVisits.path, {
        skip: 0,
        take: 100,
      });
      return ids
        .map((id) => data.find((v) => v.visitId === id))
        .map((v) => [v?.status, v?.endDate]);
    };
    const expected = [
      ['P', isoDay(3)],
      ['P', isoDay(4)],
    ];
    let after = await listed();
    // the read model follows the commands within moments
    for (let i = 0; i < 20 && JSON.stringify(after) !== JSON.stringify(expected); i += 1) {
      await page.waitForTimeout(250);
      after = await listed();
    }
    expect(after).toEqual(expected);

    // a phone: nothing wider than the screen (the table scrolls inside its own box)
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId('em-scroll').waitFor();
    expect(await page.evaluate(scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'visit-mass-edit-3-phone-es');
  });
});
