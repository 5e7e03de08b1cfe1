import { API, type CommandResult } from '@faena/contracts';
import type { Page } from 'playwright-core';
import { ApiClient } from './support/api';
import { pickRequestFields, screenshot, resultOf } from './support/browser';
import { pageWidths, signedInOnPhone, withinWidth } from './support/phone';
import { browserSuite } from './support/suite';

/**
 * Issue 17 on a phone (390×844): a contractor submits a request and an approver decides it, both
 * through the grids' card layout and one-column forms, and no page needs a horizontal scroll.
 */
jest.setTimeout(240_000);

const suite = browserSuite();

const isoDate = (daysFromNow: number) =>
  new Date(Date.now() + daysFromNow * 86_400_000).toISOString().slice(0, 10);

async function expectNoSideScroll(page: Page, where: string): Promise<void> {
  const { scrollWidth, innerWidth } = await pageWidths(page);
  console.log(`${where}: scrollWidth ${scrollWidth}, innerWidth ${innerWidth}`);
  expect({ where, fits: scrollWidth <= innerWidth }).toEqual({ where, fits: true });
}

async function openOnPhone(page: Page, route: string, readyTestId: string): Promise<void> {
  await page.goto(`/#${route}`);
  await page.getByTestId(readyTestId).waitFor();
}

/** A worker of the contractor's company without a request yet nor requirement documents. */
async function freeWorker(): Promise<{ personId: string; documentNumber: string }> {
  const contractor = await ApiClient.signIn(suite.server.url, 'CONTRATISTA');
  const requested = new Set((await contractor.requests()).map((r) => r.personId));
  for (const p of await contractor.people()) {
    if (p.condition !== 'TRABAJADOR' || requested.has(p.personId)) continue;
    const docs = await contractor.get<unknown[]>(API.requirementDocumentList.path, {
      entity: 'P',
      id: p.personId,
    });
    if (docs.length === 0) return p; // a seeded pending renewal would hold the approval
  }
  throw new Error("the demo data has no contractor's worker without a request");
}

async function fillRequestForm(page: Page, person: { personId: string; documentNumber: string }) {
  await page.getByTestId('request-person-search').click();
  const people = page.getByTestId('people-grid');
  // no filter row on the phone: the filters sit behind the Filtros button
  await people.getByTestId('grid-filters-toggle').click();
  await people.getByTestId('grid-filter-documentNumber').fill(person.documentNumber);
  await people.getByTestId(`person-row-${person.personId}`).click();
  await page.getByTestId('request-contract').click();
  await page.getByRole('option').first().click();
  await page.getByTestId('request-start').fill(isoDate(1));
  await page.getByTestId('request-end').fill(isoDate(31));
  await pickRequestFields(page);
  await page.getByTestId('request-reason').fill('Ingreso a operación (prueba en el teléfono)');
}

/** The form is one column on the phone: the end date sits under the start date, not beside it. */
async function expectOneColumn(page: Page): Promise<void> {
  const start = await page.getByTestId('request-start').boundingBox();
  const end = await page.getByTestId('request-end').boundingBox();
  expect(start && end && end.y > start.y + start.height / 2).toBe(true);
  expect(start && end && Math.abs(end.x - start.x) < 1).toBe(true);
}

describe('the main flows on a phone (390×844)', () => {
  it('a contractor submits a request and an approver approves it, through the cards', async () => {
    const person = await freeWorker();
    const page = await signedInOnPhone(suite, 'CONTRATISTA');
    await expectNoSideScroll(page, 'dashboard');
    await openOnPhone(page, '/movilizacion/solicitudes', 'my-requests-grid');
    await page.getByTestId('grid-cards').first().waitFor();
    expect(await page.getByTestId('grid-export').count()).toBe(0);
    await expectNoSideScroll(page, 'requests');
    await page.getByTestId('new-request').click();
    await fillRequestForm(page, person);
    await expectOneColumn(page);
    await expectNoSideScroll(page, 'request form');
    await screenshot(page, 'phone-1-request-form-es');
    const answer = page.waitForResponse(
      (r) => r.url().includes(API.submitRequest.path) && r.request().method() === 'POST',
    );
    await page.getByTestId('request-submit').click();
    const { id: requestId } = await resultOf<CommandResult>(answer);
    const card = page.getByTestId(`request-row-${requestId}`);
    await card.locator('[data-testid="status-badge"][data-status="P"]').waitFor();
    expect(await withinWidth(page, `attachments-${requestId}`)).toBe(true);
    await screenshot(page, 'phone-2-requests-es');

    const approver = await signedInOnPhone(suite, 'APROBADOR');
    await openOnPhone(approver, '/movilizacion/aprobaciones', 'queue-grid');
    await approver.getByTestId(`queue-row-${requestId}`).waitFor();
    await expectNoSideScroll(approver, 'approvals');
    // the row's buttons are on screen: no sideways scroll to reach them
    expect(await withinWidth(approver, `approve-${requestId}`)).toBe(true);
    expect(await withinWidth(approver, `reject-${requestId}`)).toBe(true);
    await screenshot(approver, 'phone-3-queue-es');
    await approver.getByTestId(`approve-${requestId}`).click();
    await approver.getByTestId('decide-confirm').click();
    await approver
      .getByTestId(`queue-row-${requestId}`)
      .locator('[data-testid="status-badge"][data-status="A"]')
      .waitFor();
    await card.locator('[data-testid="status-badge"][data-status="A"]').waitFor();
    await screenshot(page, 'phone-4-approved-es');
    await page.context().close();
    await approver.context().close();
  });

  it('fits the main pages to the phone, the header menu bar folded into the burger', async () => {
    const page = await signedInOnPhone(suite, 'ADMIN');
    expect(await page.getByTestId('header-menu').first().isVisible()).toBe(false);
    const pages: Array<[string, string]> = [
      ['/dashboard', 'home-title'],
      ['/movilizacion/solicitudes', 'my-requests-grid'],
      ['/movilizacion/aprobaciones', 'queue-grid'],
      ['/desmovilizacion/solicitudes', 'demobilization-requests-page'],
      ['/administracion/personas', 'people-grid'],
      ['/dashboard/ocupacion', 'occupancy-page'],
      ['/transporte/asientos', 'seat-map-page'],
      ['/dashboard/campamento', 'bed-board-page'],
    ];
    for (const [route, ready] of pages) {
      await openOnPhone(page, route, ready);
      await expectNoSideScroll(page, route);
    }
    await page.context().close();
  });
});
