import { API, type CommandResult } from '@faena/contracts';
import { ApiClient } from './support/api';
import { open, pickPerson, screenshot, signedInSession, resultOf } from './support/browser';
import { markDocument, stillSameDocument } from './support/no-reload';
import { browserSuite } from './support/suite';

jest.setTimeout(120_000);

const isoDate = (daysFromNow: number) =>
  new Date(Date.now() + daysFromNow * 86_400_000).toISOString().slice(0, 10);

const suite = browserSuite();

describe('an individual demobilization, live between requester and approver', () => {
  it('is registered for an accredited worker, reaches the queue and comes back Aprobada without a reload', async () => {
    const reader = await ApiClient.signIn(suite.server.url, 'APROBADOR');
    // the demo seeds two demobilizations: pick an accredited worker without one
    const demobilized = new Set(
      (
        await reader.get<{ data: Array<{ personId: string }> }>(API.listDemobilizations.path, {
          skip: 0,
          take: 1000,
        })
      ).data.map((d) => d.personId),
    );
    const approved = (await reader.requests()).find(
      (r) =>
        r.status === 'A' &&
        r.startDate <= isoDate(0) &&
        r.endDate >= isoDate(5) &&
        !demobilized.has(r.personId),
    );
    if (!approved) throw new Error('the demo data has no accredited worker to demobilize');
    console.log(
      `demobilizing ${approved.personName} (${approved.personId}), accredited until ${approved.endDate}`,
    );

    const approver = await signedInSession(suite.browser, suite.server.url, 'APROBADOR');
    await open(approver.page, '/desmovilizacion/aprobaciones', 'demobilization-queue-grid');
    await markDocument(approver.page);

    const requester = await signedInSession(suite.browser, suite.server.url, 'SOLICITANTE');
    const page = requester.page;
    await open(page, '/desmovilizacion/solicitudes', 'my-demobilizations-grid');
    await page.getByTestId('new-demobilization').click();
    await pickPerson(page, 'demobilization-person-search', approved);
    await page.getByTestId('demobilization-reason').click();
    await page.getByRole('option').first().click();
    await page.getByTestId('demobilization-date').fill(isoDate(2));
    await page.getByTestId('demobilization-submit').click();
    // the spec: "Demobilization needs an observation"
    await page.getByText('Required field').first().waitFor();
    await page
      .getByTestId('demobilization-observation')
      .fill('Fin de contrato (prueba de extremo a extremo)');
    const answer = page.waitForResponse(
      (r) => r.url().includes(API.registerDemobilization.path) && r.request().method() === 'POST',
    );
    await page.getByTestId('demobilization-submit').click();
    const id = (await resultOf<CommandResult>(answer)).id;
    const own = page.getByTestId(`demobilization-row-${id}`);
    await own.locator('[data-testid="status-badge"][data-status="P"]').waitFor();
    await screenshot(page, 'demobilization-1-registered-es');

    await approver.page.getByTestId(`demobilization-queue-row-${id}`).waitFor();
    expect(await stillSameDocument(approver.page)).toBe(true);
    await approver.page.getByTestId(`approve-${id}`).click();
    await approver.page.getByTestId('decide-demobilization-confirm').click();

    await own.locator('[data-testid="status-badge"][data-status="A"]').waitFor();
    await screenshot(page, 'demobilization-2-approved-es');

    // the approver (audit.read) replays it from the queue filtered on Aprobada: requested, then approved
    await approver.page.getByTestId('grid-filter-status').click();
    await approver.page.getByRole('option', { name: 'Aprobada' }).click();
    await approver.page.getByTestId(`history-${id}`).click();
    const events = approver.page.getByTestId('record-history-event');
    await events.nth(1).waitFor();
    expect(await events.count()).toBe(2);
    await screenshot(approver.page, 'demobilization-3-history-es');
    await requester.context.close();
    await approver.context.close();
  });
});
