import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from './support/api';
import { screenshot } from './support/browser';
import { browserSuite, codeOf, loginPage, mailbox, submitCredentials } from './support/suite';

/** The complete sign-in flow in the browser: two-factor, first password, chooser, lockout. */
jest.setTimeout(120_000);

const suite = browserSuite();

/** The newest 4-digit code the development mailbox holds for an address, other than `not`. */
async function codeFor(to: string, not?: string): Promise<string> {
  const mails = await mailbox(suite, to);
  const code = mails.map(codeOf).find((c) => c && c !== not);
  if (!code) throw new Error(`no code in the mailbox of ${to}: ${JSON.stringify(mails)}`);
  return code;
}

async function pick(page: Page, selectTestId: string, optionText: string): Promise<void> {
  await page.getByTestId(selectTestId).click();
  await page.getByRole('option', { name: optionText }).click();
}

describe('first sign-in with two-factor and the first password change', () => {
  it('asks the e-mailed code, then a new password, then signs in with it and chooses the division', async () => {
    const page = await loginPage(suite, 'es');
    await submitCredentials(page, 'nuevo', DEMO_PASSWORD);
    await page.getByTestId('code-step').waitFor();
    expect(await page.getByTestId('code-info').innerText()).toContain('correo');
    expect(await page.getByTestId('code-username').inputValue()).toBe('NUEVO');
    expect(await page.getByTestId('code-submit').isDisabled()).toBe(true);
    const code = await codeFor('nuevo@mineraandina.pe');
    await page.getByTestId('code-input').fill(`99${code}`); // only the last 4 digits stay
    expect(await page.getByTestId('code-input').inputValue()).toBe(code);
    await screenshot(page, 'shell-signin-code-es');
    await page.getByTestId('code-input').press('Enter');

    await page.getByTestId('change-password-step').waitFor();
    expect(await page.getByTestId('change-password-reason').innerText()).toBe(
      'Debe cambiar su primera contraseña',
    );
    await page.getByTestId('new-password').fill('abc');
    await page.getByTestId('change-password-submit').click();
    expect(await page.getByTestId('change-password-step').innerText()).toMatch(
      /La longitud minima es de \d+ caracteres/,
    );
    const fresh = 'Nueva.Clave2026';
    await page.getByTestId('new-password').fill(fresh);
    await page.getByTestId('repeat-password').fill(`${fresh}x`);
    await page.getByTestId('change-password-submit').click();
    expect(await page.getByTestId('change-password-step').innerText()).toContain(
      'El valor de las contraseñas debe ser iguales.',
    );
    await page.getByTestId('repeat-password').fill(fresh);
    await screenshot(page, 'shell-signin-password-es');
    await page.getByTestId('change-password-submit').click();
    await page.getByTestId('login-notice').waitFor();

    await submitCredentials(page, 'NUEVO', fresh);
    await page.getByTestId('code-step').waitFor();
    const second = await codeFor('nuevo@mineraandina.pe', code);
    await page.getByTestId('code-input').fill(second);
    await page.getByTestId('code-submit').click();
    await page.getByTestId('chooser-step').waitFor();
    expect(await page.getByTestId('chooser-fullname').inputValue()).toContain('Lucía');
    await screenshot(page, 'shell-signin-chooser-es');
    await page.getByTestId('chooser-division').click();
    const options = page.getByRole('option');
    expect(await options.count()).toBe(2);
    await options.first().click();
    await page.waitForURL(/#\/dashboard/);
    await page.getByTestId('header-menu').waitFor();
    await page.getByTestId('nav-toggle').click(); // the layout is fluid: the side menu shows on the toggle
    await page.locator('[data-nav="open"]').waitFor();
    await page.getByTestId('side-nav').getByTestId('menu-MOV').waitFor();
    expect(await page.getByTestId('side-nav-heading').innerText()).toBe('Transporte'); // neither administrator nor authorizer
    await screenshot(page, 'shell-signin-dashboard-es');
    await page.context().close();
  });
});

describe('profile and division chooser', () => {
  it('filters the divisions by profile and lands on /dashboard with that profile', async () => {
    const page = await loginPage(suite, 'en');
    await submitCredentials(page, 'VARIOS', DEMO_PASSWORD);
    await page.getByTestId('chooser-step').waitFor();
    await pick(page, 'chooser-profile', 'Aprobador');
    await page.getByTestId('chooser-division').click();
    expect(await page.getByRole('option').count()).toBe(1);
    await screenshot(page, 'shell-chooser-en');
    await page.getByRole('option').first().click();
    await page.waitForURL(/#\/dashboard/);
    await page.getByTestId('header-role').waitFor();
    expect(await page.getByTestId('header-role').textContent()).toContain('Aprobador SSOMA');
    await page
      .getByTestId('side-nav-heading')
      .filter({ hasText: /^Approvals$/ })
      .waitFor({ state: 'attached' }); // an authorizer
    await page.context().close();
  });
});

describe('lockout', () => {
  it('blocks the user after the configured failed attempts and says for how many minutes', async () => {
    const page = await loginPage(suite, 'es');
    const seen: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      await submitCredentials(page, 'AUDITOR', 'wrong-password');
      await page.locator('[data-testid="login-submit"]:not([data-loading])').waitFor();
      await page.getByTestId('login-error').waitFor();
      seen.push(await page.getByTestId('login-error').innerText());
    }
    console.log(seen.join('\n'));
    expect(seen[seen.length - 1]?.toUpperCase()).toMatch(/BLOQUEADO.*\d+ MINUTOS/);
    await screenshot(page, 'shell-lockout-es');
    await page.context().close();
  });
});
