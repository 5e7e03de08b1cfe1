import type { Page } from 'playwright-core';
import { screenshot } from './support/browser';
import { browserSuite, chooseDivision, loginPage, submitCredentials } from './support/suite';

/**
 * Issue 17 on a phone (390×844): the header folds into the burger, whose side menu holds the
 * language switch and sign-out; both work from there. Forms are one column of fields a thumb can tap.
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

  it('gives filters one column of fields a thumb can tap, and keeps the desktop row', async () => {
    const page = await signedInOnPhone('ADMIN');
    await page.goto('/#/consultas/estado');
    const text = page.getByTestId('people-status-text');
    await text.waitFor();
    const box = async (testId: string) => {
      const b = await page.getByTestId(testId).boundingBox();
      if (!b) throw new Error(`${testId} is not on the page`);
      return b;
    };
    const phone = {
      text: await box('people-status-text'),
      status: await box('people-status-status'),
    };
    expect(phone.text.height).toBeGreaterThanOrEqual(44);
    expect(phone.text.width).toBeGreaterThan(300); // the whole width, not half of it
    expect(phone.status.y).toBeGreaterThan(phone.text.y); // one under the other
    await screenshot(page, 'shell-phone-filters-es');

    await page.setViewportSize({ width: 1440, height: 900 });
    await page.waitForTimeout(300);
    const desk = {
      text: await box('people-status-text'),
      status: await box('people-status-status'),
    };
    expect(desk.text.height).toBeLessThan(44); // the desktop keeps Mantine's size
    expect(Math.abs(desk.status.y - desk.text.y)).toBeLessThan(30); // side by side
    await page.context().close();
  });
});
