import { API, type CheckpointRow, type MarkOutcome } from '@faena/contracts';
import { randomUUID } from 'node:crypto';
import { ApiClient } from './support/api';
import { open, screenshot, signedInSession } from './support/browser';
import { PHONE, pageWidths, withinWidth } from './support/phone';
import { browserSuite } from './support/suite';

jest.setTimeout(150_000);

const suite = browserSuite();
const SUFFIX = String(Date.now()).slice(-5);
const DOOR = `Portón sur ${SUFFIX}`;
const IP = `10.66.${Number(SUFFIX.slice(-2))}.${10 + (Number(SUFFIX.slice(0, 2)) % 200)}`;
const MAC = `00-17-61-66-${SUFFIX.slice(-4, -2)}-${SUFFIX.slice(-2)}`;

describe('checkpoints and devices: the administrator configures a door that can be marked', () => {
  it('adds a door to a zone and a device to it at 1440×900; the door then takes marks', async () => {
    const { page } = await signedInSession(suite.browser, suite.server.url, 'ADMIN');
    await open(page, '/acceso/puntos-control', 'checkpoints-grid');
    await page.getByTestId('zone-row-Taller de Mantenimiento').waitFor();
    await page.getByTestId('zone-doors-ZON-TALLER').click();
    await page.getByTestId('new-door').click();
    await page.getByTestId('door-name').fill(DOOR);
    await page.getByTestId('door-type').click();
    await page.getByRole('option', { name: 'Entrada', exact: true }).click();
    await page.getByTestId('door-save').click();
    await page.getByTestId(`door-row-${DOOR}`).waitFor();
    await screenshot(page, 'checkpoints-1-door-es');

    await open(page, '/acceso/dispositivos', 'devices-grid');
    await page.getByTestId('new-device').click();
    await page.getByTestId('device-doorId').click();
    await page.getByRole('option', { name: `Taller de Mantenimiento · ${DOOR}` }).click();
    await page.getByTestId('device-model').fill('HID iCLASS SE R40');
    await page.getByTestId('device-ip').fill(IP);
    await page.getByTestId('device-mac').fill('00:17-61:66:00:01');
    await page.getByTestId('device-network.gateway').fill('10.66.0.1');
    await page.getByTestId('device-network.serverIp').fill('10.66.0.5');
    await page.getByTestId('device-save').click();
    // the contracts' pattern, in the screen's language: a MAC mixing separators is refused
    await page.getByText('La dirección MAC no es válida.').waitFor();
    await screenshot(page, 'checkpoints-2-device-invalid-es');
    await page.getByTestId('device-mac').fill(MAC);
    await page.getByTestId('device-save').click();
    await page.getByTestId(`device-row-${IP}`).waitFor();
    await screenshot(page, 'checkpoints-3-devices-es');

    // the new door is known to the door decision: an accredited worker marks it (entry door)
    const api = await ApiClient.signIn(suite.server.url, 'ADMIN');
    const zone = await api.get<CheckpointRow>(API.checkpointGet.path, { zoneId: 'ZON-TALLER' });
    const door = zone.doors.find((d) => d.name === DOOR);
    if (!door) throw new Error('the new door is not in the zone');
    expect(door).toMatchObject({ type: 'E', active: true });
    const clientId = api.login.user.profile.clientId;
    const worker = (await api.people()).find(
      (p) => p.accreditedClients.includes(clientId) && p.condition === 'TRABAJADOR',
    );
    if (!worker) throw new Error('the demo data has no accredited worker');
    const outcome = await api.post<MarkOutcome>(API.markDoor.path, {
      commandId: randomUUID(),
      personId: worker.personId,
      doorId: door.doorId,
    });
    expect(outcome).toEqual(expect.objectContaining({ granted: true, reason: null }));
    expect(outcome.error).toBeUndefined();

    // the screens on a phone (390×844): the grids as cards, nothing wider than the screen
    await page.setViewportSize(PHONE);
    await open(page, '/acceso/puntos-control', 'checkpoints-grid');
    expect(await withinWidth(page, 'checkpoints-page')).toBe(true);
    const gridWidths = await pageWidths(page);
    expect(gridWidths.scrollWidth).toBeLessThanOrEqual(gridWidths.innerWidth);
    await open(page, '/acceso/dispositivos', 'devices-grid');
    expect(await withinWidth(page, 'devices-page')).toBe(true);
    const widths = await pageWidths(page);
    expect(widths.scrollWidth).toBeLessThanOrEqual(widths.innerWidth);
    await screenshot(page, 'checkpoints-4-phone-es');
  });

  it('lets the approver read the checkpoints but not configure them', async () => {
    const { page } = await signedInSession(suite.browser, suite.server.url, {
      username: 'APROBADOR',
      lang: 'en',
    });
    await open(page, '/acceso/puntos-control', 'checkpoints-grid');
    await page.getByTestId('zone-row-Garita Principal').waitFor();
    expect(await page.getByTestId('new-zone').count()).toBe(0);
    await page.getByTestId('zone-doors-ZON-GARITA').click();
    await page.getByTestId('door-row-Garita Principal - Entrada').waitFor();
    expect(await page.getByTestId('new-door').count()).toBe(0);
    await screenshot(page, 'checkpoints-5-approver-en');
  });
});
