import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import type { Lang } from '@faena/contracts';
import { renderUi, setupI18n } from '../../test/render';
import { MonthField } from './month-field';

const changes = jest.fn<undefined, [string]>();
const seen = () => changes.mock.calls.at(-1)?.[0];

function Holder({ initial }: { initial: string }) {
  const [month, setMonth] = useState(initial);
  const onChange = (next: string) => {
    changes(next);
    setMonth(next);
  };
  return <MonthField label="Mes" value={month} onChange={onChange} testId="month" clearable />;
}

beforeEach(() => changes.mockReset());

async function open(lang: Lang, initial = '2026-11'): Promise<HTMLElement> {
  await setupI18n(lang);
  renderUi(<Holder initial={initial} />);
  const field = screen.getByTestId('month');
  fireEvent.click(field);
  return field;
}

describe('the month field', () => {
  it("shows the month and the year's months in Spanish in es, and gives 'YYYY-MM' back", async () => {
    const field = await open('es');
    expect(field.textContent).toBe('noviembre 2026');
    expect(screen.getByTestId('month-2026-02').textContent).toBe('feb');
    expect(screen.getByRole('button', { name: 'Año anterior' })).toBeTruthy();
    fireEvent.click(screen.getByTestId('month-2026-02'));
    expect(seen()).toBe('2026-02');
    expect(field.textContent).toBe('febrero 2026');
  });

  it('shows English month names in en', async () => {
    const field = await open('en');
    expect(field.textContent).toBe('November 2026');
    expect(screen.getByTestId('month-2026-02').textContent).toBe('Feb');
    expect(document.body.textContent).not.toContain('noviembre');
  });

  it("moves to another year's months and answers '' when cleared", async () => {
    await open('es');
    fireEvent.click(screen.getByRole('button', { name: 'Año anterior' }));
    fireEvent.click(screen.getByTestId('month-2025-12'));
    expect(seen()).toBe('2025-12');
    fireEvent.click(screen.getByRole('button', { name: 'Quitar el mes' }));
    expect(seen()).toBe('');
  });
});
