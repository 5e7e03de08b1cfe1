import { act, fireEvent, screen } from '@testing-library/react';

/** The years of the months a MonthField's open dropdown shows (its controls are `<testId>-YYYY-MM`). */
function shownYear(testId: string): number {
  const control = document.querySelector(`[data-testid^="${testId}-"]`);
  const id = control?.getAttribute('data-testid') ?? '';
  return Number(id.slice(testId.length + 1, testId.length + 5));
}

/** Opens the MonthField `testId`, moves to the year of `month` ('YYYY-MM') and picks it. */
export async function pickMonth(testId: string, month: string): Promise<void> {
  fireEvent.click(await screen.findByTestId(testId));
  const year = Number(month.slice(0, 4));
  for (let tries = 0; tries < 20 && !screen.queryByTestId(`${testId}-${month}`); tries += 1) {
    const previous = shownYear(testId) > year;
    const control = document.querySelector(`[data-direction="${previous ? 'previous' : 'next'}"]`);
    if (!control) throw new Error(`the month field ${testId} has no year control`);
    fireEvent.click(control);
  }
  await act(async () => {
    fireEvent.click(screen.getByTestId(`${testId}-${month}`));
    await new Promise((r) => setTimeout(r, 0));
  });
}
