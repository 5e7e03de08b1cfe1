import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { Permission, SessionUser, TokenPair } from '@faena/contracts';
import { localExpiry } from '../lib/jwt';

/** The signed-in session. Persisted in localStorage (the spec keeps the refresh token there). */
export interface SessionState {
  accessToken: string | null;
  refreshToken: string | null;
  /** when the access token lapses on this browser's clock (ms), null when unknown */
  accessExpiresAt: number | null;
  user: SessionUser | null;
  /**
   * The inactivity lock is open: the tokens are gone from memory and from storage (spec §4:
   * locking clears the token); the user stays in memory only, for the lock screen. A reload
   * therefore finds no session and goes to sign-in.
   */
  locked: boolean;
  signIn: (tokens: TokenPair, user: SessionUser) => void;
  setTokens: (tokens: TokenPair) => void;
  lock: () => void;
  clear: () => void;
}

export const SESSION_STORAGE_KEY = 'vcg:session';

const empty = {
  accessToken: null,
  refreshToken: null,
  accessExpiresAt: null,
  user: null,
  locked: false,
};
const withExpiry = (tokens: TokenPair) => ({
  ...tokens,
  accessExpiresAt: localExpiry(tokens.accessToken, Date.now()),
  locked: false,
});

export const useSession = create<SessionState>()(
  persist(
    (set) => ({
      ...empty,
      signIn: (tokens, user) => set({ ...withExpiry(tokens), user }),
      setTokens: (tokens) => set(withExpiry(tokens)),
      lock: () =>
        set((s) =>
          s.user === null || s.locked
            ? s
            : { accessToken: null, refreshToken: null, accessExpiresAt: null, locked: true },
        ),
      clear: () => set(empty),
    }),
    {
      name: SESSION_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ accessToken, refreshToken, accessExpiresAt, user, locked }) =>
        locked
          ? { accessToken: null, refreshToken: null, accessExpiresAt: null, user: null }
          : { accessToken, refreshToken, accessExpiresAt, user },
    },
  ),
);

/** Signed in: a refresh token and a user, or a session behind the open inactivity lock. */
export const isSignedIn = (s: Pick<SessionState, 'refreshToken' | 'user' | 'locked'>): boolean =>
  (s.refreshToken !== null || s.locked) && s.user !== null;

export function hasPermission(user: SessionUser | null, permission: Permission): boolean {
  return user?.profile.permissions.includes(permission) ?? false;
}

/** The read-only wall-screen identity (MONITOR) always shows boards in display mode. */
export function isDisplayIdentity(user: SessionUser | null): boolean {
  return user !== null && user.username.toUpperCase() === 'MONITOR';
}
