/** Inactivity lock and session splash rules (spec §4), pure so that they are testable. */

export const LOCK_AFTER_SECONDS = 400;
export const SPLASH_SECONDS = 5;
export const LOCK_ERROR_MS = 5000;

export interface LockCounter {
  countTime: number;
  locked: boolean;
}

export const LOGIN_ROUTE = /^\/auth(\/|$)/;

/** One second of inactivity; the lock opens past 400 s, never on the login route nor for MONITOR. */
export function tick(state: LockCounter, route: string, exempt: boolean): LockCounter {
  if (state.locked) return state;
  const countTime = state.countTime + 1;
  const locked = countTime > LOCK_AFTER_SECONDS && !exempt && !LOGIN_ROUTE.test(route);
  return { countTime, locked };
}

/** Mouse move, mouse over and scroll reset the counter (an open lock stays open). */
export const resetCounter = (state: LockCounter): LockCounter =>
  state.locked ? state : { countTime: 0, locked: false };

/** The splash counts down from 5; at 0 the user is logged out. */
export const splashNext = (secondsLeft: number): number => Math.max(0, secondsLeft - 1);
export const splashDone = (secondsLeft: number): boolean => secondsLeft <= 0;

/**
 * The server's idle count (validateMaxDowntime) corrects the local one: a hidden tab's timer is
 * throttled and another tab may have been active. The lock opens when the server says bloqueado;
 * otherwise the counter takes the server's idle seconds (an open lock stays open).
 */
export function fromServer(
  state: LockCounter,
  server: { segundosInactivo: number; bloqueado: boolean },
  exempt: boolean,
): LockCounter {
  if (state.locked || exempt) return state;
  if (server.bloqueado)
    return { countTime: Math.max(state.countTime, LOCK_AFTER_SECONDS + 1), locked: true };
  return { countTime: Math.max(0, Math.floor(server.segundosInactivo)), locked: false };
}
