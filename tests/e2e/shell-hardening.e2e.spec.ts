import type { Page } from 'playwright-core';
import { screenshot } from './support/browser';
import { markDocument } from './support/no-reload';
import { browserSuite, chooseDivision, loginPage, submitCredentials } from './support/suite';

/**
 * Issue 15 in the shell: the side menu shows whole labels at common widths, a profile switch lands
 * on the dashboard, and the inactivity lock clears the tokens so that a reload cannot skip it.
 */
jest.setTimeout(180_000);

const suite = browserSuite();

/** Signs in through the login page in a context of the given size (the page clock installed when asked). */
async function signedIn(
  username: string,
  viewport: { width: number; height: number },
  options: { clock?: boolean; profile?: string } = {},
): Promise<Page> {
  const page = await loginPage(suite, 'es');
  await page.setViewportSize(viewport);
  if (options.clock) await page.clock.install();
  await submitCredentials(page, username);
  await chooseDivision(page, { profile: options.profile });
  await page.getByTestId('app-footer').waitFor();
  return page;
}

/** Opens every submenu of the side menu, level by level, until none is closed. */
async function expandSideMenu(page: Page): Promise<void> {
  const closed = page
    .getByTestId('side-nav')
    .locator('a.mantine-NavLink-root:not([data-expanded]):has(.mantine-NavLink-chevron)');
  for (let round = 0; round < 50 && (await closed.count()) > 0; round += 1)
    await closed.first().click();
}

/** What the measure reads of an element (the tests compile without the DOM library). */
interface Box {
  textContent: string | null;
  scrollWidth: number;
  clientWidth: number;
  offsetParent: unknown;
  getBoundingClientRect(): { right: number };
  closest(selector: string): Box | null;
  querySelectorAll(selector: string): ArrayLike<Box>;
}

/**
 * The side-menu labels whose text does not fit (scrollWidth > clientWidth of the label or of the
 * box that clips it), or that reach past the menu's right edge.
 */
const cutLabels = (page: Page) =>
  page.getByTestId('side-nav').evaluate((element) => {
    const nav = element as unknown as Box;
    const right = nav.getBoundingClientRect().right;
    const cut = (el: Box | null) =>
      el !== null &&
      (el.scrollWidth > el.clientWidth || el.getBoundingClientRect().right > right + 0.5);
    return Array.from(nav.querySelectorAll('.mantine-NavLink-label'))
      .filter(
        (label) =>
          label.offsetParent !== null &&
          (cut(label) || cut(label.closest('.mantine-NavLink-body'))),
      )
      .map((label) => `${label.textContent ?? ''} (${label.scrollWidth} > ${label.clientWidth})`);
  });

describe('the side menu', () => {
  const sizes: Array<[string, { width: number; height: number }, boolean]> = [
    ['1366x768', { width: 1366, height: 768 }, false],
    ['1440x900', { width: 1440, height: 900 }, false],
    ['phone', { width: 390, height: 844 }, true],
  ];
  it.each(sizes)('shows every label whole at %s', async (name, viewport, phone) => {
    const page = await signedIn('ADMIN', viewport);
    await page.getByTestId(phone ? 'nav-toggle-mobile' : 'nav-toggle').click();
    await page.locator('[data-nav="open"]').waitFor();
    await screenshot(page, `shell-side-menu-${name}-closed-es`);
    await expandSideMenu(page);
    const labels = await page.getByTestId('side-nav').locator('.mantine-NavLink-label').count();
    const cut = await cutLabels(page);
    console.log(`side menu at ${name}: ${labels} labels, cut: ${JSON.stringify(cut)}`);
    await screenshot(page, `shell-side-menu-${name}-es`);
    expect(labels).toBeGreaterThan(20);
    expect(cut).toEqual([]);
    await page.context().close();
  });
});

describe('the side menu while it slides in', () => {
  /** The labels whose text does not fit their own box (their words cut with an ellipsis). */
  const squeezed = (page: Page) =>
    page.getByTestId('side-nav').evaluate((element) =>
      Array.from(
        (element as unknown as Box).querySelectorAll(
          '.mantine-NavLink-label, .mantine-NavLink-body',
        ),
      )
        .filter((el) => el.offsetParent !== null && el.scrollWidth > el.clientWidth)
        .map((el) => `${el.textContent ?? ''} (${el.scrollWidth} > ${el.clientWidth})`),
    );

  it('keeps its labels whole at every step of the slide (the panel slides, its text does not reflow)', async () => {
    const page = await signedIn('ADMIN', { width: 1366, height: 768 }, { clock: true });
    await page.clock.pauseAt(Date.now() + 10_000);
    await page.getByTestId('nav-toggle').click();
    const seen: string[] = [];
    for (let step = 0; step < 6; step += 1) {
      await page.clock.runFor(30); // 6 steps of 5 px every 5 ms: 30 px more each time
      await page.locator('[data-nav="sliding"]').waitFor();
      seen.push(...(await squeezed(page)));
    }
    await screenshot(page, 'shell-side-menu-sliding-es');
    console.log(`labels cut while sliding: ${JSON.stringify(seen)}`);
    expect(seen).toEqual([]);
    await page.context().close();
  });
});

describe('switching profile', () => {
  it('from a page the new profile cannot open lands on the dashboard', async () => {
    const page = await signedIn('VARIOS', { width: 1440, height: 900 }, { profile: 'Aprobador' });
    await page.goto('/#/movilizacion/aprobaciones');
    await page.getByTestId('approvals-page').waitFor();
    await markDocument(page);
    await page.getByTestId('profile-switch').click();
    await page.getByTestId('profile-PRF-SOLICITANTE').click();
    await page.waitForFunction(
      () => (globalThis as unknown as { __faenaMark?: boolean }).__faenaMark !== true,
    );
    await page.getByTestId('home-title').waitFor();
    expect(page.url()).toMatch(/#\/dashboard$/);
    expect(await page.getByTestId('error-page').count()).toBe(0);
    expect(await page.getByTestId('header-client').innerText()).toMatch(/Sur/i);
    await page.context().close();
  });
});

describe('the inactivity lock', () => {
  const stored = (page: Page) =>
    page.evaluate(() =>
      (
        globalThis as unknown as { localStorage: { getItem: (k: string) => string | null } }
      ).localStorage.getItem('vcg:session'),
    );

  it('clears the tokens from storage: a reload after the lock asks for the password again', async () => {
    const page = await signedIn('SOLICITANTE', { width: 1440, height: 900 }, { clock: true });
    expect(await stored(page)).toContain('refreshToken');
    await page.clock.pauseAt(Date.now() + 60_000);
    await page.clock.runFor(401_000);
    await page.clock.resume();
    await page.getByTestId('lock-user').waitFor();
    const afterLock = JSON.parse((await stored(page)) ?? '{}') as {
      state?: Record<string, unknown>;
    };
    expect(afterLock.state).toMatchObject({ accessToken: null, refreshToken: null, user: null });

    await page.reload();
    await page.getByTestId('login-form').waitFor();
    expect(page.url()).toMatch(/#\/auth\/login$/);
    await page.goto('/#/movilizacion/solicitudes');
    await page.getByTestId('login-form').waitFor();
    expect(await page.getByTestId('my-requests-grid').count()).toBe(0);
    await screenshot(page, 'shell-lock-reloaded-es');
    await page.context().close();
  });
});
