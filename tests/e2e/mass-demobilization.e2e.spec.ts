import { addDays, API, type RequestRow } from '@faena/contracts';
import { ApiClient } from './support/api';
import { open, screenshot, signedInSession } from './support/browser';
import { browserSuite } from './support/suite';

jest.setTimeout(180_000);

const suite = browserSuite();
const HOTEL = 'HTL-LOS-ANDES';
const BED = 'CAM-112-C'; // the sample stays leave room 112 free
const SEAT = 25;

const siteToday = async (client: ApiClient) => {
  const { timeZone } = await client.get<{ timeZone: string }>(API.siteInfo.path);
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());
};
const commandId = (tag: string) => `${tag}-${Date.now()}-${Math.random().toString(16).slice(2)}`;

/** An accredited worker of the demo without a demobilization, and the worker's company peers. */
async function pickWorker(admin: ApiClient, today: string): Promise<RequestRow> {
  const demobilized = new Set(
    (
      await admin.get<{ data: Array<{ personId: string }> }>(API.listDemobilizations.path, {
        skip: 0,
        take: 1000,
      })
    ).data.map((d) => d.personId),
  );
  const worker = (await admin.requests()).find(
    (r) =>
      r.status === 'A' &&
      r.startDate <= today &&
      r.endDate >= addDays(today, 5) &&
      r.companyId === 'EMP-MINERA-ANDINA' &&
      !demobilized.has(r.personId),
  );
  if (!worker) throw new Error('the demo data has no accredited worker to demobilize');
  return worker;
}

describe('a mass demobilization whose cascade frees a bed and a seat', () => {
  it('shows the approver what was released; the bed board and the seat map show them free', async () => {
    const admin = await ApiClient.signIn(suite.server.url, 'ADMIN');
    const today = await siteToday(admin);
    const tomorrow = addDays(today, 1);
    const tripId = `VJE-${tomorrow.replaceAll('-', '')}-03`;
    const worker = await pickWorker(admin, today);
    console.log(`demobilizing ${worker.personName} (${worker.personId}) of ${worker.companyName}`);
    await admin.post(API.assignBed.path, {
      commandId: commandId('bed'),
      bedId: BED,
      personId: worker.personId,
      checkIn: today,
      checkOut: addDays(today, 4),
    });
    await admin.post(API.reserveSeat.path, {
      commandId: commandId('seat'),
      tripId,
      seat: SEAT,
      personId: worker.personId,
    });

    const { page } = await signedInSession(suite.browser, suite.server.url, 'ADMIN');
    await open(page, '/desmovilizacion/masiva', 'mass-form');
    // the workers of the worker's contract (a company's or a file's are the other two sources)
    await page.getByTestId('mass-by').getByText('Por contrato').click();
    await page.getByTestId('mass-contract').click();
    await page.getByRole('option', { name: new RegExp(`^${worker.contractCode} `) }).click();
    await page.getByText(/Trabajadores \([1-9]\d*\)/).waitFor();
    await page.getByTestId('demobilization-reason').click();
    await page.getByRole('option').first().click();
    await page.getByTestId('mass-date').fill(today);
    await page
      .getByTestId('mass-observation')
      .fill('Fin de la parada (prueba de extremo a extremo)');
    await page.getByTestId('mass-submit').click();
    const row = page.getByTestId(`mass-row-${worker.personId}`);
    await row.waitFor();
    await screenshot(page, 'mass-demobilization-1-registered');
    await page.getByTestId('mass-approve').click();
    const released = row.locator('[data-testid^="released-"]');
    await released.getByText('Noches de cama').waitFor({ timeout: 60_000 });
    await released.getByText('Asiento de bus').waitFor();
    await released.getByText('Acceso a puertas').waitFor();
    await screenshot(page, 'mass-demobilization-2-released');

    await open(page, `/dashboard/campamento/${HOTEL}`, `bed-row-${BED}`);
    await page.locator(`[data-testid="bed-${BED}-${today}"][data-taken="true"]`).waitFor();
    await page.locator(`[data-testid="bed-${BED}-${tomorrow}"][data-taken="false"]`).waitFor();
    await open(page, `/transporte/asientos/${tripId}`, 'seat-map');
    await page.locator(`[data-testid="seat-${SEAT}"][data-taken="false"]`).waitFor();

    // the phone: the mass screen at 390×844
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, '/desmovilizacion/masiva', 'mass-form');
    await screenshot(page, 'mass-demobilization-3-phone');
    const overflow = await page.evaluate(
      'document.documentElement.scrollWidth > document.documentElement.clientWidth',
    );
    expect(overflow).toBe(false);
  });
});
