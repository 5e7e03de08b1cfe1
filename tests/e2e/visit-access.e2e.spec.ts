import { API, type CommandResult, type PersonRow } from '@faena/contracts';
import { ApiClient } from './support/api';
import { open, pickPerson, screenshot, signedInSession, resultOf } from './support/browser';
import { browserSuite } from './support/suite';

/** Browser steps wait for live pushes; the project-level testTimeout does not reach here. */
jest.setTimeout(150_000);

const suite = browserSuite();
/** A document nobody holds yet (the visitor is registered on the fly with condition VISITA). */
const VISITOR_DOC = `79${String(Date.now()).slice(-6)}`;

const scrollWidth = () =>
  (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document
    .documentElement.scrollWidth;

describe('a visit limited to its zones and days at the door', () => {
  it('is approved live, then the visitor passes the listed zone and not another', async () => {
    const api = await ApiClient.signIn(suite.server.url, 'ADMIN');
    const host = (await api.people()).find(
      (p) => p.condition === 'TRABAJADOR' && p.companyId === 'EMP-MINERA-ANDINA',
    );
    if (!host) throw new Error('the demo data has no worker of the client');

    const approver = await signedInSession(suite.browser, suite.server.url, {
      username: 'APROBADOR',
      lang: 'en',
    });
    await open(approver.page, '/movilizacion/visitas/aprobaciones', 'visit-queue-grid');
    await approver.page.getByTestId('live-badge').waitFor();

    const requester = await signedInSession(suite.browser, suite.server.url, 'SOLICITANTE');
    const page = requester.page;
    await open(page, '/movilizacion/visitas', 'my-visits-grid');
    await page.getByTestId('new-visit').click();
    await pickPerson(page, 'visit-host-search', host);
    await page.getByTestId('visitor-0-document').fill(VISITOR_DOC);
    await page.getByTestId('visitor-0-names').fill('Valeria');
    await page.getByTestId('visitor-0-surnames').fill('Campos Ruiz');
    await page.getByTestId('visit-zones').click();
    await page.getByRole('option', { name: 'Garita Principal' }).click();
    // typing the observation closes the zones' dropdown (Escape would close the dialog)
    await page.getByTestId('visit-observation').fill('Reunión de seguridad');
    await screenshot(page, 'visit-1-form-es');
    const answer = page.waitForResponse(
      (r) => r.url().includes(API.submitVisit.path) && r.request().method() === 'POST',
    );
    await page.getByTestId('visit-submit').click();
    const { code } = await resultOf<CommandResult & { code: string }>(answer);
    console.log(`visit ${code} requested for ${VISITOR_DOC}, host ${host.fullName}`);

    // the approver's queue receives it live and approves it
    const row = approver.page.getByTestId(`visit-queue-row-${code}`);
    await row.waitFor();
    await approver.page.getByTestId(`visit-approve-${code}`).click();
    await approver.page.getByTestId('decide-visit-confirm').click();
    // decided: its buttons go (the row leaves the pending filter or shows Aprobada)
    await approver.page.getByTestId(`visit-approve-${code}`).waitFor({ state: 'detached' });
    await screenshot(approver.page, 'visit-2-approved-en');

    const visitor = (await api.people()).find((p: PersonRow) => p.documentNumber === VISITOR_DOC);
    if (!visitor) throw new Error('the visitor was not registered');
    expect(visitor.condition).toBe('VISITA');

    // the guard marks the visitor: granted at the Garita, denied at the workshop
    const guard = await signedInSession(suite.browser, suite.server.url, 'ADMIN');
    await open(guard.page, '/dashboard/ocupacion', 'door-mark-form');
    const markAt = async (door: RegExp) => {
      await pickPerson(guard.page, 'mark-person-search', {
        documentNumber: VISITOR_DOC,
        personId: visitor.personId,
      });
      await guard.page.getByTestId('mark-door').click();
      await guard.page.getByRole('option', { name: door }).click();
      await guard.page.getByTestId('mark-submit').click();
    };
    await markAt(/Garita Principal - Entrada/);
    await guard.page.locator('[data-testid="mark-result"][data-granted="true"]').waitFor();
    await markAt(/Portón Taller de Mantenimiento/);
    const denied = guard.page.locator('[data-testid="mark-result"][data-granted="false"]');
    await denied.getByText('La visita aprobada no incluye esta zona', { exact: false }).waitFor();
    await screenshot(guard.page, 'visit-3-door-es');

    // the requester's screen on a phone (390×844): the grid as cards, no sideways scroll
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await page.getByTestId('visits-page').waitFor();
    expect(await page.evaluate(scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByTestId('new-visit').click();
    await page.getByTestId('visit-form').waitFor();
    expect(await page.evaluate(scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'visit-4-phone-es');
  });
});
