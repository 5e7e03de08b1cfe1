import { API } from '@faena/contracts';
import { PDFS } from '@faena/test-kit';
import { ApiClient } from './support/api';
import { open, pickPerson, screenshot, signedInSession } from './support/browser';
import { pickMonth } from './support/month';
import { browserSuite } from './support/suite';

jest.setTimeout(180_000);

const isoDate = (daysFromNow: number) =>
  new Date(Date.now() + daysFromNow * 86_400_000).toISOString().slice(0, 10);
/** The fixture PDF of the attachments' browser test. */
const PDF = PDFS.valid('examen');
const TYPE = { code: `E2E-${Date.now() % 1_000_000}`, description: 'Examen E2E de requisitos' };

const EXPIRES_IN = 700;
const suite = browserSuite();

async function firstWithoutDocuments(api: ApiClient) {
  for (const person of await api.people()) {
    const docs = await api.get<unknown[]>(API.requirementDocumentList.path, {
      entity: 'P',
      id: person.personId,
    });
    if (docs.length === 0) return person;
  }
  throw new Error('every demo person has requirement documents');
}

describe('the requirement screens (/requisito)', () => {
  it('a PDF uploaded for a demo person waits for review, is approved live, and the report shows it in force', async () => {
    const admin = await ApiClient.signIn(suite.server.url, 'ADMIN');
    await admin.post(API.requirementTypeSave.path, {
      commandId: `e2e-type-${Date.now()}`,
      ...TYPE,
      entity: 'P',
      kind: 'S',
      notifyDaysBefore: 15,
      active: true,
      applicability: { clientIds: ['MINERA-ANDINA'] },
    });
    // a demo person without documents of their own (the seed gives some people every state)
    const solicitante = await ApiClient.signIn(suite.server.url, 'SOLICITANTE');
    const person = await firstWithoutDocuments(solicitante);

    // the approver keeps the report open while the requester uploads
    const approver = await signedInSession(suite.browser, suite.server.url, 'APROBADOR');
    await open(approver.page, '/requisito/reporte', 'requirement-report-grid');
    await approver.page.getByTestId('lapses-chart').waitFor();
    // the seed's documents expire within the year: the month of this one shows it alone
    await pickMonth(approver.page, 'report-from-month', isoDate(EXPIRES_IN).slice(0, 7));

    const requester = await signedInSession(suite.browser, suite.server.url, 'SOLICITANTE');
    const page = requester.page;
    await open(page, '/requisito/documentos', 'subject-documents-page');
    await pickPerson(page, 'requirement-person-search', person);
    const form = page.getByTestId('upload-document-form');
    await form.getByTestId('upload-type').click();
    await page.getByRole('option', { name: TYPE.description }).click();
    await form.locator('input[type="file"]').setInputFiles({
      name: 'examen.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await form.getByTestId('upload-issued').fill(isoDate(-30));
    await form.getByTestId('upload-expires').fill(isoDate(EXPIRES_IN));
    // the typed day is taken; Escape closes the calendar, which on a phone covers the send button
    await form.getByTestId('upload-expires').press('Escape');
    await form.getByTestId('upload-send').click();
    const summary = page.getByTestId(`summary-${TYPE.code}`);
    await summary.getByText('Pendiente').waitFor();
    await screenshot(page, 'requirement-documents-es');

    // the pending row reaches the approver's open report without a reload
    const row = approver.page.getByTestId(`requirement-row-${person.personId}-${TYPE.code}`);
    await row.getByText('Pendiente').waitFor();
    const review = await signedInSession(suite.browser, suite.server.url, 'APROBADOR');
    await open(review.page, '/requisito/documentos', 'subject-documents-page');
    await pickPerson(review.page, 'requirement-person-search', person);
    await review.page.locator('[data-testid^="approve-"]').first().click();
    await review.page.getByTestId(`summary-${TYPE.code}`).getByText('Aprobado').waitFor();
    // the approval reaches the requester's screen and the report live
    await summary.getByText('Aprobado').waitFor();
    await row.getByText('Aprobado', { exact: true }).waitFor();

    await approver.page.getByTestId('report-state').click();
    await approver.page.getByRole('option', { name: 'Vigente' }).click();
    await row.getByText('Aprobado', { exact: true }).waitFor();
    await screenshot(approver.page, 'requirement-report-es');
    for (const s of [approver, requester, review]) await s.context.close();
  });
});
