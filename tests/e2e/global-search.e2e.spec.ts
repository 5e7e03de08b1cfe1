import type { Page } from 'playwright-core';
import { API, type GridPage, type PersonRow } from '@faena/contracts';
import { ApiClient } from './support/api';
import { screenshot } from './support/browser';
import { browserSuite, chooseDivision, loginPage, submitCredentials } from './support/suite';

/**
 * Issue 17, the global search: Ctrl+K opens the spotlight, a demo person's document finds that
 * person and Enter opens them in the people page; on a phone (390×844) the header's button opens it.
 */
jest.setTimeout(180_000);

const suite = browserSuite();

async function signedIn(username: string, viewport?: { width: number; height: number }) {
  const page = await loginPage(suite, 'es');
  if (viewport) await page.setViewportSize(viewport);
  await submitCredentials(page, username);
  await chooseDivision(page, {});
  await page.getByTestId('app-footer').waitFor();
  return page;
}

async function firstPerson(): Promise<PersonRow> {
  const api = await ApiClient.signIn(suite.server.url, 'ADMIN');
  const page = await api.get<GridPage<PersonRow>>(API.listPeople.path, { skip: 0, take: 1 });
  const [person] = page.data;
  if (!person) throw new Error('the demo data has no person');
  return person;
}

const searchInput = (page: Page) => page.getByTestId('global-search-input');

describe('global search (Ctrl+K)', () => {
  it("finds a person by document and Enter opens that person's record", async () => {
    const person = await firstPerson();
    const page = await signedIn('ADMIN');
    await page.keyboard.press('Control+K');
    await searchInput(page).waitFor();
    await searchInput(page).fill(person.documentNumber);
    await page.getByTestId(`search-hit-person-${person.personId}`).waitFor();
    await screenshot(page, 'global-search-hit');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/administracion\/personas/);
    await page.getByTestId('tab-data').waitFor();
    expect(await page.getByTestId('field-documentNumber').inputValue()).toBe(person.documentNumber);
    await page.context().close();
  });

  it('says so when nothing matches, and Escape closes it', async () => {
    const page = await signedIn('ADMIN');
    await page.keyboard.press('Control+K');
    await searchInput(page).fill('zzzz-no-such-record');
    await page.getByTestId('global-search-empty').getByText('Sin resultados').waitFor();
    await page.keyboard.press('Escape');
    await searchInput(page).waitFor({ state: 'hidden' });
    await page.context().close();
  });

  it('is reachable on a phone (390×844) from the header', async () => {
    const page = await signedIn('ADMIN', { width: 390, height: 844 });
    const button = page.getByTestId('global-search-open');
    expect(await button.isVisible()).toBe(true);
    expect(await button.getAttribute('aria-label')).toBe('Buscar (Ctrl+K)');
    await button.click();
    await searchInput(page).waitFor();
    await screenshot(page, 'global-search-phone');
    await page.context().close();
  });
});
