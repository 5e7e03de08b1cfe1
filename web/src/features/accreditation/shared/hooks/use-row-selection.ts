import { useCallback, useMemo, useState } from 'react';

/** The rows ticked in a mass list (LM): kept by id across pages, with the row as it was ticked. */
export interface RowSelection<T> {
  rows: readonly T[];
  isSelected: (id: string) => boolean;
  toggle: (row: T, on: boolean) => void;
  clear: () => void;
}

/** `rowId` must be stable (a module-level function): it keys the selection. */
export function useRowSelection<T>(rowId: (row: T) => string): RowSelection<T> {
  const [selected, setSelected] = useState<ReadonlyMap<string, T>>(() => new Map());
  const toggle = useCallback(
    (row: T, on: boolean) =>
      setSelected((prev) => {
        const next = new Map(prev);
        if (on) next.set(rowId(row), row);
        else next.delete(rowId(row));
        return next;
      }),
    [rowId],
  );
  const clear = useCallback(() => setSelected(new Map()), []);
  return useMemo(
    () => ({ rows: [...selected.values()], isSelected: (id) => selected.has(id), toggle, clear }),
    [selected, toggle, clear],
  );
}
