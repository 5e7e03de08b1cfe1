import { API, type CommandResult } from '@faena/contracts';
import type { Page } from 'playwright-core';
import { ApiClient } from './support/api';
import { DEMO_REQUEST_PICKED, open, signedInSession } from './support/browser';
import { markDocument, stillSameDocument } from './support/no-reload';
import { browserSuite } from './support/suite';

/** Browser steps wait for live pushes; the project-level testTimeout does not reach here. */
jest.setTimeout(120_000);

const isoDate = (daysFromNow: number) =>
  new Date(Date.now() + daysFromNow * 86_400_000).toISOString().slice(0, 10);

const suite = browserSuite();

/** The figure's number once its text matches (the page's CSP forbids evaluated strings). */
const valueLocator = (page: Page, key: string, text: RegExp) =>
  page.locator(`[data-testid="home-figure-${key}-value"]`, { hasText: text });

const figureValue = async (page: Page, key: string) =>
  Number(await page.getByTestId(`home-figure-${key}-value`).textContent());

describe('the home figures', () => {
  it("rise live when a request arrives and open the approver's queue", async () => {
    const approverApi = await ApiClient.signIn(suite.server.url, 'APROBADOR');
    const requester = await ApiClient.signIn(suite.server.url, 'SOLICITANTE');
    const requested = new Set((await approverApi.requests()).map((r) => r.personId));
    const person = (await approverApi.people()).find(
      (p) => p.condition === 'TRABAJADOR' && !requested.has(p.personId),
    );
    const contract = (await requester.contracts()).find((c) => c.endDate >= isoDate(40));
    if (!person || !contract) throw new Error('the demo data has no free worker or open contract');

    const approver = await signedInSession(suite.browser, suite.server.url, 'APROBADOR');
    const page = approver.page;
    await open(page, '/dashboard', 'home-figure-pendingApprovals-value');
    await page.getByTestId('home-trend-requestsSubmitted').waitFor();
    await valueLocator(page, 'pendingApprovals', /^\d+$/).waitFor();
    const before = await figureValue(page, 'pendingApprovals');
    await markDocument(page);

    // a second context (the requester) submits while the approver looks at the home page
    const submitted = await requester.post<CommandResult>(API.submitRequest.path, {
      commandId: `e2e-home-${Date.now()}`,
      personId: person.personId,
      contractId: contract.contractId,
      startDate: isoDate(1),
      endDate: isoDate(30),
      reason: 'Prueba de la página de inicio',
      ...DEMO_REQUEST_PICKED,
    });
    await valueLocator(page, 'pendingApprovals', new RegExp(`^${String(before + 1)}$`)).waitFor();
    expect(await stillSameDocument(page)).toBe(true);

    await page.getByTestId('home-figure-pendingApprovals').click();
    await page.getByTestId(`queue-row-${submitted.id}`).waitFor();
    expect(page.url()).toContain('#/movilizacion/aprobaciones');
  });

  it("opens the requester's grid filtered to the observed requests", async () => {
    const session = await signedInSession(suite.browser, suite.server.url, {
      username: 'SOLICITANTE',
      lang: 'en',
    });
    const page = session.page;
    await open(page, '/dashboard', 'home-figure-observedRequests-value');
    await page.getByTestId('home-figure-seatsLeftToday-value').waitFor();
    const listed = page.waitForRequest((r) => r.url().includes(API.listRequests.path));
    await page.getByTestId('home-figure-observedRequests').click();
    await page.getByTestId('my-requests-grid').waitFor();
    const filter = new URL((await listed).url()).searchParams.get('filter') ?? '';
    expect(filter).toContain('["status","=","O"]');
    expect(page.url()).toContain('#/movilizacion/solicitudes?status=O');
  });
});
