import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { API, type MaxDowntimeResult } from '@faena/contracts';
import { http } from '../../../lib/http';
import { isDisplayIdentity, isSignedIn, useSession } from '../../../stores/session.store';
import { fromServer, LOGIN_ROUTE, resetCounter, tick } from './lock-state';
import { useSessionUi } from './session-ui.store';

const ACTIVITY_EVENTS = ['mousemove', 'mouseover', 'scroll'] as const;

/** Asks the server how long the session has been idle (POST validateMaxDowntime) and applies it. */
async function probeServer(pathname: string, exempt: boolean): Promise<void> {
  if (exempt || LOGIN_ROUTE.test(pathname) || useSessionUi.getState().locked) return;
  try {
    const result = await http.post<MaxDowntimeResult>(API.validateMaxDowntime.path, {}); // lib/http adds urlPath
    const ui = useSessionUi.getState();
    const next = fromServer(ui, result, exempt);
    if (next.locked !== ui.locked || next.countTime !== ui.countTime)
      ui.setCounter(next.countTime, next.locked);
  } catch {
    // no answer: the splash or the 401 handling takes over; the local counter keeps going
  }
}

/** Activity: the inactive seconds start over (a store write only when the count changes). */
function resetInactivity(): void {
  const ui = useSessionUi.getState();
  const next = resetCounter(ui);
  if (next.countTime !== ui.countTime) ui.setCounter(next.countTime, next.locked);
}

/**
 * Counts inactive seconds; past 400 s the lock screen opens (not on /auth, never for MONITOR).
 * When the tab becomes visible again the server's idle count corrects the local one.
 */
export function useInactivityLock(): void {
  const { pathname } = useLocation();
  const signedIn = useSession(isSignedIn);
  const exempt = useSession((s) => isDisplayIdentity(s.user));
  useEffect(() => {
    if (!signedIn || exempt) return undefined;
    const ui = useSessionUi.getState;
    const timer = window.setInterval(() => {
      const next = tick(ui(), pathname, exempt);
      ui().setCounter(next.countTime, next.locked);
    }, 1000);
    const onVisible = () => {
      if (document.visibilityState === 'visible') void probeServer(pathname, exempt);
    };
    ACTIVITY_EVENTS.forEach((e) => window.addEventListener(e, resetInactivity, { passive: true }));
    document.addEventListener('visibilitychange', onVisible);
    // saving a (new) refresh token resets the counter, as activity does (spec: screen lock)
    const stopTokens = useSession.subscribe((now, before) => {
      if (now.refreshToken !== null && now.refreshToken !== before.refreshToken) resetInactivity();
    });
    return () => {
      stopTokens();
      window.clearInterval(timer);
      ACTIVITY_EVENTS.forEach((e) => window.removeEventListener(e, resetInactivity));
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [signedIn, exempt, pathname]);
}
