import { stopIfStarted } from '@faena/test-kit';
import type { Browser, Page, Response } from 'playwright-core';
import { API, TOKEN_HEADER } from '@faena/contracts';
import { launchBrowser, screenshot, signedInSession } from './support/browser';
import { startServer, type RunningServer } from './support/server';

/**
 * Calls made together after the access token lapsed (a server with ACCESS_TOKEN_TTL_S=30): the
 * page renews the pair once and the user stays signed in (issue 15: opening "Mis solicitudes"
 * after the token lapsed used to present the rotated-out refresh token again, which is reuse and
 * revoked the session).
 */
jest.setTimeout(180_000);

const TTL_S = 30;

let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  server = await startServer({ ACCESS_TOKEN_TTL_S: String(TTL_S) });
  browser = await launchBrowser();
});
afterAll(async () => {
  await stopIfStarted(browser, (b) => b.close());
  await stopIfStarted(server, (s) => s.stop());
});

/** Every answer of the API the page receives, with its status, problem code and recreated-token header. */
function recordAnswers(
  page: Page,
): Array<{ path: string; status: number; code: string | null; recreated: boolean }> {
  const answers: Array<{ path: string; status: number; code: string | null; recreated: boolean }> =
    [];
  page.on('response', (res: Response) => {
    const url = new URL(res.url());
    if (!url.pathname.startsWith('/api/')) return;
    const entry = {
      path: url.pathname,
      status: res.status(),
      code: null as string | null,
      recreated: res.headers()[TOKEN_HEADER] !== undefined,
    };
    answers.push(entry);
    if (res.status() >= 400)
      void res.json().then(
        (b: { code?: string }) => (entry.code = b.code ?? null),
        () => undefined,
      );
  });
  return answers;
}

const goTo = (page: Page, route: string) =>
  page.evaluate((r) => {
    (globalThis as unknown as { location: { hash: string } }).location.hash = r;
  }, route);

describe('an access token that lapsed while the page sat open', () => {
  it('is renewed once for the calls of the page that opens next, and the user stays signed in', async () => {
    const { context, page } = await signedInSession(browser, server.url, 'SOLICITANTE');
    context.setDefaultTimeout(60_000);
    // the requests screen once (its code and its socket room), then back to the dashboard
    await goTo(page, '#/movilizacion/solicitudes');
    await page.getByTestId('my-requests-grid').locator('tbody tr').first().waitFor();
    await goTo(page, '#/dashboard');
    await page.getByTestId('home-title').waitFor();

    await page.waitForTimeout((TTL_S + 2) * 1000); // the server's token lifetime has to pass for real
    const answers = recordAnswers(page);
    await goTo(page, '#/movilizacion/solicitudes');
    await page.getByTestId('my-requests-grid').locator('tbody tr').first().waitFor();
    // and the session still works afterwards: another screen's calls answer
    await goTo(page, '#/consultas/historial');
    await page.getByRole('heading', { name: 'Historial de solicitudes' }).waitFor();
    await page.waitForLoadState('networkidle');
    console.log('answers after the token lapsed:', JSON.stringify(answers));
    await screenshot(page, 'shell-token-lapsed-es');

    expect(page.url()).toMatch(/#\/consultas\/historial/);
    expect(answers.filter((a) => a.code === 'auth.refreshReused')).toEqual([]);
    // one renewal for all of them (the socket's rejoin included), accepted
    const rotations = answers.filter((a) => a.path === API.refreshToken.path || a.recreated);
    expect(rotations).toEqual([
      expect.objectContaining({ path: API.refreshToken.path, status: 200 }),
    ]);
    await context.close();
  });
});
