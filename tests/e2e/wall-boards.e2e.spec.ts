import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { API, type MarkOutcome, type ZoneRow } from '@faena/contracts';
import { ApiClient } from './support/api';
import { open, signedInSession } from './support/browser';
import { browserSuite } from './support/suite';

/** Browser steps wait for the boards' data; the project-level testTimeout does not reach here. */
jest.setTimeout(120_000);

const suite = browserSuite();

/** The few DOM shapes the in-page check reads (the tests compile without the DOM library). */
interface Node {
  nodeType: number;
  textContent: string | null;
}
interface El extends Node {
  parentElement: El | null;
  childNodes: ArrayLike<Node>;
  offsetParent: unknown;
  querySelectorAll(selector: string): ArrayLike<El>;
}
interface Dom {
  document: { querySelector(selector: string): El | null };
  getComputedStyle(el: El): { color: string; backgroundColor: string };
}

interface LowContrast {
  text: string;
  ratio: number;
}

/**
 * Every visible text under the element against the first opaque background behind it (WCAG 2
 * relative luminance); returns those under 4.5:1. Runs in the page, so it is self-contained.
 */
function lowContrastTexts(page: Page, testId: string): Promise<LowContrast[]> {
  return page.evaluate((id) => {
    const dom = globalThis as unknown as Dom;
    const { document } = dom;
    const rgb = (c: string) => (c.match(/[\d.]+/g) ?? []).map(Number);
    const lum = (c: number[]) => {
      const [r, g, b] = c.slice(0, 3).map((v) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
    };
    const background = (el: El | null): number[] => {
      for (let e = el; e; e = e.parentElement) {
        const c = rgb(dom.getComputedStyle(e).backgroundColor);
        if (c.length === 3 || (c[3] ?? 0) >= 1) return c;
      }
      return [255, 255, 255];
    };
    const root = document.querySelector(`[data-testid="${id}"]`);
    const out: { text: string; ratio: number }[] = [];
    Array.from(root?.querySelectorAll('*') ?? []).forEach((el) => {
      const own = Array.from(el.childNodes).some(
        (n) => n.nodeType === 3 && (n.textContent ?? '').trim() !== '',
      );
      if (!own || el.offsetParent === null) return;
      const [a, b] = [lum(rgb(dom.getComputedStyle(el).color)), lum(background(el))];
      const ratio = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
      if (ratio < 4.5)
        out.push({
          text: (el.textContent ?? '').trim().slice(0, 40),
          ratio: Math.round(ratio * 100) / 100,
        });
    });
    return out;
  }, testId);
}

/** The page's own scroll: a wall board must fit 1920×1080 without it. */
const overflow = (page: Page) =>
  page.evaluate(() => {
    const g = globalThis as unknown as {
      document: { scrollingElement: { scrollHeight: number } };
      innerHeight: number;
    };
    return g.document.scrollingElement.scrollHeight - g.innerHeight;
  });

async function wallSession(lang: 'es' | 'en') {
  const wall = await signedInSession(suite.browser, suite.server.url, {
    username: 'MONITOR',
    lang,
  });
  await wall.page.setViewportSize({ width: 1920, height: 1080 });
  return wall;
}

const BOARDS = [
  { route: '/dashboard/ocupacion', id: 'occupancy-page', ready: '[data-testid="zone-occupancy"]' },
  { route: '/dashboard/campamento', id: 'bed-board-page', ready: '[data-taken="true"]' },
  { route: '/transporte/asientos', id: 'seat-map-page', ready: '[data-testid="seat-map"]' },
];

describe('the wall boards, as the MONITOR display sees them at 1920×1080', () => {
  it('fits every board on the screen, every text at WCAG AA on the dark wall', async () => {
    const wall = await wallSession('es');
    const found: unknown[] = [];
    for (const board of BOARDS) {
      await wall.page.goto(`/#${board.route}`);
      await wall.page.locator(board.ready).first().waitFor();
      const name = board.route.replace(/\//g, '-');
      await wall.page.screenshot({ path: `/tmp/shots-h17-wall/fit${name}.png` });
      found.push({
        route: board.route,
        overflow: await overflow(wall.page),
        low: await lowContrastTexts(wall.page, board.id),
      });
    }
    expect(found).toEqual(BOARDS.map((b) => ({ route: b.route, overflow: 0, low: [] })));
    await wall.context.close();
  });

  it('keeps every board text at WCAG AA on the light desktop pages too', async () => {
    const desk = await signedInSession(suite.browser, suite.server.url, 'ADMIN');
    const found: unknown[] = [];
    for (const board of BOARDS) {
      await desk.page.goto(`/#${board.route}`);
      await desk.page.locator(board.ready).first().waitFor();
      const scheme = await desk.page.locator('html').getAttribute('data-mantine-color-scheme');
      found.push({ route: board.route, scheme, low: await lowContrastTexts(desk.page, board.id) });
    }
    expect(found).toEqual(BOARDS.map((b) => ({ route: b.route, scheme: 'light', low: [] })));
    await desk.context.close();
  });

  it('lands on the wall rotation, which shows each board in turn', async () => {
    const wall = await wallSession('en');
    await wall.page.getByTestId('wall-ocupacion').waitFor();
    await wall.page.goto('/#/pared?tableros=ocupacion,campamento,asientos&cada=2');
    await wall.page.getByTestId('wall-campamento').waitFor();
    await wall.page.getByTestId('wall-asientos').waitFor();
    await wall.page.getByTestId('wall-ocupacion').waitFor();
    expect(await wall.page.getByTestId('wall-rotation').textContent()).toBe('1 / 3');
    await wall.page.goto('/#/pared?boards=seats&every=2');
    await wall.page.getByTestId('seat-map').waitFor();
    expect(await wall.page.getByTestId('wall-rotation').count()).toBe(0);
    await wall.context.close();
  });

  it("pages through a board's content on its own timer", async () => {
    const wall = await wallSession('es');
    await open(wall.page, '/dashboard/campamento?pagina=2', 'bed-page-indicator');
    const indicator = wall.page.getByTestId('bed-page-indicator');
    const count = Number((await indicator.textContent())?.split(' / ')[1]);
    expect(count).toBeGreaterThan(1);
    await wall.page.locator('[data-testid="bed-page-indicator"][data-page="2"]').waitFor();
    expect(await indicator.textContent()).toBe(`2 / ${count}`);
    await open(wall.page, '/transporte/asientos?pagina=2', 'trip-page-indicator');
    const first = await wall.page.getByTestId('wall-trip').textContent();
    await wall.page.locator('[data-testid="trip-page-indicator"][data-page="2"]').waitFor();
    expect(await wall.page.getByTestId('wall-trip').textContent()).not.toBe(first);
    await wall.context.close();
  });

  it('raises a denied door mark as a red alarm with the person, the door and the reason', async () => {
    const api = await ApiClient.signIn(suite.server.url, 'ADMIN');
    const clientId = api.login.user.profile.clientId;
    const person = (await api.people()).find(
      (p) => !p.accreditedClients.includes(clientId) && (p.state ?? 'active') === 'active',
    );
    if (!person) throw new Error('the demo data has no unaccredited active person');
    const zones = await api.get<ZoneRow[] | { data: ZoneRow[] }>(API.zoneOccupancy.path);
    const zone = (Array.isArray(zones) ? zones : zones.data).find((z) => z.zoneId === 'ZON-TALLER');
    const door = zone?.doors[0];
    if (!door) throw new Error('the demo data has no door at ZON-TALLER');

    const wall = await wallSession('es');
    await wall.page.getByTestId('wall-ocupacion').waitFor();
    await wall.page.getByTestId('live-badge').first().waitFor();
    const body = { commandId: randomUUID(), personId: person.personId, doorId: door.doorId };
    const outcome = await api.post<MarkOutcome>(API.markDoor.path, { ...body, direction: 'E' });
    expect(outcome).toEqual(expect.objectContaining({ granted: false, reason: 'noAccreditation' }));

    const alarm = wall.page.getByTestId('denied-alarm').first();
    await alarm.waitFor();
    await wall.page.screenshot({ path: '/tmp/shots-h17-wall/alarm-es.png' });
    expect(await alarm.getByTestId('denied-alarm-person').textContent()).toBe(person.fullName);
    expect(await alarm.getByTestId('denied-alarm-door').textContent()).toBe(`Puerta: ${door.name}`);
    expect(await alarm.getByTestId('denied-alarm-reason').textContent()).toBe(
      'Sin acreditación aprobada para el cliente',
    );
    expect(await lowContrastTexts(wall.page, 'denied-alarms')).toEqual([]);
    await wall.context.close();
  });

  it('shows the camp board in the dark scheme with every text at WCAG AA', async () => {
    const wall = await signedInSession(suite.browser, suite.server.url, 'MONITOR');
    await wall.page.setViewportSize({ width: 1920, height: 1080 });
    await open(wall.page, '/dashboard/campamento', 'bed-board');
    await wall.page.locator('[data-testid="bed-board"] [data-taken="true"]').first().waitFor();
    expect(await wall.page.locator('html').getAttribute('data-mantine-color-scheme')).toBe('dark');
    await wall.page.screenshot({ path: '/tmp/shots-h17-wall/camp-dark-es.png' });
    expect(await lowContrastTexts(wall.page, 'bed-board')).toEqual([]);
    await wall.context.close();
  });

  it('charts how full each zone is (% of capacity), not the free places', async () => {
    const wall = await signedInSession(suite.browser, suite.server.url, {
      username: 'MONITOR',
      lang: 'en',
    });
    await wall.page.setViewportSize({ width: 1920, height: 1080 });
    await open(wall.page, '/dashboard/ocupacion', 'occupancy-chart');
    const chart = wall.page.getByTestId('occupancy-chart');
    await chart.locator('.recharts-bar-rectangle').first().waitFor();
    await wall.page.screenshot({ path: '/tmp/shots-h17-wall/occupancy-en.png' });
    expect(await chart.locator('.recharts-bar').count()).toBe(1);
    expect(await chart.getByText('Free', { exact: true }).count()).toBe(0);
    // the percent axis ends just above the fullest zone: a quiet site's 1% and 5% read as bars
    const percents = async (selector: string) =>
      (await chart.locator(selector).allTextContents())
        .filter((v) => /^\d+%$/.test(v)) // the percent axis, not the zone names
        .map((v) => Number.parseInt(v, 10));
    const fullest = Math.max(...(await percents('.recharts-label-list text')));
    const top = Math.max(...(await percents('.recharts-cartesian-axis-tick-value')));
    console.log(`fullest zone ${fullest}%, axis up to ${top}%`);
    expect(top).toBeGreaterThanOrEqual(fullest);
    if (fullest < 50) expect(top).toBeLessThan(100);
    expect(await lowContrastTexts(wall.page, 'occupancy-chart')).toEqual([]);
    await wall.context.close();
  });
});
