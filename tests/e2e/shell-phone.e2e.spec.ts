import type { Page } from 'playwright-core';
import { screenshot } from './support/browser';
import { browserSuite, chooseDivision, loginPage, submitCredentials } from './support/suite';

/**
 * Issue 17 on a phone (390×844): the header folds into the burger, whose side menu holds the
 * language switch and sign-out; both work from there.
 */
jest.setTimeout(180_000);

const suite = browserSuite();

async function signedInOnPhone(username: string): Promise<Page> {
  const page = await loginPage(suite, 'es');
  await page.setViewportSize({ width: 390, height: 844 });
  await submitCredentials(page, username);
  await chooseDivision(page, {});
  await page.getByTestId('app-footer').waitFor();
  return page;
}

async function openMenu(page: Page): Promise<void> {
  await page.getByTestId('nav-toggle-mobile').click();
  await page.locator('[data-nav="open"]').waitFor();
}

describe('the shell on a phone (390×844)', () => {
  it('switches the language and signs out from the burger menu', async () => {
    const page = await signedInOnPhone('ADMIN');
    expect(await page.getByTestId('logout').isVisible()).toBe(false);
    await openMenu(page);
    await screenshot(page, 'shell-phone-menu-es');
    const logout = page.getByTestId('nav-logout');
    expect(await logout.isVisible()).toBe(true);
    expect(await logout.innerText()).toContain('Cerrar sesión');
    await page.getByTestId('nav-language-switch').getByText('English').click();
    await page.waitForEvent('load'); // the language change reloads the page after 400 ms
    await openMenu(page);
    await page.getByTestId('nav-logout').getByText('Log out').waitFor();
    await screenshot(page, 'shell-phone-menu-en');
    await page.getByTestId('nav-logout').click();
    await page.getByTestId('login-form').waitFor();
    await page.context().close();
  });
});
