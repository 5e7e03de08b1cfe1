import type { Page } from 'playwright-core';
import { API, type CommandResult } from '@faena/contracts';
import { open, screenshot, signedInSession, resultOf } from './support/browser';
import { markDocument, stillSameDocument } from './support/no-reload';
import { pageWidths, signedInOnPhone, withinWidth } from './support/phone';
import { browserSuite } from './support/suite';

jest.setTimeout(180_000);

const suite = browserSuite();

/** Opens a Select and picks the option whose text starts with `label`. */
async function pick(page: Page, testId: string, label: string): Promise<void> {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: new RegExp(`^${label}`) }).click();
}

describe('a vehicle request, live between applicant and approver (issue 19)', () => {
  it("is sent, appears in the approver's open queue without a reload, and comes back Aprobada", async () => {
    const approver = await signedInSession(suite.browser, suite.server.url, 'APROBADOR');
    await open(approver.page, '/movilizacion/aprobaciones-vehiculos', 'vehicle-queue-grid');
    await markDocument(approver.page);

    const requester = await signedInSession(suite.browser, suite.server.url, 'SOLICITANTE');
    const page = requester.page;
    await open(page, '/movilizacion/vehiculos', 'my-vehicle-requests-grid');
    await page.getByTestId('new-vehicle-request').click();
    // the demo leaves GHJK-21 (its documents in force) for a new request on CTR-2026-004
    await pick(page, 'vehicle-request-vehicleId', 'GHJK-21');
    await pick(page, 'vehicle-request-contractId', 'CTR-2026-004');
    const answer = page.waitForResponse(
      (r) => r.url().includes(API.submitVehicleRequest.path) && r.request().method() === 'POST',
    );
    await page.getByTestId('vehicle-request-submit').click();
    const id = (await resultOf<CommandResult>(answer)).id;
    const own = page.getByTestId(`vehicle-request-row-${id}`);
    await own.locator('[data-testid="status-badge"][data-status="P"]').waitFor();
    await screenshot(page, 'vehicle-request-1-sent-es');

    await approver.page.getByTestId(`vehicle-queue-row-${id}`).waitFor();
    expect(await stillSameDocument(approver.page)).toBe(true);
    await approver.page.getByTestId(`vehicle-approve-${id}`).click();
    await approver.page.getByTestId('decide-vehicle-request-confirm').click();
    await own.locator('[data-testid="status-badge"][data-status="A"]').waitFor();
    await screenshot(page, 'vehicle-request-2-approved-es');
    await requester.context.close();
    await approver.context.close();
  });

  it('lets the applicant correct the observed request, back to Pendiente, and shows its history', async () => {
    const requester = await signedInSession(suite.browser, suite.server.url, 'SOLICITANTE');
    const page = requester.page;
    await open(page, '/movilizacion/vehiculos', 'my-vehicle-requests-grid');
    // the demo's C4M-220 request was observed by APROBADOR (its technical review)
    const correct = page.locator('[data-testid^="correct-vehicle-request-"]').first();
    await correct.waitFor();
    const id = ((await correct.getAttribute('data-testid')) ?? '').replace(
      'correct-vehicle-request-',
      '',
    );
    await correct.click();
    await page.getByTestId('correct-vehicle-comment').waitFor();
    expect(await page.getByTestId('correct-vehicle-comment').innerText()).toContain(
      'revisión técnica',
    );
    await page
      .getByTestId('correct-vehicle-observation')
      .fill('Revisión técnica renovada adjunta.');
    await screenshot(page, 'vehicle-request-4-correct-es');
    await page.getByTestId('correct-vehicle-submit').click();
    const own = page.getByTestId(`vehicle-request-row-${id}`);
    await own.locator('[data-testid="status-badge"][data-status="P"]').waitFor();

    await page.getByTestId(`vehicle-request-history-${id}`).click();
    const timeline = page.getByTestId('vehicle-request-history');
    await timeline.locator('[data-event="VehicleRequestCorrected"]').waitFor();
    const items = timeline.locator('[data-event]');
    const events: Array<string | null> = [];
    for (let i = 0; i < (await items.count()); i += 1)
      events.push(await items.nth(i).getAttribute('data-event'));
    expect(events).toEqual([
      'VehicleRequestSubmitted',
      'VehicleRequestObserved',
      'VehicleRequestCorrected',
    ]);
    expect(await timeline.innerText()).toContain('Solicitud de vehículo observada');
    await screenshot(page, 'vehicle-request-5-history-es');
    await requester.context.close();
  });

  it('shows the queue on a phone (390×844) without a sideways scroll, its buttons on screen', async () => {
    const phone = await signedInOnPhone(suite, 'APROBADOR');
    await phone.goto('/#/movilizacion/aprobaciones-vehiculos');
    await phone.getByTestId('vehicle-queue-grid').waitFor();
    await phone.getByTestId('grid-cards').first().waitFor();
    const { scrollWidth, innerWidth } = await pageWidths(phone);
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    // the demo's pending request of B7K-913
    const approve = phone.locator('[data-testid^="vehicle-approve-"]').first();
    await approve.waitFor();
    const testId = await approve.getAttribute('data-testid');
    expect(await withinWidth(phone, testId ?? '')).toBe(true);
    await screenshot(phone, 'vehicle-request-3-queue-phone-es');
    await phone.context().close();
  });
});
