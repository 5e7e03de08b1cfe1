import type { Page } from 'playwright-core';

/** Marks the loaded document; the mark survives only if the page is never reloaded. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (globalThis as unknown as { __faenaMark?: boolean }).__faenaMark = true;
  });
}

export async function stillSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(
    () => (globalThis as unknown as { __faenaMark?: boolean }).__faenaMark === true,
  );
}
