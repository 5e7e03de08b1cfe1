import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { SaveClientParametersBody } from '@faena/contracts';
import { renderUi, setupI18n } from '../../../../test/render';
import { ClientParametersPage } from './client-parameters-page';

const loaded = (visitMaxDays: number, endowmentPolicy: 'refuse' | 'warn') => () =>
  Promise.resolve({ clientId: 'C1', saved: true, parameters: { visitMaxDays, endowmentPolicy } });

describe('the client parameters screen', () => {
  it('shows the saved values and saves the changed ones as one command', async () => {
    await setupI18n('es');
    const save = jest.fn((_b: SaveClientParametersBody) =>
      Promise.resolve({ id: 'C1', revision: 1, position: 9 }),
    );
    renderUi(<ClientParametersPage load={loaded(10, 'warn')} save={save} />);
    const days = screen.getByTestId<HTMLInputElement>('param-visit-max-days');
    await waitFor(() => expect(days.value).toBe('10'));
    expect(screen.getByText('Días máximos de visita')).toBeTruthy();
    fireEvent.change(days, { target: { value: '14' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('param-save'));
      await Promise.resolve();
    });
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0]?.[0].parameters).toEqual({
      visitMaxDays: 14,
      endowmentPolicy: 'warn',
    });
  });

  it('refuses a visit maximum outside 1–365 with the field message, sending nothing', async () => {
    await setupI18n('en');
    const save = jest.fn();
    renderUi(<ClientParametersPage load={loaded(7, 'refuse')} save={save} />);
    const days = screen.getByTestId<HTMLInputElement>('param-visit-max-days');
    await waitFor(() => expect(days.value).toBe('7'));
    fireEvent.change(days, { target: { value: '400' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('param-save'));
      await Promise.resolve();
    });
    expect(
      await screen.findByText('The visit maximum days must be a whole number from 1 to 365.'),
    ).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
  });
});
