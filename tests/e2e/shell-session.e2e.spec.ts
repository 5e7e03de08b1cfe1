import { stopIfStarted } from '@faena/test-kit';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { API, loginStatusMessage } from '@faena/contracts';
import { DEMO_PASSWORD } from './support/api';
import { chooseDivision, launchBrowser, screenshot } from './support/browser';
import { startServer, type RunningServer } from './support/server';

/** The inactivity lock (Playwright's clock, no real waiting) and the session splash on a dropped server. */
jest.setTimeout(120_000);

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await stopIfStarted(browser, (b) => b.close());
});

/** Signs in through the login page with the page clock installed (time flows until paused). */
async function signInWithClock(
  url: string,
  username: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: url,
    viewport: { width: 1440, height: 900 },
  });
  await context.addInitScript(() => {
    (
      globalThis as unknown as { localStorage: { setItem: (k: string, v: string) => void } }
    ).localStorage.setItem('vcg:lang', 'es');
  });
  const page = await context.newPage();
  await page.clock.install();
  await page.goto('/#/auth/login');
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(DEMO_PASSWORD);
  await page.getByTestId('login-submit').click();
  await chooseDivision(page);
  // the layout is there (wall screens show no footer)
  await page.locator('[data-wall]').waitFor();
  return { context, page };
}

describe('the inactivity lock', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await stopIfStarted(server, (s) => s.stop());
  });

  it('opens after more than 400 s without activity and unlocks with the password', async () => {
    const { context, page } = await signInWithClock(server.url, 'ADMIN');
    await page.clock.pauseAt(Date.now() + 60_000);
    await page.mouse.move(200, 200);
    await page.mouse.move(220, 240); // activity resets the counter
    await page.clock.runFor(400_000);
    expect(await page.getByTestId('lock-user').count()).toBe(0);
    await page.clock.runFor(1_000);
    await page.clock.resume();
    await page.getByTestId('lock-user').waitFor();
    expect(await page.getByTestId('lock-user').innerText()).toBe('ADMIN');
    await screenshot(page, 'shell-lock-es');

    await page.getByTestId('lock-submit').click();
    expect(await page.getByTestId('lock-error').innerText()).toBe(
      'Es necesario ingresar la contraseña',
    );

    // a wrong password: the server's own message (its 401 is not refreshed and re-sent with the spent captcha token)
    await page.getByTestId('lock-password').fill('no-es-la-clave');
    const unlockCalls: number[] = [];
    page.on('request', (r) => {
      if (r.url().includes(API.unlock.path)) unlockCalls.push(1);
    });
    const [wrong] = await Promise.all([
      page.waitForResponse((r) => r.url().includes(API.unlock.path)),
      page.getByTestId('lock-submit').click(),
    ]);
    expect(wrong.status()).toBe(401);
    await page
      .getByTestId('lock-error')
      .filter({ hasText: loginStatusMessage('01', { minutos: 0, lang: 'es' }) })
      .waitFor();
    expect(unlockCalls).toHaveLength(1);
    await screenshot(page, 'shell-lock-wrong-password-es');

    await page.getByTestId('lock-password').fill(DEMO_PASSWORD);
    await page.getByTestId('lock-submit').click();
    await page.getByTestId('lock-user').waitFor({ state: 'detached' });
    expect(page.url()).toMatch(/#\/dashboard/);
    await context.close();
  });

  it('never opens for the MONITOR display identity', async () => {
    const { context, page } = await signInWithClock(server.url, 'MONITOR');
    await page.clock.pauseAt(Date.now() + 60_000);
    await page.clock.runFor(410_000);
    await page.clock.resume();
    // the shell in wall mode (a board on the wall may carry the same mark)
    await page.locator('.mantine-AppShell-root[data-wall="true"]').waitFor({ state: 'attached' });
    expect(await page.getByTestId('lock-user').count()).toBe(0);
    await context.close();
  });
});

describe('the session splash', () => {
  it('shows "Error de conexión", counts down from 5 and logs out when the server is gone', async () => {
    const server = await startServer();
    const { context, page } = await signInWithClock(server.url, 'SOLICITANTE');
    // load the requests screen once (its code), come back, then lose the server
    await page.evaluate(() => {
      (globalThis as unknown as { location: { hash: string } }).location.hash =
        '#/movilizacion/solicitudes';
    });
    await page.getByTestId('my-requests-grid').waitFor();
    await page.evaluate(() => {
      (globalThis as unknown as { location: { hash: string } }).location.hash = '#/dashboard';
    });
    await page.getByTestId('home-title').waitFor();
    await server.stop();
    await page.evaluate(() => {
      (globalThis as unknown as { location: { hash: string } }).location.hash =
        '#/movilizacion/solicitudes';
    });
    await page.getByTestId('splash-title').waitFor();
    await page.clock.pauseAt(Date.now() + 500);
    expect(await page.getByTestId('splash-title').innerText()).toBe('Error de conexión');
    const shown = await page.getByTestId('splash-countdown').innerText();
    console.log(`splash: ${shown}`);
    const first = Number(/en (\d) segundos\.$/.exec(shown)?.[1]);
    expect(first).toBeGreaterThanOrEqual(1);
    expect(first).toBeLessThanOrEqual(5);
    await screenshot(page, 'shell-splash-es');
    for (let n = first - 1; n >= 1; n -= 1) {
      await page.clock.runFor(1_000);
      await page.getByText(`La página se redireccionará en ${n} segundos.`).waitFor();
    }
    await page.clock.runFor(1_000);
    await page.clock.resume();
    await page.waitForURL(/#\/auth\/login$/);
    await context.close();
  });
});
