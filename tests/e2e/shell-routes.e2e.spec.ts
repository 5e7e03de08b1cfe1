import type { Page } from 'playwright-core';
import { screenshot, signedInSession } from './support/browser';
import { browserSuite, guestPage } from './support/suite';

/** The route table's error pages, the not-found page, the login page around the flow, and the language switch. */
jest.setTimeout(120_000);

const suite = browserSuite();

const text = async (page: Page, testId: string) =>
  (await page.getByTestId(testId).innerText()).trim();

describe('error routes', () => {
  const expected: Record<string, string> = {
    'error-v2': 'Something went wrong here',
    'error-v3': 'Lo sentimos, la página que busca no existe.',
    'error-v4': 'Nothing left to do here.',
    'error-v5': 'Something went wrong here',
    'error-v6':
      'Parece que su sessión expiró o no tienes permiso a esta página. Por favor, vuelva a iniciar sessión o contáctese con el administrador.',
  };

  it('shows every variant with the spec texts, /error going to v1 and v3/v4 saying 404', async () => {
    const page = await guestPage(suite, 'es');
    await page.goto('/#/error');
    await page.waitForURL(/#\/error\/error-v1$/);
    expect(await page.getByTestId('error-page').getAttribute('data-variant')).toBe('v1');
    for (const [variant, message] of Object.entries(expected)) {
      await page.goto(`/#/error/${variant}`);
      await page.getByTestId('error-message').waitFor();
      console.log(
        `${variant}: ${await text(page, 'error-title')} / ${await text(page, 'error-message')}`,
      );
      expect(await text(page, 'error-message')).toBe(message);
    }
    await page.goto('/#/error/error-v3');
    expect(await text(page, 'error-title')).toBe('404');
    await page.goto('/#/error/error-v4');
    expect(await text(page, 'error-title')).toBe('404');
    await page.context().close();
  });

  it('shows the Spanish not-found page for any other path, falling back to /error/error-v1', async () => {
    const page = await guestPage(suite, 'en');
    await page.goto('/#/no/such/place');
    await page.getByTestId('not-found').waitFor();
    expect(await page.getByTestId('not-found').innerText()).toContain(
      'OOPS! Lo sentimos, parece que no podemos encontrar la página que estás buscando.',
    );
    await screenshot(page, 'shell-not-found');
    // it falls back by itself after a few seconds (the link goes there at once)
    await page.waitForURL(/#\/error\/error-v1$/, { timeout: 15_000 });
    await page.getByTestId('error-page').waitFor();
    await page.context().close();
  });
});

describe('the login page around the flow', () => {
  it('has hero, version V.0.4, side panel, contact link, forgot form messages and the language switch', async () => {
    const page = await guestPage(suite, 'es');
    await page.goto('/#/auth/login');
    await page.getByTestId('login-form').waitFor();
    expect(await text(page, 'login-hero')).toBe(
      'TOTAL SAFETY & SECURITY WORKFORCE MANAGEMENT SOLUTION',
    );
    expect(await text(page, 'login-version')).toContain('V.0.4');
    await page.getByText('Contraseña', { exact: true }).waitFor();
    expect(await page.getByTestId('login-contact').getAttribute('href')).toMatch(/^mailto:/);
    await screenshot(page, 'shell-login-es');

    await page.getByTestId('login-panel-open').click();
    expect(await text(page, 'login-panel-version')).toBe('V.0.4');
    await page.keyboard.press('Escape');

    await page.getByTestId('login-forgot-link').click();
    await page.getByTestId('forgot-submit').click();
    const forgot = page.getByTestId('forgot-step');
    expect(await forgot.innerText()).toContain('INGRESE USUARIO');
    expect(await forgot.innerText()).toContain('INGRESE UN CORREO');
    expect(await text(page, 'forgot-submit')).toBe('Enviar');
    await page.getByTestId('forgot-email').fill('no-es-correo');
    await page.getByTestId('forgot-submit').click();
    expect(await forgot.innerText()).toContain('El correo no tiene un formato válido');
    await screenshot(page, 'shell-forgot-es');
    await page.getByTestId('forgot-back').click();
    await page.getByTestId('login-form').waitFor();

    await page.getByTestId('language-switch').getByText('English').click();
    await page.getByText('Forgot your password?').waitFor();
    expect(await text(page, 'login-submit')).toBe('Sign in');
    await screenshot(page, 'shell-login-en');
    await page.context().close();
  });

  it('switches the shell language and opens /seguridad as the login-security screen', async () => {
    const { context, page } = await signedInSession(suite.browser, suite.server.url, 'ADMIN');
    // the helper stores 'es' on every load; from here on the page's own choice must survive the reload
    await context.addInitScript(() => {
      const g = globalThis as unknown as {
        localStorage: { setItem: (k: string, v: string) => void };
        sessionStorage: { getItem: (k: string) => string | null };
      };
      if (g.sessionStorage.getItem('e2e:lang'))
        g.localStorage.setItem('vcg:lang', g.sessionStorage.getItem('e2e:lang') ?? 'es');
    });
    await page.evaluate(() =>
      (
        globalThis as unknown as { sessionStorage: { setItem: (k: string, v: string) => void } }
      ).sessionStorage.setItem('e2e:lang', 'en'),
    );
    expect(await page.getByTestId('logout').innerText()).toContain('Cerrar sesión');
    await page.getByTestId('language-switch').getByText('English').click();
    await page.waitForEvent('load'); // the language change reloads the page after 400 ms
    await page.getByTestId('logout').getByText('Log out').waitFor();
    await screenshot(page, 'shell-dashboard-en');
    await page.goto('/#/Seguridad');
    await page
      .locator('[data-testid="user-login-page"], [data-testid="user-login-error"]')
      .first()
      .waitFor();
    expect(page.url()).toMatch(/#\/seguridad\/usuarioLogin$/);
    await screenshot(page, 'shell-user-login-en');
    await context.close();
  });
});
