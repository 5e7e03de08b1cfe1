import { API, type OutboxMessage, type SecuritySetting } from '@faena/contracts';
import { ApiClient, DEMO_PASSWORD } from './support/api';
import { open, screenshot, signedInSession } from './support/browser';
import { markDocument, stillSameDocument } from './support/no-reload';
import {
  browserSuite,
  chooseDivision,
  codeOf,
  loginPage,
  mailbox,
  submitCredentials,
} from './support/suite';

/**
 * The shell around the pages: fluid layout (menu and sub-header hidden until toggled), language
 * and profile switch with their reload, the manual, the generic dialog handler, the maintenance
 * screen's password change, and the sign-in cases expiry notice, phone code, resend and 09.
 */
jest.setTimeout(180_000);

const suite = browserSuite();

/** Waits until the mailbox of `to` holds `count` messages; answers them, newest first. */
async function mailboxWith(to: string, count: number): Promise<OutboxMessage[]> {
  for (let i = 0; i < 100; i += 1) {
    const mails = await mailbox(suite, to);
    if (mails.length >= count) return mails;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the mailbox of ${to} never held ${count} messages`);
}

describe('the fluid layout, the manual and the language switch', () => {
  it('hides side menu and sub-header until the toggle shows them; the footer opens the PDF manual', async () => {
    const { context, page } = await signedInSession(suite.browser, suite.server.url, 'ADMIN');
    context.setDefaultTimeout(60_000);
    await page.getByTestId('header-menu').waitFor();
    expect(await page.locator('[data-nav="closed"]').count()).toBe(1);
    const hidden = await page.getByTestId('side-nav').boundingBox();
    expect(hidden === null || hidden.x + hidden.width <= 1).toBe(true); // slid out of the viewport
    await page.goto('/#/consultas/historial');
    await page.getByTestId('app-footer').waitFor();
    await page.waitForURL(/#\/consultas\/historial/);
    await page.getByRole('heading', { name: 'Historial de solicitudes' }).waitFor();
    expect(await page.getByTestId('sub-header').count()).toBe(0);
    await screenshot(page, 'shell-menu-closed-es');

    await page.getByTestId('nav-toggle').click();
    await page.locator('[data-nav="open"]').waitFor();
    await page.getByTestId('side-nav').waitFor({ state: 'visible' });
    expect(await page.getByTestId('sub-header-title').innerText()).toBe('Historial de solicitud');
    await screenshot(page, 'shell-menu-open-es');

    // back to a visible tab: the shell asks the server's idle count (POST validateMaxDowntime)
    const [probe] = await Promise.all([
      page.waitForResponse((r) => r.url().includes(API.validateMaxDowntime.path)),
      page.evaluate(() => {
        const g = globalThis as unknown as {
          document: { dispatchEvent: (e: unknown) => void };
          Event: new (t: string) => unknown;
        };
        g.document.dispatchEvent(new g.Event('visibilitychange'));
      }),
    ]);
    expect(probe.status()).toBe(200);
    expect(
      ((await probe.json()) as { result: { maxSegundos: number; bloqueado: boolean } }).result,
    ).toMatchObject({ maxSegundos: 400, bloqueado: false });
    expect(JSON.parse(probe.request().postData() ?? '{}')).toEqual({
      urlPath: '/consultas/historial',
    });
    expect(await page.getByTestId('lock-user').count()).toBe(0);

    const [manual] = await Promise.all([
      context.waitForEvent('page'),
      page.getByTestId('footer-manual').click(),
    ]);
    await manual.waitForURL(/^blob:/);
    console.log('manual opened at', manual.url());
    await manual.close();

    // at the bottom of a long page the scroll-to-top button floats below the manual link
    await page.setViewportSize({ width: 1280, height: 420 });
    await page.evaluate(() => {
      const g = globalThis as unknown as {
        scrollTo: (x: number, y: number) => void;
        document: { documentElement: { scrollHeight: number } };
      };
      g.scrollTo(0, g.document.documentElement.scrollHeight);
    });
    await page.getByTestId('scroll-top').waitFor();
    await page.waitForTimeout(400); // the button's slide-up transition
    const link = (await page.getByTestId('footer-manual').boundingBox())!;
    const button = (await page.getByTestId('scroll-top').boundingBox())!;
    console.log('at the bottom: manual link', link, 'scroll-to-top button', button);
    const overlap =
      link.x < button.x + button.width &&
      button.x < link.x + link.width &&
      link.y < button.y + button.height &&
      button.y < link.y + link.height;
    expect(overlap).toBe(false);
    await screenshot(page, 'shell-footer-bottom-es');
    await context.close();
  });

  it('changes the language, reloads after 400 ms and shows the server menus in English by menu id', async () => {
    const page = await loginPage(suite, 'es');
    const context = page.context();
    await submitCredentials(page, 'ADMIN');
    await chooseDivision(page);
    await page.getByTestId('header-menu-MOV').waitFor();
    expect(await page.getByTestId('header-menu-MOV').innerText()).toBe('MOVILIZACIÓN');
    await markDocument(page);
    await page.getByTestId('language-switch').getByText('English').click();
    await page.waitForFunction(
      () => (globalThis as unknown as { __faenaMark?: boolean }).__faenaMark !== true,
    );
    expect(await stillSameDocument(page)).toBe(false);
    await page.getByTestId('logout').getByText('Log out').waitFor();
    await page.getByTestId('header-menu-MOV').getByText('MOBILIZATION').waitFor();
    await page.getByTestId('nav-toggle').click();
    await page.locator('[data-nav="open"]').waitFor();
    await page.getByTestId('side-nav').getByText('TRANSPORT').waitFor();
    expect(await page.getByTestId('side-nav-heading').innerText()).toBe('Administrator');
    await page.goto('/#/transporte/asientos');
    await page
      .getByTestId('sub-header-title')
      .filter({ hasText: /^Seat map$/ })
      .waitFor();
    await page.getByTestId('seat-1').waitFor();
    expect(await page.getByTestId('breadcrumb').innerText()).toMatch(
      /TRANSPORT[\s\S]*Trips[\s\S]*Seat map/,
    );
    await screenshot(page, 'shell-menu-open-en');
    await page.getByTestId('nav-toggle').click();
    await page.locator('[data-nav="closed"]').waitFor();
    await screenshot(page, 'shell-menu-closed-en');
    await context.close();
  });
});

describe('profile switch', () => {
  it('switches to the other profile, reloads after 400 ms and lands with that profile and its menu', async () => {
    const page = await loginPage(suite, 'es');
    await submitCredentials(page, 'VARIOS');
    await page.getByTestId('chooser-step').waitFor();
    await page.getByTestId('chooser-profile').click();
    await page.getByRole('option', { name: 'Aprobador' }).click();
    await page.getByTestId('chooser-division').click();
    await page.getByRole('option').first().click();
    await page.waitForURL(/#\/dashboard/);
    await page.getByTestId('header-role').waitFor();
    await page.getByTestId('header-menu-MOV').hover();
    await page.getByRole('menuitem', { name: 'Bandeja de aprobación' }).waitFor();

    await markDocument(page);
    await page.getByTestId('profile-switch').click();
    await page.getByTestId('profile-PRF-SOLICITANTE').click();
    await page.waitForFunction(
      () => (globalThis as unknown as { __faenaMark?: boolean }).__faenaMark !== true,
    );
    await page.getByTestId('header-menu-MOV').waitFor();
    expect(await page.getByTestId('header-client').innerText()).toMatch(/Sur/i);
    expect(await page.getByTestId('header-role').count()).toBe(0);
    await page.getByTestId('nav-toggle').click();
    await page.locator('[data-nav="open"]').waitFor();
    await page.getByTestId('menu-MOV').click();
    await page.getByTestId('menu-MOV-SOL').click();
    await page.getByTestId('menu-MOV-SOL-LIS').waitFor();
    expect(await page.getByTestId('menu-MOV-APR-BAN').count()).toBe(0);
    await screenshot(page, 'shell-profile-switched-es');
    await page.context().close();
  });
});

describe('the generic dialog handler', () => {
  interface Problem {
    status: number;
    title: string;
    code: string;
    message: string;
    issues?: unknown[];
  }
  const problem = ({ status, title, code, message, issues }: Problem) => ({
    status,
    contentType: 'application/problem+json',
    body: JSON.stringify({ status, code, title, message, issues }),
  });

  it('shows a 400 as a warning and a 500 as an error titled with the status, in es and en', async () => {
    const { context, page } = await signedInSession(suite.browser, suite.server.url, 'SOLICITANTE');
    context.setDefaultTimeout(60_000);
    await page.route(`**${API.listTrips.path}*`, (route) =>
      route.fulfill(
        problem({
          status: 400,
          title: 'Bad Request',
          code: 'request.invalid',
          message: 'Los datos enviados no son válidos.',
          issues: [{ path: 'fecha', message: 'common:invalidDate' }],
        }),
      ),
    );
    await page.goto('/#/transporte/asientos');
    const warning = page.getByTestId('notify-warning');
    await warning.waitFor();
    expect(await warning.innerText()).toMatch(
      /Advertencia[\s\S]*Los datos enviados no son válidos\. · fecha: Fecha inválida/,
    );
    await screenshot(page, 'shell-dialog-warning-es');

    await page.unroute(`**${API.listTrips.path}*`);
    await page.route(`**${API.listTrips.path}*`, (route) =>
      route.fulfill(
        problem({
          status: 500,
          title: 'Internal Server Error',
          code: 'internal',
          message: 'Error interno.',
        }),
      ),
    );
    await page.goto('/#/dashboard');
    await page.goto('/#/transporte/asientos');
    const error = page.getByTestId('notify-error').filter({ hasText: '500 Internal Server Error' });
    await error.waitFor();
    await screenshot(page, 'shell-dialog-error-es');
    await context.close();

    const en = await signedInSession(suite.browser, suite.server.url, {
      username: 'SOLICITANTE',
      lang: 'en',
    }).catch(async (err: unknown) => {
      for (const c of suite.browser.contexts())
        for (const p of c.pages())
          console.log(
            'open page at failure:',
            p.url(),
            await p.content().then((h) => h.slice(0, 300)),
          );
      throw err;
    });
    en.context.setDefaultTimeout(60_000);
    await en.page.route(`**${API.listTrips.path}*`, (route) =>
      route.fulfill(
        problem({ status: 400, title: 'Bad Request', code: 'request.invalid', message: 'x' }),
      ),
    );
    await en.page.goto('/#/transporte/asientos');
    await en.page.getByTestId('notify-warning').getByText('Warning').waitFor();
    await screenshot(en.page, 'shell-dialog-warning-en');
    await en.context.close();
  });
});

describe('the login-security maintenance screen', () => {
  it('asks the current password in the 350x200 popup, then saves the new one with a captcha token', async () => {
    const { context, page } = await signedInSession(suite.browser, suite.server.url, 'AUDITOR');
    context.setDefaultTimeout(60_000);
    await page.goto('/#/seguridad/usuarioLogin');
    await page.getByTestId('user-login-page').waitFor();
    // the Data tab shows labels, the stored code rides on data-value (shell spec §3)
    const level = await page.getByTestId('field-NivelSeguridadClave').getAttribute('data-value');
    expect(await page.getByTestId('field-NivelSeguridadClave').inputValue()).toBe(
      { B: 'Básico', I: 'Intermedio', A: 'Avanzado' }[level ?? ''] ?? 'unknown level',
    );
    expect(await page.getByTestId('field-Activo').inputValue()).toBe('ACTIVO');
    // the security setting shows its name (ConfiguracionLogeo) once the client's list has loaded
    await page
      .locator(
        '[data-testid="field-IdConfiguracionLogeo"][data-value="CFG-ESTANDAR"][value="Estándar (nivel intermedio)"]',
      )
      .waitFor();
    await page.getByTestId('tab-password').click();
    const popup = page.locator('[data-testid="confirm-password-popup"] .mantine-Modal-content');
    await popup.waitFor();
    const box = await popup.boundingBox();
    console.log('current-password popup size', box);
    expect(Math.round(box?.width ?? 0)).toBe(350);
    expect(Math.round(box?.height ?? 0)).toBeGreaterThanOrEqual(200);
    expect(await page.getByTestId('maint-password').isDisabled()).toBe(true);
    await page.getByTestId('confirm-password-input').fill('no-es-la-clave');
    await page.getByTestId('confirm-password-submit').click();
    expect(await page.getByTestId('confirm-password-error').innerText()).toBe('Clave incorrecta');
    await page.getByTestId('confirm-password-input').fill(DEMO_PASSWORD);
    await screenshot(page, 'shell-maintenance-popup-es');
    await page.getByTestId('confirm-password-submit').click();
    await popup.waitFor({ state: 'hidden' });
    expect(await page.getByTestId('maint-password').isDisabled()).toBe(false);

    const fresh = level === 'A' ? 'Nueva.Clave2026' : 'NuevaClave2026';
    await page.getByTestId('maint-password').fill(fresh);
    await page.getByTestId('maint-confirm').fill(fresh);
    const [captcha, update] = await Promise.all([
      page.waitForRequest((r) => r.url().includes(API.captchaChallenge.path)),
      page.waitForRequest((r) => r.url().includes(API.updateLoginPassword.path)),
      page.getByTestId('maint-save').click(),
    ]);
    expect(captcha.url()).toContain('action=submit');
    expect(JSON.parse(update.postData() ?? '{}')).toMatchObject({
      IdCliente: 'MINERA-ANDINA',
      IdUsuario: 'AUDITOR',
      Clave: fresh,
      IdTipoAplicacion: 'WEB',
      tokenClient: expect.any(String) as string,
      urlPath: '/seguridad/usuarioLogin',
    });
    await page.getByTestId('notify-success').waitFor();
    expect(await page.getByTestId('maint-password').isDisabled()).toBe(true);
    await screenshot(page, 'shell-maintenance-saved-es');

    // the same password again: result.id 2, the must-differ message, then the form is cancelled (spec §4)
    await page.getByTestId('unlock-password-form').click();
    await popup.waitFor();
    await page.getByTestId('confirm-password-input').fill(fresh);
    await page.getByTestId('confirm-password-submit').click();
    await popup.waitFor({ state: 'hidden' });
    await page.getByTestId('maint-password').fill(fresh);
    await page.getByTestId('maint-confirm').fill(fresh);
    await page.getByTestId('maint-save').click();
    await page
      .getByTestId('notify-error')
      .filter({ hasText: 'La nueva contraseña debe ser distinta de la anterior.' })
      .waitFor();
    await page.locator('[data-testid="maint-password"]:disabled').waitFor();
    await screenshot(page, 'shell-maintenance-must-differ-es');
    await context.close();

    const signIn = await ApiClient.signIn(suite.server.url, 'AUDITOR', fresh);
    expect(signIn.login.accessToken.split('.')).toHaveLength(3);
  });
});

describe('sign-in cases', () => {
  it('shows the expiry notice with the days left (CADUCA, password expiring in 4 days)', async () => {
    const admin = await ApiClient.signIn(suite.server.url, 'ADMIN');
    const auth = {
      Authorization: `Bearer ${admin.login.accessToken}`,
      'Content-Type': 'application/json',
    };
    const q = new URLSearchParams({
      IdCliente: 'MINERA-ANDINA',
      IdConfiguracionLogeo: 'CFG-CADUCA-30',
    });
    const got = await fetch(`${suite.server.url}${API.getSecuritySetting.path}?${q.toString()}`, {
      headers: auth,
    });
    expect(got.status).toBe(200);
    const setting = ((await got.json()) as { result: SecuritySetting }).result;
    const saved = await fetch(`${suite.server.url}${API.saveSecuritySetting.path}`, {
      method: 'PUT',
      headers: auth,
      body: JSON.stringify({ ...setting, IdCliente: 'MINERA-ANDINA', DiasCaducidadClave: 4 }),
    });
    expect(saved.status).toBe(200);

    const page = await loginPage(suite, 'es');
    await submitCredentials(page, 'CADUCA');
    await page.getByTestId('expiry-notice').waitFor();
    expect(await page.getByTestId('expiry-notice').innerText()).toBe(
      'Su contraseña caduca en 3 días.',
    );
    await screenshot(page, 'shell-expiry-notice-es');
    await page.getByTestId('chooser-division').click();
    await page.getByRole('option').first().click();
    await page.waitForURL(/#\/dashboard/);
    await page.context().close();
  });

  it('says the code went by phone (CELULAR), resends it and signs in with the new code', async () => {
    const page = await loginPage(suite, 'es');
    await submitCredentials(page, 'celular');
    await page.getByTestId('code-step').waitFor();
    expect(await page.getByTestId('code-info').innerText()).toBe(
      'Le enviamos un código de 4 dígitos por teléfono.',
    );
    const first = await mailboxWith('957000003', 1);
    await page.getByTestId('code-resend').click();
    await page.getByTestId('code-resent').waitFor();
    const second = await mailboxWith('957000003', first.length + 1);
    const code = codeOf(second[0]);
    console.log('codes by SMS:', second.map(codeOf));
    await screenshot(page, 'shell-code-phone-es');
    await page.getByTestId('code-input').fill(code);
    await page.getByTestId('code-submit').click();
    await chooseDivision(page);
    await page.context().close();
  });

  it('blocks with code 09 after three wrong verification codes', async () => {
    const page = await loginPage(suite, 'es');
    await submitCredentials(page, 'NUEVO');
    await page.getByTestId('code-step').waitFor();
    const real = codeOf((await mailboxWith('nuevo@mineraandina.pe', 1))[0]);
    const wrong = real === '1111' ? '2222' : '1111';
    for (let i = 0; i < 3; i += 1) {
      await page.getByTestId('code-input').fill(wrong);
      await page.getByTestId('code-submit').click();
      await page.getByTestId('code-error').waitFor();
    }
    const blocked = page.getByTestId('code-error').filter({ hasText: /bloqueado/i });
    await blocked.waitFor();
    const text = await blocked.innerText();
    console.log('after three wrong codes:', text);
    expect(text.toUpperCase()).toMatch(/BLOQUEADO POR CÓDIGO DE SEGURIDAD.*\d+ MINUTOS/);
    await screenshot(page, 'shell-code-09-es');
    await page.context().close();
  });

  it('moves the areas that do not fit the header bar into MÁS, and shows them all on the wall', async () => {
    const { page, context } = await signedInSession(suite.browser, suite.server.url, 'ADMIN');
    await open(page, '/dashboard', 'header-menu');
    const bar = page.getByTestId('header-menu');
    // at 1440 px an administrator's dozen areas overflow: the bar never scrolls sideways
    await page.getByTestId('header-menu-more').waitFor();
    expect(await bar.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await page.getByTestId('header-menu-more').hover();
    await page.getByRole('menu').getByText('ASISTENCIA', { exact: true }).waitFor();
    await page.getByRole('menuitem', { name: 'Planilla de asistencia' }).click();
    await page.waitForURL(/#\/asistencia\/planilla/);
    await screenshot(page, 'shell-header-more-es');
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.getByTestId('header-menu-ASI').waitFor();
    expect(await page.getByTestId('header-menu-more').count()).toBe(0);
    await context.close();
  });
});
