import {
  API,
  type GridPage,
  type MarkOutcome,
  type VehicleRow,
  type ZoneRow,
} from '@faena/contracts';
import type { Page } from 'playwright-core';
import { ApiClient } from './support/api';
import { open, screenshot } from './support/browser';
import { pageWidths, signedInOnPhone } from './support/phone';
import { browserSuite } from './support/suite';

/** Browser steps wait for the server; the project-level testTimeout does not reach here. */
jest.setTimeout(180_000);

/** The demo records nobody inside the workshop; its one door is two-way (type A). */
const ZONE = 'ZON-TALLER';
const DOOR = 'PTA-TALLER-1';
const DOOR_NAME = /Portón Taller de Mantenimiento/;

const suite = browserSuite();

interface StoredQueue {
  state: {
    queue: unknown[];
    synced: Array<{
      commandId: string;
      personId: string;
      doorId: string;
      direction: 'E' | 'S';
      markedAt: string;
      outcome: MarkOutcome;
    }>;
  };
}

async function markAt(page: Page, documentNumber: string, button: 'guard-entry' | 'guard-exit') {
  await page.getByTestId('guard-document').fill(documentNumber);
  await page.getByTestId(button).click();
}

const zoneOf = async (api: ApiClient): Promise<ZoneRow> => {
  const zones = await api.get<ZoneRow[]>(API.zoneOccupancy.path);
  const zone = zones.find((z) => z.zoneId === ZONE);
  if (!zone) throw new Error(`the demo data has no zone ${ZONE}`);
  return zone;
};

/** Waits until the zone's occupancy read model shows what the test expects (it follows the log). */
async function zoneReaches(api: ApiClient, want: (z: ZoneRow) => boolean): Promise<ZoneRow> {
  for (let i = 0; i < 100; i += 1) {
    const zone = await zoneOf(api);
    if (want(zone)) return zone;
    await new Promise((r) => setTimeout(r, 100));
  }
  return zoneOf(api);
}

