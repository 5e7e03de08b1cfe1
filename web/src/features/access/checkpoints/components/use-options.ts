import { useEffect, useState } from 'react';
import { notifyError } from '../../../../lib/notify';
import type { Option } from '../api/checkpoints.api';

/** A picker's options, loaded once per loader (an unreadable list leaves none, and says why). */
export function useOptions(load: () => Promise<Option[]>): Option[] {
  const [options, setOptions] = useState<Option[]>([]);
  useEffect(() => {
    let live = true;
    load().then((loaded) => live && setOptions(loaded), notifyError);
    return () => {
      live = false;
    };
  }, [load]);
  return options;
}

/** The options, plus any stored value no list names (shown as itself, never dropped). */
export const withStored = (options: Option[], stored: readonly string[]): Option[] => [
  ...options,
  ...stored.filter((v) => !options.some((o) => o.value === v)).map((v) => ({ value: v, label: v })),
];
