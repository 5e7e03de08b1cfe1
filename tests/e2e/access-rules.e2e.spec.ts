import { API, type MarkOutcome } from '@faena/contracts';
import { ApiClient } from './support/api';
import { open, screenshot, signedInSession } from './support/browser';
import { browserSuite } from './support/suite';

jest.setTimeout(150_000);

const suite = browserSuite();
const GATE_IN = 'PTA-GARITA-E';
let seq = 0;

const scrollWidth = () =>
  (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document
    .documentElement.scrollWidth;

describe('a restriction at the door', () => {
  it('denies the restricted person with the reason, and grants again once removed', async () => {
    const api = await ApiClient.signIn(suite.server.url, 'ADMIN');
    const mark = (personId: string) =>
      api.post<MarkOutcome>(API.markDoor.path, {
        commandId: `e2e-acr-${Date.now()}-${seq++}`,
        personId,
        doorId: GATE_IN,
      });
    // a demo worker the gate grants today
    const workers = (await api.people()).filter(
      (p) => p.condition === 'TRABAJADOR' && p.companyId === 'EMP-MINERA-ANDINA',
    );
    let person: (typeof workers)[number] | undefined;
    for (const w of workers) {
      if ((await mark(w.personId)).granted) {
        person = w;
        break;
      }
    }
    if (!person) throw new Error('no demo worker is granted at the gate');

    const { page } = await signedInSession(suite.browser, suite.server.url, 'ADMIN');
    await page.setViewportSize({ width: 1440, height: 900 });
    await open(page, '/acceso/restricciones', 'person-access-grid');
    await page.getByTestId('person-search').fill(person.documentNumber);
    await page.getByTestId(`manage-${person.personId}`).click();
    await page.getByTestId('restriction-code').fill('E2E');
    await page.getByTestId('restriction-type').click();
    await page.getByRole('option', { name: 'DISC · Disciplinaria' }).click();
    await page.getByTestId('restriction-zone').click();
    await page.getByRole('option', { name: 'Garita Principal' }).click();
    await page.getByTestId('restriction-submit').click();
    await page.getByTestId('restriction-E2E').waitFor();
    await screenshot(page, 'access-rules-1-restricted-es');

    const denied = await mark(person.personId);
    expect(denied).toMatchObject({ granted: false, reason: 'restricted' });

    await page.getByTestId('remove-restriction-E2E').click();
    await page.getByTestId('restriction-E2E').waitFor({ state: 'detached' });
    expect(await mark(person.personId)).toMatchObject({ granted: true, reason: null });

    // the screen on a phone (390×844), back on its List tab: no sideways scroll
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId('person-access-tab-list').click();
    await page.getByTestId('person-access-grid').waitFor();
    expect(await page.evaluate(scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'access-rules-2-phone-es');
  });

  it('defines an access schedule on the screen; the schedule and group screens fit a phone', async () => {
    const { page } = await signedInSession(suite.browser, suite.server.url, 'ADMIN');
    await page.setViewportSize({ width: 1440, height: 900 });
    await open(page, '/acceso/horarios', 'schedules-grid');
    await page.getByTestId('new-schedule').click();
    await page.getByTestId('schedule-code').fill('E2E-DIA');
    await page.getByTestId('schedule-division').click();
    await page.getByRole('option', { name: 'DIV-NORTE' }).click();
    await page.getByTestId('schedule-submit').click();
    await page.getByTestId('schedule-row-E2E-DIA').waitFor();
    await screenshot(page, 'access-rules-3-schedules-es');
    for (const [route, grid] of [
      ['/acceso/horarios', 'schedules-grid'],
      ['/acceso/grupos', 'groups-grid'],
    ] as const) {
      await page.setViewportSize({ width: 390, height: 844 });
      await open(page, route, grid);
      expect(await page.evaluate(scrollWidth)).toBeLessThanOrEqual(390);
    }
    await screenshot(page, 'access-rules-4-groups-phone-es');
  });
});
