import { fireEvent, screen } from '@testing-library/react';
import { renderUi, setupI18n } from '../../../../test/render';
import { ModeSwitch } from './mode-switch';

describe('the screen mode switch', () => {
  it('offers T, L, E, LM and EM with their names, and reports the one clicked', async () => {
    await setupI18n('es');
    const onChange = jest.fn();
    renderUi(<ModeSwitch mode="L" onChange={onChange} />);
    const names = ['T', 'L', 'E', 'LM', 'EM'].map((m) =>
      screen.getByTestId(`mode-${m}`).getAttribute('aria-label'),
    );
    expect(names).toEqual(['Tarjetas', 'Lista', 'Edición', 'Lista masiva', 'Edición masiva']);
    fireEvent.click(screen.getByTestId('mode-LM'));
    expect(onChange).toHaveBeenCalledWith('LM');
  });

  it('shows only the modes the screen offers', async () => {
    await setupI18n('en');
    renderUi(<ModeSwitch mode="T" onChange={jest.fn()} modes={['T', 'L', 'E', 'LM']} />);
    expect(screen.getByTestId('mode-T').getAttribute('aria-label')).toBe('Cards');
    expect(screen.queryByTestId('mode-EM')).toBeNull();
  });
});
