import { API, type CommandResult, type PersonRow, type RequestRequirement } from '@faena/contracts';
import { PDFS } from '@faena/test-kit';
import type { Page } from 'playwright-core';
import { ApiClient } from './support/api';
import { open, pickRequestFields, screenshot, signedInSession, resultOf } from './support/browser';
import { PHONE, pageWidths, signedInOnPhone } from './support/phone';
import { browserSuite } from './support/suite';

/**
 * Issue 18's browser test: a contractor uploads the worker's documents and sends the request (on
 * a phone), the approver reviews each document and approves, the guard's mark at the gate is
 * granted; the server's clock (DEV_CLOCK) moves past one document's expiry and the guard's mark is
 * denied, naming the document. Only the clock and the test's own requirement types go by the API.
 */
jest.setTimeout(420_000);

const suite = browserSuite();
const isoDate = (daysFromNow: number) =>
  new Date(Date.now() + daysFromNow * 86_400_000).toISOString().slice(0, 10);
const SUFFIX = Date.now() % 1_000_000;
/** Two requester-supplied types for the whole client: the second lapses ten days from now. */
const TYPES = [
  { code: `E2E-MED-${SUFFIX}`, description: 'Examen médico E2E', expires: 300 },
  { code: `E2E-SEG-${SUFFIX}`, description: 'Seguro de riesgo E2E', expires: 10 },
];
const LAPSING = TYPES[1]!;

async function saveTypes(): Promise<void> {
  const admin = await ApiClient.signIn(suite.server.url, 'ADMIN');
  for (const type of TYPES)
    await admin.post(API.requirementTypeSave.path, {
      commandId: `e2e-flow-${type.code}`,
      code: type.code,
      description: type.description,
      entity: 'P',
      kind: 'S',
      notifyDaysBefore: 5,
      active: true,
      applicability: { clientIds: ['MINERA-ANDINA'] },
    });
}

/** The server's clock, offsetDays from the real time (a new sign-in: the old tokens lapse with it). */
async function moveClock(offsetDays: number): Promise<void> {
  const admin = await ApiClient.signIn(suite.server.url, 'ADMIN');
  await admin.post(API.devClockSet.path, { offsetDays });
}

/** A worker of the contractor's company, no request yet, whom no demo requirement applies to. */
async function freeWorker(): Promise<{ person: PersonRow; contract: string }> {
  const contractor = await ApiClient.signIn(suite.server.url, 'CONTRATISTA');
  const requested = new Set((await contractor.requests()).map((r) => r.personId));
  const contracts = await contractor.contracts();
  for (const person of await contractor.people()) {
    if (person.condition !== 'TRABAJADOR' || requested.has(person.personId)) continue;
    const contract = contracts.find((c) => c.companyId === person.companyId);
    if (!contract) continue;
    const applying = await contractor.get<RequestRequirement[]>(API.personRequirements.path, {
      personId: person.personId,
      contractId: contract.contractId,
    });
    if (applying.length === 0)
      return { person, contract: `${contract.code} · ${contract.companyName}` };
  }
  throw new Error("the demo data has no contractor's worker free of requirements");
}

async function shot(page: Page, name: string): Promise<void> {
  await screenshot(page, name);
  await page.screenshot({ path: `/tmp/shots-h18e2e/${name}.png`, fullPage: true });
}

async function expectFits(page: Page, where: string): Promise<void> {
  const { scrollWidth, innerWidth } = await pageWidths(page);
  expect({ where, fits: scrollWidth <= innerWidth }).toEqual({ where, fits: true });
}

/** Picks a person in the picker behind `searchTestId`, through the phone grid's filters. */
async function pickOnPhone(page: Page, searchTestId: string, person: PersonRow): Promise<void> {
  await page.getByTestId(searchTestId).click();
  const grid = page.getByTestId('people-grid');
  await grid.getByTestId('grid-filters-toggle').click();
  await grid.getByTestId('grid-filter-documentNumber').fill(person.documentNumber);
  await grid.getByTestId(`person-row-${person.personId}`).click();
}

async function fillRequest(page: Page, person: PersonRow, contract: string): Promise<void> {
  await page.getByTestId('new-request').click();
  await pickOnPhone(page, 'request-person-search', person);
  await page.getByTestId('request-contract').click();
  await page.getByRole('option', { name: contract }).click();
}

async function uploadDocuments(page: Page, person: PersonRow): Promise<void> {
  await page.getByTestId('subject-documents-page').waitFor();
  await pickOnPhone(page, 'requirement-person-search', person);
  const form = page.getByTestId('upload-document-form');
  for (const type of TYPES) {
    await form.getByTestId('upload-type').click();
    await page.getByRole('option', { name: type.description }).click();
    await form.locator('input[type="file"]').setInputFiles({
      name: `${type.code}.pdf`,
      mimeType: 'application/pdf',
      buffer: PDFS.valid(type.code),
    });
    await form.getByTestId('upload-issued').fill(isoDate(-30));
    await form.getByTestId('upload-expires').fill(isoDate(type.expires));
    // the typed day is taken; Escape closes the calendar, which on a phone covers the send button
    await form.getByTestId('upload-expires').press('Escape');
    await form.getByTestId('upload-send').click();
    await page.getByTestId(`summary-${type.code}`).getByText('Pendiente').waitFor();
  }
}

