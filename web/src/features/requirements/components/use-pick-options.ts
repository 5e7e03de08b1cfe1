import { useEffect, useRef, useState } from 'react';
import { notifyError } from '../../../lib/notify';
import { workerOptions, type PickOption } from '../api/reference-lists.api';

/** A reference list's options, loaded once (an unreadable list leaves no options, and says why). */
export function usePickOptions(load: () => Promise<PickOption[]>): PickOption[] {
  const [options, setOptions] = useState<PickOption[]>([]);
  useEffect(() => {
    let live = true;
    load().then((loaded) => live && setOptions(loaded), notifyError);
    return () => {
      live = false;
    };
  }, [load]);
  return options;
}

/**
 * The workers of the chosen companies; when the companies change, the chosen workers that are
 * no longer offered are dropped (`onKept` with the ones that stay).
 */
export function useWorkerOptions(
  companyIds: readonly string[],
  onKept: (kept: string[]) => void,
  chosen: readonly string[] = [],
): PickOption[] {
  const [options, setOptions] = useState<PickOption[]>([]);
  const key = companyIds.join('|');
  const latest = useRef({ onKept, chosen });
  useEffect(() => {
    latest.current = { onKept, chosen };
  });
  useEffect(() => {
    let live = true;
    const ids = key === '' ? [] : key.split('|');
    workerOptions(ids).then((loaded) => {
      if (!live) return;
      setOptions(loaded);
      const offered = new Set(loaded.map((o) => o.value));
      const { chosen: now, onKept: keep } = latest.current;
      if (now.some((id) => !offered.has(id))) keep(now.filter((id) => offered.has(id)));
    }, notifyError);
    return () => {
      live = false;
    };
  }, [key]);
  return options;
}
