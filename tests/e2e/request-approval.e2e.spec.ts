import { API, type CommandResult } from '@faena/contracts';
import { ApiClient } from './support/api';
import {
  open,
  pickPerson,
  pickRequestFields,
  screenshot,
  signedInSession,
  resultOf,
} from './support/browser';
import { markDocument, stillSameDocument } from './support/no-reload';
import { browserSuite } from './support/suite';

/** Browser steps wait for live pushes; the project-level testTimeout does not reach here. */
jest.setTimeout(120_000);

const isoDate = (daysFromNow: number) =>
  new Date(Date.now() + daysFromNow * 86_400_000).toISOString().slice(0, 10);

const suite = browserSuite();

describe('an accreditation request, live between requester and approver', () => {
  it('reaches the open queue and comes back Aprobada without a reload', async () => {
    const auditor = await ApiClient.signIn(suite.server.url, 'APROBADOR');
    const requested = new Set((await auditor.requests()).map((r) => r.personId));
    const person = (await auditor.people()).find(
      (p) => p.condition === 'TRABAJADOR' && !requested.has(p.personId),
    );
    if (!person) throw new Error('the demo data has no worker without a request');
    console.log(
      `requesting accreditation for ${person.fullName} (${person.personId}, ${person.companyName})`,
    );

    const approver = await signedInSession(suite.browser, suite.server.url, {
      username: 'APROBADOR',
      lang: 'en',
    });
    await open(approver.page, '/movilizacion/aprobaciones', 'queue-grid');
    await approver.page.getByTestId('live-badge').waitFor();
    await markDocument(approver.page);
    // the approver looks elsewhere (headless pages always claim focus): arrivals count in the tab title
    await approver.page.evaluate('document.hasFocus = () => false');

    const requester = await signedInSession(suite.browser, suite.server.url, 'SOLICITANTE');
    const page = requester.page;
    const listed = page.waitForRequest((r) => r.url().includes(API.listRequests.path));
    await open(page, '/movilizacion/solicitudes', 'my-requests-grid');
    // the spec's date filter: FechaInicio / FechaFin sent as yyyyMMdd (default: two months back to the month's end)
    const filter = new URL((await listed).url()).searchParams.get('filter') ?? '';
    expect(filter).toMatch(/\["FechaInicio",">=","\d{8}"\].*\["FechaFin","<=","\d{8}"\]/);
    await page.getByTestId('live-badge').waitFor();
    await markDocument(page);
    await page.getByTestId('new-request').click();
    await pickPerson(page, 'request-person-search', person);
    await page.getByTestId('request-contract').click();
    await page.getByRole('option').first().click();
    // tomorrow by the UTC calendar: never before the server's today, whatever the machine's time zone
    await page.getByTestId('request-start').fill(isoDate(1));
    await page.getByTestId('request-end').fill(isoDate(31));
    await pickRequestFields(page);
    await page
      .getByTestId('request-reason')
      .fill('Ingreso a operación (prueba de extremo a extremo)');
    await screenshot(page, 'request-1-form-es');
    const answer = page.waitForResponse(
      (r) => r.url().includes(API.submitRequest.path) && r.request().method() === 'POST',
    );
    await page.getByTestId('request-submit').click();
    const submitted = { result: await resultOf<CommandResult>(answer) };
    const requestId = submitted.result.id;
    console.log(`submitted request ${requestId} at position ${submitted.result.position}`);

    const ownRow = page.getByTestId(`request-row-${requestId}`);
    await ownRow.locator('[data-testid="status-badge"][data-status="P"]').waitFor();

    const queueRow = approver.page.getByTestId(`queue-row-${requestId}`);
    await queueRow.waitFor();
    expect(await stillSameDocument(approver.page)).toBe(true);
    // the new row is highlighted and the queue's tab title carries the count of new items
    await approver.page
      .locator(`[data-testid="queue-row-${requestId}"][data-fresh="true"]`)
      .waitFor();
    await approver.page.waitForFunction('/^\\(\\d+\\) Faena/.test(document.title)');
    await approver.page.evaluate(
      'document.hasFocus = () => true; window.dispatchEvent(new Event("focus"))',
    );
    await approver.page.waitForFunction('document.title === "Faena"');
    await screenshot(approver.page, 'request-2-queue-en');

    await approver.page.getByTestId(`approve-${requestId}`).click();
    await approver.page.getByTestId('decide-confirm').click();

    const approved = ownRow.locator('[data-testid="status-badge"][data-status="A"]');
    await approved.waitFor();
    expect(await approved.textContent()).toBe('Aprobada');
    expect(await stillSameDocument(page)).toBe(true);
    // the decision on my own request is also a toast, in my language
    const code = (await auditor.requests()).find((r) => r.requestId === requestId)?.code ?? '';
    expect(code).toMatch(/^SOL-/);
    const toast = page.getByTestId('decision-toast');
    await toast.waitFor();
    expect(await toast.textContent()).toContain(`Su solicitud ${code} fue aprobada`);
    await screenshot(page, 'request-3-approved-es');

    await requester.context.close();
    await approver.context.close();
  });
});
