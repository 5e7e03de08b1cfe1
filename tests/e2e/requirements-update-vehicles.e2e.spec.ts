import { API, type GridPage, type RequirementDocumentRow } from '@faena/contracts';
import { PDFS } from '@faena/test-kit';
import { ApiClient } from './support/api';
import { open, signedInSession } from './support/browser';
import { browserSuite } from './support/suite';

jest.setTimeout(180_000);

const suite = browserSuite();
type Vehicle = { vehicleId: string; plate: string };

describe('vehicle requirement documents (/requisito/documentos)', () => {
  it("lists a demo vehicle's SOAT document when the vehicle is picked", async () => {
    const admin = await ApiClient.signIn(suite.server.url, 'ADMIN');
    const vehicles = await admin.get<GridPage<Vehicle>>(API.listVehicles.path, { take: 100 });
    let found: Vehicle | null = null;
    for (const v of vehicles.data) {
      const docs = await admin.get<RequirementDocumentRow[]>(API.requirementDocumentList.path, {
        entity: 'V',
        id: v.vehicleId,
      });
      if (docs.some((d) => d.typeCode === 'SOAT')) {
        found = v;
        break;
      }
    }
    if (!found) throw new Error('the seed gives no demo vehicle a SOAT document');

    const { page } = await signedInSession(suite.browser, suite.server.url, 'ADMIN');
    await open(page, '/requisito/documentos', 'subject-documents-page');
    await page.getByTestId('requirement-entity').getByText('Vehículo').click();
    await page.getByTestId('requirement-subject-V').click();
    await page.getByRole('option', { name: new RegExp(found.plate) }).click();
    await page.getByTestId('summary-SOAT').getByText('SOAT vigente').waitFor();
    await page.getByTestId('requirement-summary').waitFor();
  });
});

describe('requirements update (/requisito/actualizacion)', () => {
  it('an admin updates a requirement for two workers with a PDF and sees both updated', async () => {
    const admin = await ApiClient.signIn(suite.server.url, 'ADMIN');
    const people = await admin.people();
    const byCompany = new Map<string, typeof people>();
    for (const p of people) byCompany.set(p.companyId, [...(byCompany.get(p.companyId) ?? []), p]);
    const two = [...byCompany.values()].find((list) => list.length >= 2)!.slice(0, 2);
    const { page } = await signedInSession(suite.browser, suite.server.url, 'ADMIN');
    await open(page, '/requisito/actualizacion', 'requirements-update-form');
    await page.getByTestId('update-companies').click();
    await page.getByRole('option', { name: two[0]!.companyName, exact: true }).click();
    await page.keyboard.press('Escape');
    for (const p of two) {
      await page.getByTestId('update-workers').click();
      await page.getByRole('option', { name: new RegExp(p.documentNumber) }).click();
    }
    await page.keyboard.press('Escape');
    await page.getByTestId('update-type').click();
    await page.getByRole('option', { name: 'Inducción de seguridad' }).click();
    const day = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString().slice(0, 10);
    await page.getByTestId('update-expiresOn').fill(day(365));
    await page.getByTestId('update-issuedOn').fill(day(-1));
    await page.getByTestId('update-startDate').fill(day(0));
    await page.getByTestId('update-endDate').fill(day(365));
    await page
      .getByTestId('update-file')
      .click({ trial: true })
      .catch(() => undefined);
    await page
      .getByTestId('requirements-update-form')
      .locator('input[type="file"]')
      .setInputFiles({
        name: 'induccion.pdf',
        mimeType: 'application/pdf',
        buffer: PDFS.valid('i'),
      });
    await page.getByTestId('update-submit').click();
    await page.getByTestId('update-summary').getByText('Actualizados: 2 · Rechazados: 0').waitFor();
    for (const p of two)
      await page.getByTestId(`update-result-${p.personId}`).getByText('Actualizado').waitFor();
  });
});