/** The contractor, on a phone: the form lists what is missing, the documents go up, the request goes. */
async function contractorSubmits(person: PersonRow, contract: string): Promise<string> {
  const page = await signedInOnPhone(suite, 'CONTRATISTA');
  await open(page, '/movilizacion/solicitudes', 'my-requests-grid');
  await fillRequest(page, person, contract);
  for (const type of TYPES)
    expect(await page.getByTestId(`request-requirement-state-${type.code}`).textContent()).toBe(
      'Falta',
    );
  await expectFits(page, 'request form, requirements missing');
  await shot(page, 'flow-1-request-missing-390');
  await page.getByTestId('request-requirements-upload').click();
  await uploadDocuments(page, person);
  await shot(page, 'flow-2-documents-390');
  await expectFits(page, 'documents screen');
  await page.setViewportSize({ width: 1440, height: 900 });
  await shot(page, 'flow-2-documents-1440');
  await page.setViewportSize(PHONE);

  await open(page, '/movilizacion/solicitudes', 'my-requests-grid');
  await fillRequest(page, person, contract);
  for (const type of TYPES)
    await page
      .getByTestId(`request-requirement-state-${type.code}`)
      .getByText('Pendiente de revisión')
      .waitFor();
  await page.getByTestId('request-start').fill(isoDate(1));
  await page.getByTestId('request-end').fill(isoDate(31));
  await page.getByTestId('request-reason').fill('Ingreso con requisitos (prueba E2E)');
  await pickRequestFields(page);
  await shot(page, 'flow-3-request-ready-390');
  const answer = page.waitForResponse(
    (r) => r.url().includes(API.submitRequest.path) && r.request().method() === 'POST',
  );
  await page.getByTestId('request-submit').click();
  const response = await answer;
  expect(response.status()).toBe(201);
  const { id } = await resultOf<CommandResult>(response);
  await page.getByTestId(`request-row-${id}`).waitFor();
  await shot(page, 'flow-4-request-sent-390');
  await page.context().close();
  return id;
}

/** The approver reviews each document in the approval dialog, then approves the request. */
async function approverApproves(requestId: string): Promise<void> {
  const approver = await signedInSession(suite.browser, suite.server.url, 'APROBADOR');
  const page = approver.page;
  await open(page, '/movilizacion/aprobaciones', 'queue-grid');
  await page.getByTestId(`approve-${requestId}`).click();
  await page.getByTestId('requirements-review').waitFor();
  for (const type of TYPES) {
    await page.getByTestId(`requirement-approve-${type.code}`).click();
    await page.getByTestId(`requirement-state-${type.code}`).getByText('Aprobado').waitFor();
  }
  await shot(page, 'flow-5-review-1440');
  await page.getByTestId('decide-confirm').click();
  await page
    .getByTestId(`queue-row-${requestId}`)
    .locator('[data-testid="status-badge"][data-status="A"]')
    .waitFor();
  await approver.context.close();
}

/** The guard signs in on a phone and marks the worker at the main gate's entry. */
async function guardMarks(person: PersonRow, name: string): Promise<Page> {
  const page = await signedInOnPhone(suite, 'GARITA');
  await open(page, '/dashboard/ocupacion', 'door-mark-form');
  await pickOnPhone(page, 'mark-person-search', person);
  await page.getByTestId('mark-door').click();
  await page.getByRole('option', { name: 'Garita Principal - Entrada (entrada)' }).click();
  await page.getByTestId('mark-submit').click();
  await page.getByTestId('mark-result').waitFor();
  await expectFits(page, name);
  await shot(page, name);
  return page;
}

describe('requirements, from the contractor to the gate (issue 18)', () => {
  it('grants the mark once the documents are approved, and denies it, naming the document, once one lapses', async () => {
    const { person, contract } = await freeWorker();
    await saveTypes();
    console.log(`worker ${person.fullName} (${person.personId}) on ${contract}`);
    const requestId = await contractorSubmits(person, contract);
    await approverApproves(requestId);

    await moveClock(2); // the request starts tomorrow: the guard's shift two days on
    const granted = await guardMarks(person, 'flow-6-granted-390');
    expect(await granted.getByTestId('mark-result').getAttribute('data-granted')).toBe('true');
    await granted.context().close();

    await moveClock(LAPSING.expires + 2); // past the second document's expiry, within the stay
    const denied = await guardMarks(person, 'flow-7-denied-390');
    const result = denied.getByTestId('mark-result');
    expect(await result.getAttribute('data-granted')).toBe('false');
    expect(await result.textContent()).toContain(
      'El trabajador no está habilitado porque venció una validación de acceso',
    );
    const [y, m, d] = isoDate(LAPSING.expires).split('-');
    expect(await denied.getByTestId('mark-requirement').textContent()).toBe(
      `Documento: ${LAPSING.description}, vencido el ${d}/${m}/${y}`,
    );
    await denied.context().close();
    await moveClock(0);
  });
});
