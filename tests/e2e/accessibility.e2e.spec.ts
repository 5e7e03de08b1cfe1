import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { ApiClient } from './support/api';
import { open, signedInSession } from './support/browser';
import { browserSuite, loginPage } from './support/suite';

/**
 * Issue 17: axe-core over the main pages, in Spanish, as demo users who can open them. A serious
 * or critical violation fails; every page prints its counts by impact. Each page has exactly one
 * h1, its title.
 */
jest.setTimeout(300_000);

const suite = browserSuite();
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: unknown[] }>;
}

async function axeViolations(page: Page): Promise<Violation[]> {
  // the app's Content-Security-Policy (script-src 'self') blocks an added script tag: axe's
  // source goes in through the DevTools protocol instead, which the policy does not govern
  await page.evaluate(AXE_SOURCE);
  // a string: the tests' TypeScript has no DOM types, and axe lives in the page
  return page.evaluate<Violation[]>(
    'axe.run(document, { resultTypes: ["violations"] }).then((r) => r.violations.map((v) => ' +
      '({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target })) })))',
  );
}

/** Runs axe on the open page, prints its counts, and answers the serious / critical ones. */
async function check(
  page: Page,
  name: string,
): Promise<{ grave: string[]; h1: number; ids: string[] }> {
  const violations = await axeViolations(page);
  const counts: Record<string, number> = {};
  for (const v of violations) counts[v.impact ?? 'none'] = (counts[v.impact ?? 'none'] ?? 0) + 1;
  console.log(`axe ${name}: ${JSON.stringify(counts)} ${violations.map((v) => v.id).join(' ')}`);
  const grave = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.help}) at ${JSON.stringify(v.nodes.map((n) => n.target))}`);
  const h1 = await page.locator('h1').count();
  return { grave, h1, ids: violations.map((v) => v.id) };
}

async function expectAccessible(page: Page, name: string): Promise<void> {
  const { grave, h1, ids } = await check(page, name);
  // also minor and moderate: the grids' header cells name their column, headings go in order
  const fixed = ids.filter((id) => id === 'empty-table-header' || id === 'heading-order');
  expect({ name, grave, h1, fixed }).toEqual({ name, grave: [], h1: 1, fixed: [] });
}

async function asUser(username: string): Promise<Page> {
  return (await signedInSession(suite.browser, suite.server.url, { username, lang: 'es' })).page;
}

describe('accessibility of the main pages (axe-core, Spanish)', () => {
  it('sign-in', async () => {
    const page = await loginPage(suite, 'es');
    await expectAccessible(page, 'sign-in');
    // its content sits in landmarks (a main), its headings in order
    const { ids } = await check(page, 'sign-in');
    expect(
      ids.filter((id) => ['landmark-one-main', 'region', 'heading-order'].includes(id)),
    ).toEqual([]);
    await page.context().close();
  });

  it('dashboard, people and the occupancy board (ADMIN)', async () => {
    const page = await asUser('ADMIN');
    await page.getByTestId('home-title').waitFor();
    await expectAccessible(page, 'dashboard');
    await open(page, '/administracion/personas', 'people-grid');
    await page.locator('[data-testid^="row-"]').first().waitFor();
    await expectAccessible(page, 'people');
    await open(page, '/dashboard/ocupacion', 'occupancy-page');
    await page.getByTestId('board-status').waitFor();
    await expectAccessible(page, 'occupancy board');
    await page.context().close();
  });

  it('requests and the seat map (SOLICITANTE)', async () => {
    const api = await ApiClient.signIn(suite.server.url, 'SOLICITANTE');
    const trip = (await api.trips())[0];
    if (!trip) throw new Error('the demo data has no trip');
    const page = await asUser('SOLICITANTE');
    await open(page, '/movilizacion/solicitudes', 'my-requests-grid');
    await page.locator('[data-testid^="request-row-"]').first().waitFor();
    await expectAccessible(page, 'requests');
    await open(page, `/transporte/asientos/${trip.tripId}`, 'seat-map-page');
    await page.getByTestId('seat-1').waitFor();
    await expectAccessible(page, 'seat map');
    await page.context().close();
  });

  it('approvals (APROBADOR)', async () => {
    const page = await asUser('APROBADOR');
    await open(page, '/movilizacion/aprobaciones', 'queue-grid');
    await page.locator('[data-testid^="queue-row-"]').first().waitFor();
    await expectAccessible(page, 'approvals');
    await page.context().close();
  });

  it('bed board (CAMPAMENTO)', async () => {
    const page = await asUser('CAMPAMENTO');
    await open(page, '/dashboard/campamento', 'bed-board-page');
    await expectAccessible(page, 'bed board');
    await page.context().close();
  });

  it("guard's screen with a decision (GARITA)", async () => {
    const admin = await ApiClient.signIn(suite.server.url, 'ADMIN');
    const leaver = (await admin.people()).find((p) => p.condition === 'CESADO');
    if (!leaver) throw new Error('the demo data has no leaver');
    const page = await asUser('GARITA');
    await open(page, '/acceso/marcar', 'guard-page');
    await expectAccessible(page, 'guard: door picker');
    await page.getByTestId('guard-door-select').click();
    await page.getByRole('option', { name: /Portón Taller de Mantenimiento/ }).click();
    await page.getByTestId('guard-document').fill(leaver.documentNumber);
    await page.getByTestId('guard-entry').click();
    await page.locator('[data-testid="guard-decision"][data-state="denied"]').waitFor();
    await expectAccessible(page, 'guard: marking');
    await page.context().close();
  });

  it('every routed page has exactly one h1, its title (ADMIN)', async () => {
    const page = await asUser('ADMIN');
    const counts: Record<string, number> = {};
    for (const route of ROUTES) {
      // a fresh document each time: no h1 left over from the page before
      await page.goto('about:blank');
      await page.goto(`/#${route}`);
      await page.getByTestId('app-footer').or(page.getByTestId('error-title')).first().waitFor();
      await page.getByTestId('page-loader').waitFor({ state: 'detached' });
      await page.waitForLoadState('networkidle');
      // a page without h1 fails below with its route, not here on a timeout
      await page
        .locator('h1')
        .first()
        .waitFor({ timeout: 10_000 })
        .catch(() => undefined);
      counts[route] = await page.locator('h1').count();
    }
    console.log(`h1 per page: ${JSON.stringify(counts)}`);
    expect(Object.entries(counts).filter(([, n]) => n !== 1)).toEqual([]);
    await page.context().close();
  });
});

/** The router's pages (web/src/app/router.tsx, administration-routes.tsx) and the error page. */
const ROUTES = [
  '/dashboard',
  '/dashboard/ocupacion',
  '/dashboard/campamento',
  '/movilizacion/solicitudes',
  '/movilizacion/aprobaciones',
  '/desmovilizacion/solicitudes',
  '/desmovilizacion/aprobaciones',
  '/consultas/historial',
  '/transporte/asientos',
  '/administracion/catalogos',
  '/administracion/personas',
  '/administracion/empresas',
  '/administracion/contratos',
  '/administracion/cargos',
  '/administracion/vehiculos',
  '/administracion/clientes',
  '/administracion/paises',
  '/administracion/repositorios',
  '/seguridad/usuarioLogin',
  '/builder',
  '/reporte',
  '/requisito',
  '/acceso',
  '/acceso/marcar',
  '/error/error-v1',
];
