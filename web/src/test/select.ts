import { act, fireEvent, screen } from '@testing-library/react';

/** Opens the Select `testId` and picks the option shown as `label` (each step let settle). */
export async function pickOption(testId: string, label: string): Promise<void> {
  await act(async () => {
    fireEvent.click(screen.getByTestId(testId));
    await new Promise((r) => setTimeout(r, 0));
  });
  const option = await screen.findByText(label);
  await act(async () => {
    fireEvent.click(option);
    await new Promise((r) => setTimeout(r, 0));
  });
}
