import type { Page } from 'playwright-core';

/** The year of the months a MonthField's open dropdown shows (its controls are `<testId>-YYYY-MM`). */
async function shownYear(page: Page, testId: string): Promise<number> {
  const id = await page.locator(`[data-testid^="${testId}-"]`).first().getAttribute('data-testid');
  return Number((id ?? '').slice(testId.length + 1, testId.length + 5));
}

/**
 * Picks `month` ('YYYY-MM') in the MonthField `testId` as a person does: opens it, moves to the
 * month's year with the dropdown's previous/next year controls and taps the month.
 */
export async function pickMonth(page: Page, testId: string, month: string): Promise<void> {
  await page.getByTestId(testId).click();
  const target = page.getByTestId(`${testId}-${month}`);
  const year = Number(month.slice(0, 4));
  await page.locator(`[data-testid^="${testId}-"]`).first().waitFor();
  for (let tries = 0; tries < 20 && !(await target.isVisible()); tries += 1) {
    const direction = (await shownYear(page, testId)) > year ? 'previous' : 'next';
    await page.locator(`[data-direction="${direction}"]`).first().click();
  }
  await target.click();
}
