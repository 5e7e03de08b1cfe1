import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { isDisplayIdentity, isSignedIn, useSession } from '../../stores/session.store';
import { resetCounter, tick } from './lock-state';
import { useSessionUi } from './session-ui.store';

const ACTIVITY_EVENTS = ['mousemove', 'mouseover', 'scroll'] as const;

/** Counts inactive seconds; past 400 s the lock screen opens (not on /auth, never for MONITOR). */
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
    const reset = () => {
      const next = resetCounter(ui());
      if (next.countTime !== ui().countTime) ui().setCounter(next.countTime, next.locked);
    };
    ACTIVITY_EVENTS.forEach((e) => window.addEventListener(e, reset, { passive: true }));
    return () => {
      window.clearInterval(timer);
      ACTIVITY_EVENTS.forEach((e) => window.removeEventListener(e, reset));
    };
  }, [signedIn, exempt, pathname]);
}
