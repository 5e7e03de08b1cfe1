import type { Page } from 'playwright-core';
import { type browserSuite, chooseDivision, loginPage, submitCredentials } from './suite';

export const PHONE = { width: 390, height: 844 } as const;

type Suite = ReturnType<typeof browserSuite>;

/** A user signed in through the login page on a 390×844 screen, in Spanish, on /dashboard. */
export async function signedInOnPhone(suite: Suite, username: string): Promise<Page> {
  const page = await loginPage(suite, 'es');
  await page.setViewportSize(PHONE);
  await submitCredentials(page, username);
  await chooseDivision(page, {});
  await page.getByTestId('app-footer').waitFor();
  return page;
}

/** The page's widths: nothing may need a horizontal scroll (scrollWidth <= innerWidth). */
export function pageWidths(page: Page): Promise<{ scrollWidth: number; innerWidth: number }> {
  // a string: the tests' TypeScript has no DOM types
  return page.evaluate<{ scrollWidth: number; innerWidth: number }>(
    '({ scrollWidth: document.scrollingElement.scrollWidth, innerWidth: window.innerWidth })',
  );
}

/** Whether an element lies within the screen's width (reachable without scrolling sideways). */
export async function withinWidth(page: Page, testId: string): Promise<boolean> {
  const box = await page.getByTestId(testId).boundingBox();
  return box !== null && box.x >= 0 && box.x + box.width <= PHONE.width;
}
