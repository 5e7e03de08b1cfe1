import { fireEvent, screen, within } from '@testing-library/react';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { Lang } from '@faena/contracts';
import { renderUi, setupI18n } from '../../test/render';
import { DateField, parseTypedDate } from './date-field';

let seen: string | undefined;

function Form() {
  const { control } = useForm<{ day: string }>({ defaultValues: { day: '2026-12-01' } });
  const day = useWatch({ control, name: 'day' });
  useEffect(() => {
    seen = day; // what the form holds, read by the tests after each change
  }, [day]);
  return <DateField control={control} name="day" label="Día" testId="day" />;
}

async function open(lang: Lang): Promise<HTMLInputElement> {
  await setupI18n(lang);
  renderUi(<Form />);
  const input = screen.getByTestId<HTMLInputElement>('day');
  fireEvent.click(input);
  return input;
}

describe('the date field', () => {
  it('shows dd/MM/yyyy and a Spanish calendar in es, and gives the form the picked ISO day', async () => {
    const input = await open('es');
    expect(input.value).toBe('01/12/2026');
    expect(document.body.textContent).toContain('diciembre 2026');
    const day = within(document.body).getByRole('button', { name: /15 diciembre 2026/i });
    fireEvent.click(day);
    expect(seen).toBe('2026-12-15');
    expect(input.value).toBe('15/12/2026');
  });

  it('shows an English calendar in en', async () => {
    await open('en');
    expect(document.body.textContent).toContain('December 2026');
    expect(document.body.textContent).not.toContain('diciembre');
  });

  it('takes a typed day/month/year or ISO day, and nothing that is no real day', () => {
    expect(parseTypedDate('3/2/2027')).toBe('2027-02-03');
    expect(parseTypedDate('2027-02-03')).toBe('2027-02-03');
    expect(parseTypedDate('31/02/2027')).toBeNull();
    expect(parseTypedDate('mañana')).toBeNull();
  });
});
