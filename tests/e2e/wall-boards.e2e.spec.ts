import type { Page } from 'playwright-core';
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
    const { document, getComputedStyle } = globalThis as unknown as Dom;
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
        const c = rgb(getComputedStyle(e).backgroundColor);
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
      const [a, b] = [lum(rgb(getComputedStyle(el).color)), lum(background(el))];
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

describe('the wall boards, as the MONITOR display sees them at 1920×1080', () => {
  it('shows the camp board in the dark scheme with every text at WCAG AA', async () => {
    const wall = await signedInSession(suite.browser, suite.server.url, 'MONITOR', 'es');
    await wall.page.setViewportSize({ width: 1920, height: 1080 });
    await open(wall.page, '/dashboard/campamento', 'bed-board');
    await wall.page.locator('[data-testid="bed-board"] [data-taken="true"]').first().waitFor();
    expect(await wall.page.locator('html').getAttribute('data-mantine-color-scheme')).toBe('dark');
    await wall.page.screenshot({ path: '/tmp/shots-h17-wall/camp-dark-es.png' });
    expect(await lowContrastTexts(wall.page, 'bed-board')).toEqual([]);
    await wall.context.close();
  });

  it('charts how full each zone is (% of capacity), not the free places', async () => {
    const wall = await signedInSession(suite.browser, suite.server.url, 'MONITOR', 'en');
    await wall.page.setViewportSize({ width: 1920, height: 1080 });
    await open(wall.page, '/dashboard/ocupacion', 'occupancy-chart');
    const chart = wall.page.getByTestId('occupancy-chart');
    await chart.locator('.recharts-bar-rectangle').first().waitFor();
    await wall.page.screenshot({ path: '/tmp/shots-h17-wall/occupancy-en.png' });
    expect(await chart.locator('.recharts-bar').count()).toBe(1);
    expect(await chart.getByText('Free', { exact: true }).count()).toBe(0);
    expect(
      await chart.locator('.recharts-cartesian-axis-tick-value', { hasText: /^100%$/ }).count(),
    ).toBe(1);
    expect(await lowContrastTexts(wall.page, 'occupancy-chart')).toEqual([]);
    await wall.context.close();
  });
});
