import { fireEvent, screen } from '@testing-library/react';
import { renderUi, setupI18n } from '../../test/render';
import { DataGridDateRange } from './data-grid-date-range';

describe('DataGridDateRange', () => {
  it('shows the month filter and the range it means as dd/MM/yyyy, and answers the months chosen', async () => {
    await setupI18n('es');
    const onChange = jest.fn();
    renderUi(<DataGridDateRange months={2} today={'2026-11-22'} onChange={onChange} />);
    expect(screen.getByTestId('grid-range').textContent).toBe('01/09/2026 – 30/11/2026');
    fireEvent.click(screen.getByText('6 meses'));
    expect(onChange).toHaveBeenCalledWith(6);
  });
});
