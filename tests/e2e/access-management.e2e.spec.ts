import { API, type GridPage, type MarkRow, type VehicleRow } from '@faena/contracts';
import { ApiClient } from './support/api';
import { open, screenshot, signedInSession } from './support/browser';
import { browserSuite } from './support/suite';

jest.setTimeout(150_000);

const suite = browserSuite();
const GATE_IN = 'PTA-GARITA-E';

const scrollWidth = () =>
  (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document
    .documentElement.scrollWidth;

describe('person access management', () => {
  it('finds a person, assigns an access profile and shows it on the Profile tab', async () => {
    // the second client's administrator: its demo has the profiles OPERACIONES and SUPERVISION
    const { page } = await signedInSession(suite.browser, suite.server.url, 'PAC-ADMIN');
    await page.setViewportSize({ width: 1440, height: 900 });
    await open(page, '/acceso/personas', 'person-access-grid');
    const tabs = await page.locator('[data-testid^="person-access-tab-"]').allTextContents();
    expect(tabs).toEqual([
      'Lista',
      'Persona',
      'Foto',
      'Requisitos',
      'Exoneración',
      'Perfil',
      'Grupo',
      'Restricción',
      'Marcaciones',
    ]);
    // Carmen Ñahui (PER-P002) holds no profile in the demo
    await page.getByTestId('person-search').fill('30100002');
    await page.getByTestId('manage-PER-P002').click();
    await page.getByTestId('person-access-person').waitFor();
    await page.getByTestId('person-access-tab-profile').click();
    await page.getByTestId('assign-profile-code').click();
    await page.getByRole('option', { name: 'SUPERVISION · Supervisión y voladura' }).click();
    await page.getByTestId('assign-profile-submit').click();
    await page.getByTestId('person-profile-code').waitFor();
    expect(await page.getByTestId('person-profile-code').textContent()).toBe(
      'SUPERVISION · Supervisión y voladura',
    );
    expect(await page.getByTestId('person-access-header-profile').textContent()).toBe(
      'Perfil: SUPERVISION',
    );
    await screenshot(page, 'access-management-1-profile-es');

    // the group tab holds the person's own group (the demo's GENERAL) with its dates
    await page.getByTestId('person-access-tab-group').click();
    await page.getByTestId('membership-GENERAL').waitFor();

    // on a phone: no sideways scroll, the tabs wrap
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'access-management-2-phone-es');
  });

  it('opens the restrictions route on the Restriction tab of the chosen person', async () => {
    const { page } = await signedInSession(suite.browser, suite.server.url, 'PAC-ADMIN');
    await open(page, '/acceso/restricciones', 'person-access-grid');
    await page.getByTestId('person-search').fill('30100006');
    await page.getByTestId('manage-PER-P006').click();
    // the demo's future restriction of Rosa Anccasi, with its catalogue type
    await page.getByTestId('restriction-DISCIPLINA').waitFor();
    expect(await page.getByTestId('restriction-type-DISCIPLINA').textContent()).toBe(
      'DISC · Disciplinaria',
    );
  });
});

describe('access profiles', () => {
  it('defines a profile on the screen, granting a group; the grid fits a phone', async () => {
    const { page } = await signedInSession(suite.browser, suite.server.url, 'PAC-ADMIN');
    await page.setViewportSize({ width: 1440, height: 900 });
    await open(page, '/acceso/perfiles', 'profiles-grid');
    await page.getByTestId('profile-row-OPERACIONES').waitFor();
    await page.getByTestId('new-profile').click();
    await page.getByTestId('profile-code').fill('e2e-vig');
    await page.getByTestId('profile-description').fill('Vigilancia');
    await page.getByTestId('profile-submit').click();
    // the spec's required field: at least one group
    await page.getByText('Seleccione al menos un grupo.').waitFor();
    await page.getByTestId('profile-groupCodes').click();
    await page.getByRole('option', { name: 'GENERAL · Personal Marcona 24x7' }).click();
    await page.getByTestId('profile-description').click();
    await page.getByTestId('profile-submit').click();
    const row = page.getByTestId('profile-row-E2E-VIG');
    await row.waitFor();
    expect(await row.textContent()).toContain('GENERAL');
    await screenshot(page, 'access-management-0-profiles-es');
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(scrollWidth)).toBeLessThanOrEqual(390);
  });
});

describe('vehicle access management', () => {
  it('opens a vehicle and sees its markings, at a desktop and on a phone', async () => {
    const api = await ApiClient.signIn(suite.server.url, 'ADMIN');
    const vehicles = await api.get<GridPage<VehicleRow>>(API.listVehicles.path, {
      skip: 0,
      take: 1,
    });
    const vehicle = vehicles.data[0];
    if (!vehicle) throw new Error('the demo data has no vehicle');
    const marked = await api.post<{ position: number }>(API.markVehicleDoor.path, {
      commandId: `e2e-vam-${Date.now()}`,
      vehicleId: vehicle.vehicleId,
      doorId: GATE_IN,
    });
    // the marks read has the vehicle's mark before the screen asks
    const marks = await api.get<GridPage<MarkRow>>(API.listMarks.path, {
      skip: 0,
      take: 5,
      filter: JSON.stringify(['plate', '=', vehicle.plate]),
      afterPosition: marked.position,
    });
    expect(marks.totalCount).toBeGreaterThan(0);

    const { page } = await signedInSession(suite.browser, suite.server.url, 'ADMIN');
    await page.setViewportSize({ width: 1440, height: 900 });
    await open(page, '/acceso/vehiculos', 'vehicle-access-grid');
    await page.getByTestId(`manage-vehicle-${vehicle.plate}`).click();
    await page.getByTestId('vehicle-access-vehicle').waitFor();
    expect(await page.getByTestId('vehicle-access-header').textContent()).toContain(vehicle.plate);
    await page.getByTestId('vehicle-access-tab-photo').click();
    await page.getByTestId('vehicle-access-photo').waitFor();
    await page.getByTestId('vehicle-access-tab-markings').click();
    await page.getByTestId('vehicle-access-marks').waitFor();
    const rows = await page.getByTestId('vehicle-access-mark').allTextContents();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows[0]).toContain('Vehículo');
    expect(rows[0]).toContain('Entrada');
    await screenshot(page, 'access-management-3-vehicle-marks-es');

    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByTestId('vehicle-access-tab-list').click();
    await page.getByTestId('vehicle-access-grid').waitFor();
    expect(await page.evaluate(scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'access-management-4-vehicles-phone-es');
  });
});
