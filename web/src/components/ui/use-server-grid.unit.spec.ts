import { keepNewerRows } from './use-server-grid';

interface Row {
  id: string;
  status: string;
  version: number;
}
const opts = { rowId: (r: Row) => r.id, versionOf: (r: Row) => r.version };
const row = (
  id: string,
  status: string,
  { version, RowIndex }: { version: number; RowIndex: number },
) => ({ id, status, version, RowIndex });

describe('keepNewerRows (a fetched page never overwrites a newer pushed row)', () => {
  it('keeps the shown row when it is newer than the fetched one, at the fetched place', () => {
    const shown = [row('A', 'Aprobado', { version: 20, RowIndex: 1 })];
    const fetched = [
      row('B', 'Pendiente', { version: 5, RowIndex: 9 }),
      row('A', 'Pendiente', { version: 12, RowIndex: 7 }),
    ];
    expect(keepNewerRows(fetched, shown, opts)).toEqual([
      row('B', 'Pendiente', { version: 5, RowIndex: 9 }),
      row('A', 'Aprobado', { version: 20, RowIndex: 7 }),
    ]);
  });

  it('takes the fetched row when it is as new or newer', () => {
    const shown = [row('A', 'Pendiente', { version: 12, RowIndex: 1 })];
    const fetched = [row('A', 'Aprobado', { version: 20, RowIndex: 1 })];
    expect(keepNewerRows(fetched, shown, opts)).toEqual(fetched);
    expect(
      keepNewerRows([row('A', 'Pendiente', { version: 12, RowIndex: 1 })], shown, opts),
    ).toEqual([row('A', 'Pendiente', { version: 12, RowIndex: 1 })]);
  });

  it('takes the fetched page as is without versions', () => {
    const fetched = [row('A', 'Pendiente', { version: 1, RowIndex: 1 })];
    expect(
      keepNewerRows(fetched, [row('A', 'Aprobado', { version: 9, RowIndex: 1 })], {
        rowId: opts.rowId,
      }),
    ).toBe(fetched);
  });
});
