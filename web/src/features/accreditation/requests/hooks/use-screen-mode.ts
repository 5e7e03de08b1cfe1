import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';

/** The accreditation screens' modes (domain spec §2): card, list, edit, mass list, mass edit. */
export const SCREEN_MODES = ['T', 'L', 'E', 'LM', 'EM'] as const;
export type ScreenMode = (typeof SCREEN_MODES)[number];
export const MODE_PARAM = 'modo';

const isMode = (value: string | null): value is ScreenMode => SCREEN_MODES.some((m) => m === value);

/** Where a user's last mode of a screen is kept (spec §9: local storage keys start with vcg:). */
export const modeStorageKey = (screen: string, username: string) =>
  `vcg:mode:${screen}:${username}`;

function storedMode(key: string): ScreenMode | null {
  try {
    const value = window.localStorage.getItem(key);
    return isMode(value) ? value : null;
  } catch {
    return null;
  }
}

function rememberMode(key: string, mode: ScreenMode): void {
  try {
    window.localStorage.setItem(key, mode);
  } catch {
    // a private window may refuse storage: the URL still carries the mode
  }
}

/**
 * The screen's mode: `?modo=` when a link names it, else the user's last choice on this screen,
 * else cards on a phone and the list elsewhere. Choosing one puts it in the URL and remembers it.
 */
export function useScreenMode(
  screen: string,
  username: string,
  phone: boolean,
): [ScreenMode, (mode: ScreenMode) => void] {
  const [params, setParams] = useSearchParams();
  const key = modeStorageKey(screen, username);
  const [remembered, setRemembered] = useState<ScreenMode | null>(() => storedMode(key));
  const asked = params.get(MODE_PARAM);
  const mode = isMode(asked) ? asked : (remembered ?? (phone ? 'T' : 'L'));
  const choose = useCallback(
    (next: ScreenMode) => {
      rememberMode(key, next);
      setRemembered(next);
      setParams(
        (prev) => {
          const url = new URLSearchParams(prev);
          url.set(MODE_PARAM, next);
          return url;
        },
        { replace: true },
      );
    },
    [key, setParams],
  );
  return [mode, choose];
}
