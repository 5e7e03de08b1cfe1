import type { RecordHistoryEvent } from '@faena/contracts';
import { diffsOf, valueText } from './record-diff';

const ev = (revision: number, data: Record<string, unknown>): RecordHistoryEvent => ({
  type: 'catalog.PersonUpdated',
  at: '2026-03-01T12:00:00.000Z',
  by: 'ADMIN',
  revision,
  position: revision + 10,
  data,
});

describe('diffsOf', () => {
  it('lists on the first event only the fields it sets, empty ones left out', () =>
    expect(
      diffsOf([ev(0, { names: 'Ana', email: '', phone: null, details: { place: 'Tacna' } })]),
    ).toEqual([
      [
        { field: 'names', to: 'Ana' },
        { field: 'place', to: 'Tacna' },
      ],
    ]));

  it('shows each changed field with its value before and after, unchanged snapshot fields left out', () =>
    expect(
      diffsOf([
        ev(0, { names: 'Ana', mobilePhone: '987654321', details: { place: 'Tacna' } }),
        ev(1, {
          names: 'Ana',
          mobilePhone: '912345678',
          email: 'ana@e.pe',
          details: { place: 'Tacna' },
        }),
      ])[1],
    ).toEqual([
      { field: 'mobilePhone', from: '987654321', to: '912345678' },
      { field: 'email', to: 'ana@e.pe' },
    ]));

  it('shows a cleared field as a dash and compares against the latest value, not the first', () =>
    expect(
      diffsOf([ev(0, { place: 'Tacna' }), ev(1, { place: 'Lima' }), ev(2, { place: '' })]).slice(1),
    ).toEqual([
      [{ field: 'place', from: 'Tacna', to: 'Lima' }],
      [{ field: 'place', from: 'Lima', to: '—' }],
    ]));
});

describe('valueText', () => {
  it('joins lists, writes objects as JSON and cuts long texts', () => {
    expect(valueText(['A', 'B'])).toBe('A, B');
    expect(valueText({ a: 1 })).toBe('{"a":1}');
    expect(valueText(true)).toBe('true');
    expect(valueText('x'.repeat(80))).toBe(`${'x'.repeat(59)}…`);
  });
});
