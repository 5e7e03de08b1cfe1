import { create } from 'zustand';
import { useSession } from '../../../stores/session.store';
import { SPLASH_SECONDS } from './lock-state';

/** Screen lock state of the spec (countTime, lock open) and the session splash. */
interface SessionUiState {
  countTime: number;
  locked: boolean;
  isOpenSplashScreen: boolean;
  splashSeconds: number;
  setCounter: (countTime: number, locked: boolean) => void;
  unlock: () => void;
  openSplash: () => void;
  setSplashSeconds: (n: number) => void;
  closeSplash: () => void;
}

export const useSessionUi = create<SessionUiState>()((set) => ({
  countTime: 0,
  locked: false,
  isOpenSplashScreen: false,
  splashSeconds: SPLASH_SECONDS,
  // opening the lock clears the tokens (spec §4: locking clears the token)
  setCounter: (countTime, locked) => {
    set({ countTime, locked });
    if (locked) useSession.getState().lock();
  },
  unlock: () => set({ countTime: 0, locked: false }),
  openSplash: () =>
    set((s) =>
      s.isOpenSplashScreen ? s : { isOpenSplashScreen: true, splashSeconds: SPLASH_SECONDS },
    ),
  setSplashSeconds: (splashSeconds) => set({ splashSeconds }),
  closeSplash: () => set({ isOpenSplashScreen: false, splashSeconds: SPLASH_SECONDS }),
}));