describe("the guard's screen on a phone", () => {
  it('marks by document number, denies with the reason, and syncs offline marks once', async () => {
    const api = await ApiClient.signIn(suite.server.url, 'ADMIN');
    const clientId = api.login.user.profile.clientId;
    const people = await api.people();
    const worker = people.find(
      (p) => p.accreditedClients.includes(clientId) && p.condition === 'TRABAJADOR',
    );
    const leaver = people.find((p) => p.condition === 'CESADO');
    if (!worker || !leaver) throw new Error('the demo data has no accredited worker or no leaver');
    const before = await zoneOf(api);
    console.log(
      `worker ${worker.fullName} (${worker.documentNumber}), leaver ${leaver.fullName} (${leaver.documentNumber}); ${ZONE} occupancy ${before.occupancy}, denied ${before.deniedCount}`,
    );

    const page = await signedInOnPhone(suite, 'GARITA');
    await open(page, '/acceso/marcar', 'guard-page');
    await page.getByTestId('guard-door-select').click();
    await page.getByRole('option', { name: DOOR_NAME }).click();
    await page.locator(`[data-testid="guard-door"][data-door="${DOOR}"]`).waitFor();

    // this browser has no camera: the scan says so in plain words, and typing still works
    await page.getByTestId('guard-scan-toggle').click();
    const problem = page.getByTestId('guard-camera-problem');
    await problem.waitFor();
    console.log(`camera: ${await problem.textContent()}`);
    expect(await problem.textContent()).toMatch(/cámara/);
    await page.getByTestId('guard-scan-close').click();

    // online: the worker enters (PERMITIDO), the leaver is refused (DENEGADO, with the reason)
    await markAt(page, worker.documentNumber, 'guard-entry');
    await page.locator('[data-testid="guard-decision"][data-state="granted"]').waitFor();
    expect(await page.getByTestId('guard-verdict').textContent()).toBe('PERMITIDO');
    expect(await page.getByTestId('guard-person-name').textContent()).toBe(worker.fullName);
    const phone = await pageWidths(page);
    expect(phone.scrollWidth).toBeLessThanOrEqual(phone.innerWidth);
    await screenshot(page, 'guard-1-granted-phone-es');
    await markAt(page, leaver.documentNumber, 'guard-entry');
    await page.locator('[data-testid="guard-decision"][data-state="denied"]').waitFor();
    expect(await page.getByTestId('guard-verdict').textContent()).toBe('DENEGADO');
    expect(await page.getByTestId('guard-reason').textContent()).toContain('Persona cesada');
    await screenshot(page, 'guard-2-denied-phone-es');

    // offline: two marks wait, shown as pending, never as a guessed decision
    await page.context().setOffline(true);
    await page.locator('[data-testid="guard-network"][data-online="false"]').waitFor();
    await markAt(page, worker.documentNumber, 'guard-exit');
    await page.locator('[data-testid="guard-decision"][data-state="pending"]').waitFor();
    // looked up online before: named from this device's memory, the decision still waits
    expect(await page.getByTestId('guard-person-name').textContent()).toBe(worker.fullName);
    expect(await page.getByTestId('guard-verdict').textContent()).toBe('PENDIENTE DE SINCRONIZAR');
    await markAt(page, leaver.documentNumber, 'guard-entry');
    await page.locator('[data-testid="guard-to-sync"][data-count="2"]').waitFor();
    expect(await page.getByTestId('guard-to-sync').textContent()).toContain(
      '2 marcas por sincronizar',
    );
    await screenshot(page, 'guard-3-offline-phone-es');

    // back online but the batch call fails on the network: the marks stay, and survive a reload
    let failedSyncs = 0;
    await page.route('**/api/AccesoMarcacion/lote', (route) => {
      failedSyncs += 1;
      return route.abort('internetdisconnected');
    });
    await page.context().setOffline(false);
    await page.locator('[data-testid="guard-network"][data-online="true"]').waitFor();
    failedSyncs = 0;
    await page.reload();
    await page.locator('[data-testid="guard-to-sync"][data-count="2"]').waitFor();
    // reloaded online, the screen tried on its own and met the network error: the marks still wait
    for (let i = 0; i < 200 && failedSyncs === 0; i += 1)
      await new Promise((r) => setTimeout(r, 50));
    expect(failedSyncs).toBeGreaterThan(0);
    await page.locator('[data-testid="guard-sync"]:not([data-loading])').waitFor();
    expect(await page.getByTestId('guard-to-sync').getAttribute('data-count')).toBe('2');
    await page.unroute('**/api/AccesoMarcacion/lote');
    await page.getByTestId('guard-sync').click();
    await page.getByTestId('guard-to-sync').waitFor({ state: 'detached' });
    const rows = page.getByTestId('guard-synced-row');
    expect(await rows.count()).toBe(2);
    expect(await rows.nth(0).getAttribute('data-granted')).toBe('false'); // the leaver, last marked
    expect(await rows.nth(1).getAttribute('data-granted')).toBe('true'); // the worker's exit
    await screenshot(page, 'guard-4-synced-phone-es');

    // each applied once: the worker in then out, the leaver refused twice (online and offline)
    const after = await zoneReaches(
      api,
      (z) => z.deniedCount >= before.deniedCount + 2 && z.occupancy === before.occupancy,
    );
    expect(after.occupancy).toBe(before.occupancy);
    expect(after.deniedCount).toBe(before.deniedCount + 2);

    // the same marks sent again (same command ids): the server answers the first outcomes, adds nothing
    const stored = JSON.parse(
      (await page.evaluate<string | null>('localStorage.getItem("vcg:guard-queue")')) ?? '{}',
    ) as StoredQueue;
    const marks = stored.state.synced.map(
      ({ commandId, personId, doorId, direction, markedAt }) => ({
        commandId,
        personId,
        doorId,
        direction,
        markedAt,
      }),
    );
    const again = await api.post<MarkOutcome[]>(API.markBatch.path, { marks, origin: 'GARITA' });
    expect(again.map((o) => o.markId)).toEqual(stored.state.synced.map((s) => s.outcome.markId));
    await new Promise((r) => setTimeout(r, 500));
    expect((await zoneOf(api)).deniedCount).toBe(before.deniedCount + 2);

    // in English: the same screen after a reload, the synced list kept
    await page.evaluate('localStorage.setItem("vcg:lang", "en")');
    await page.reload();
    await page.getByTestId('guard-synced').waitFor();
    await markAt(page, leaver.documentNumber, 'guard-entry');
    await page.locator('[data-testid="guard-decision"][data-state="denied"]').waitFor();
    expect(await page.getByTestId('guard-verdict').textContent()).toBe('DENIED');
    expect(await page.getByTestId('guard-reason').textContent()).toContain('Person terminated');
    await screenshot(page, 'guard-5-denied-phone-en');
    await page.context().close();
  });

  it('marks a vehicle with its driver and a passenger on a tablet, and fits a desktop', async () => {
    const api = await ApiClient.signIn(suite.server.url, 'ADMIN');
    const clientId = api.login.user.profile.clientId;
    const people = await api.people();
    const driver = people.find(
      (p) => p.accreditedClients.includes(clientId) && p.condition === 'TRABAJADOR',
    );
    const passenger = people.find((p) => p.condition === 'CESADO');
    const vehicles = await api.get<GridPage<VehicleRow>>(API.listVehicles.path, {
      skip: 0,
      take: 5,
    });
    const vehicle = vehicles.data[0];
    if (!driver || !passenger || !vehicle)
      throw new Error('the demo data lacks a vehicle or people');

    const page = await signedInOnPhone(suite, 'GARITA');
    await page.setViewportSize({ width: 768, height: 1024 });
    await open(page, '/acceso/marcar', 'guard-page');
    await page.getByTestId('guard-door-select').click();
    await page.getByRole('option', { name: DOOR_NAME }).click();
    await page.getByTestId('guard-mode').getByText('Vehículo').click();
    await page.getByTestId('guard-plate').fill(vehicle.plate);
    await page.getByTestId('guard-driver').fill(driver.documentNumber);
    await page.getByTestId('guard-passengers').fill(passenger.documentNumber);
    await page.getByTestId('guard-passengers').press('Enter');
    await page.getByTestId('guard-vehicle-entry').click();
    const result = page.getByTestId('guard-vehicle-result');
    await result.waitFor();
    expect(await page.getByTestId('guard-vehicle-plate').textContent()).toBe(vehicle.plate);
    // a terminated passenger: the vehicle may not pass, and nobody passes in it
    expect(await result.getAttribute('data-state')).toBe('denied');
    const occupants = page.getByTestId('guard-occupant');
    expect(await occupants.count()).toBe(2);
    expect(await occupants.nth(0).textContent()).toContain('Conductor');
    expect(await occupants.nth(0).getAttribute('data-granted')).toBe('false');
    expect(await occupants.nth(0).textContent()).toContain('El vehículo no tiene acceso');
    expect(await occupants.nth(1).textContent()).toContain('Pasajero');
    expect(await occupants.nth(1).getAttribute('data-granted')).toBe('false');
    expect(await occupants.nth(1).textContent()).toContain('Persona cesada');
    let widths = await pageWidths(page);
    expect(widths.scrollWidth).toBeLessThanOrEqual(widths.innerWidth);
    await screenshot(page, 'guard-6-vehicle-tablet-es');

    await page.setViewportSize({ width: 1440, height: 900 });
    widths = await pageWidths(page);
    expect(widths.scrollWidth).toBeLessThanOrEqual(widths.innerWidth);
    await screenshot(page, 'guard-7-vehicle-desktop-es');

    // offline, a vehicle mark waits like a person's and is applied exactly once when back
    const vehicleMarks = async (afterPosition?: number) =>
      (
        await api.get<GridPage<{ markType: string }>>(API.listMarks.path, {
          skip: 0,
          take: 50,
          filter: JSON.stringify([['plate', '=', vehicle.plate], 'and', ['markType', '=', 'V']]),
          ...(afterPosition === undefined ? {} : { afterPosition }),
        })
      ).totalCount;
    const before = await vehicleMarks();
    await page.context().setOffline(true);
    await page.getByTestId('guard-vehicle-offline').waitFor();
    await page.getByTestId('guard-plate').fill(vehicle.plate);
    await page.getByTestId('guard-driver').fill(driver.documentNumber);
    await page.getByTestId('guard-vehicle-entry').click();
    await page.getByTestId('guard-vehicle-queued').waitFor();
    await page.locator('[data-testid="guard-to-sync"][data-count="1"]').waitFor();
    await screenshot(page, 'guard-8-vehicle-offline-es');
    await page.context().setOffline(false);
    await page.getByTestId('guard-to-sync').waitFor({ state: 'detached' });
    const syncedRow = page.getByTestId('guard-synced-row').filter({ hasText: vehicle.plate });
    await syncedRow.first().waitFor();
    const stored = JSON.parse(
      (await page.evaluate<string | null>('localStorage.getItem("vcg:guard-queue")')) ?? '{}',
    ) as StoredQueue;
    expect(stored.state.queue).toEqual([]);
    let after = before;
    for (let i = 0; i < 20 && after === before; i += 1) {
      await page.waitForTimeout(250);
      after = await vehicleMarks();
    }
    expect(after).toBe(before + 1);
    await page.context().close();
  });
});
