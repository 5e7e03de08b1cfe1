import { MAX_IDLE_SECONDS, type SessionActivity } from '../platform/auth/session-activity';
import type { SessionState } from './domain/session.decider';
import { neverLocked } from './session-issuer';

type IdleSession = Pick<SessionState, 'familyId' | 'issuedAt' | 'profileId'>;

/**
 * The inactivity lock as the server enforces it (refresh, recreated tokens) and reports it
 * (validateMaxDowntime): seconds since the later of the session's last call seen on this node and
 * the issue of its current refresh token (a node that never saw the session counts from there).
 */
export function idleSecondsOf(
  activity: SessionActivity,
  session: IdleSession,
  nowMs: number,
): number {
  return activity.idleSeconds(session.familyId, nowMs, Date.parse(session.issuedAt));
}

/** Idle past MAX_IDLE_SECONDS: a refresh is refused, the password must unlock (never the wall screen). */
export function idleLocked(
  activity: SessionActivity,
  session: IdleSession,
  nowMs: number,
): boolean {
  return (
    !neverLocked(session.profileId) && idleSecondsOf(activity, session, nowMs) > MAX_IDLE_SECONDS
  );
}
