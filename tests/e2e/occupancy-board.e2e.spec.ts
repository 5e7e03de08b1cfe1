import { ApiClient } from './support/api';
import { open, pickPerson, screenshot, signedInSession } from './support/browser';
import { markDocument, stillSameDocument } from './support/no-reload';
import { browserSuite } from './support/suite';

/** Browser steps wait for live pushes; the project-level testTimeout does not reach here. */
jest.setTimeout(120_000);

/** The demo records nobody inside the workshop, so an entry there always raises its occupancy. */
const ZONE = 'ZON-TALLER';
const DOOR_NAME = /Portón Taller de Mantenimiento/;

const suite = browserSuite();

describe('the zone occupancy board', () => {
  it('rises on the wall screen when a door is marked in another browser', async () => {
    const api = await ApiClient.signIn(suite.server.url, 'ADMIN');
    const clientId = api.login.user.profile.clientId;
    const person = (await api.people()).find((p) => p.accreditedClients.includes(clientId));
    if (!person) throw new Error('the demo data has no accredited person');

    const wall = await signedInSession(suite.browser, suite.server.url, 'MONITOR');
    await open(wall.page, '/dashboard/ocupacion', 'occupancy-page');
    const tile = wall.page.getByTestId(`zone-tile-${ZONE}`);
    await tile.waitFor();
    await wall.page.getByTestId('live-badge').first().waitFor();
    await markDocument(wall.page);
    const before = Number(await tile.getAttribute('data-occupancy'));
    console.log(
      `marking entry of ${person.fullName} (${person.personId}) into ${ZONE}; occupancy before: ${before}`,
    );

    const guard = await signedInSession(suite.browser, suite.server.url, {
      username: 'ADMIN',
      lang: 'en',
    });
    await open(guard.page, '/dashboard/ocupacion', 'door-mark-form');
    await pickPerson(guard.page, 'mark-person-search', person);
    await guard.page.getByTestId('mark-door').click();
    await guard.page.getByRole('option', { name: DOOR_NAME }).click();
    await guard.page.getByTestId('mark-submit').click();
    await guard.page.locator('[data-testid="mark-result"][data-granted="true"]').waitFor();
    await screenshot(guard.page, 'occupancy-1-mark-en');

    await wall.page
      .locator(`[data-testid="zone-tile-${ZONE}"][data-occupancy="${before + 1}"]`)
      .waitFor();
    expect(await stillSameDocument(wall.page)).toBe(true);
    await screenshot(wall.page, 'occupancy-2-wall-es');

    await guard.context.close();
    await wall.context.close();
  });
});
