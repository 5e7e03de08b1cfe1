import { API, type GridPage, type RequirementDocumentRow } from '@faena/contracts';
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

    const { page } = await signedInSession(suite.browser, suite.server.url, 'ADMIN', 'es');
    await open(page, '/requisito/documentos', 'subject-documents-page');
    await page.getByTestId('requirement-entity').getByText('Vehículo').click();
    await page.getByTestId('requirement-subject-V').click();
    await page.getByRole('option', { name: new RegExp(found.plate) }).click();
    await page.getByTestId('summary-SOAT').getByText('SOAT vigente').waitFor();
    await page.getByTestId('requirement-summary').waitFor();
  });
});
