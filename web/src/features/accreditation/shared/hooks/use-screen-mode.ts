import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';

/** The accreditation screens' modes (domain spec §2): card, list, edit, mass list, mass edit. */
export const SCREEN_MODES = ['T', 'L', 'E', 'LM', 'EM'] as const;
export type ScreenMode = (typeof SCREEN_MODES)[number];
export const MODE_PARAM = 'modo';

/** Where a user's last mode of a screen is kept (spec §9: local storage keys start with vcg:). */
export const modeStorageKey = (screen: string, username: string) =>
  `vcg:mode:${screen}:${username}`;

function storedMode(key: string, offered: readonly ScreenMode[]): ScreenMode | null {
  try {
    const value = window.localStorage.getItem(key);
    return offered.find((m) => m === value) ?? null;
  } catch {
    return null;
  }
}

function remember(key: string, mode: ScreenMode): void {
  try {
    window.localStorage.setItem(key, mode);
  } catch {
    // a private window may refuse storage: the URL still carries the mode
  }
}

export interface ScreenModeOptions {
  /** a phone opens in cards (T), elsewhere the list (L) */
  phone: boolean;
  /** the modes this screen offers (a kind without drafts has no EM); default all five */
  modes?: readonly ScreenMode[];
}

/**
 * The screen's mode: `?modo=` when a link names one the screen offers, else the user's last choice
 * on this screen, else cards on a phone and the list elsewhere. Choosing one puts it in the URL and
 * remembers it.
 */
export function useScreenMode(
  screen: string,
  username: string,
  { phone, modes = SCREEN_MODES }: ScreenModeOptions,
): [ScreenMode, (mode: ScreenMode) => void] {
  const [params, setParams] = useSearchParams();
  const key = modeStorageKey(screen, username);
  const [remembered, setRemembered] = useState<ScreenMode | null>(() => storedMode(key, modes));
  const asked = modes.find((m) => m === params.get(MODE_PARAM));
  const mode = asked ?? remembered ?? (phone ? 'T' : 'L');
  const choose = useCallback(
    (next: ScreenMode) => {
      remember(key, next);
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
