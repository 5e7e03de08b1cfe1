import {
  DomainError,
  type SessionEvent,
  type SessionRevokeReason,
  type StoredEvent,
} from '@faena/contracts';

/** A refresh-token family as its stream tells it. */
export interface SessionState {
  familyId: string;
  username: string;
  profileId: string;
  /** client and division the family was started for (from the start event's metadata) */
  clientId?: string | null;
  divisionId?: string | null;
  /** hash of the one token that may be used next */
  currentHash: string;
  /** when the current token was issued */
  issuedAt: string;
  /** hashes of tokens already rotated away (presenting one again is reuse) */
  retired: string[];
  revoked: SessionRevokeReason | null;
  revision: number;
}

export function evolveSession(state: SessionState | null, event: StoredEvent): SessionState | null {
  const e = event as StoredEvent & SessionEvent;
  const at = event.metadata.occurredAt;
  switch (e.type) {
    case 'identity.SessionStarted':
      return {
        ...e.data,
        clientId: event.metadata.clientId ?? null,
        divisionId: event.metadata.divisionId ?? null,
        currentHash: e.data.tokenHash,
        issuedAt: at,
        retired: [],
        revoked: null,
        revision: event.revision,
      };
    case 'identity.SessionRefreshed':
      if (!state) return state;
      return {
        ...state,
        currentHash: e.data.tokenHash,
        issuedAt: at,
        retired: [...state.retired, state.currentHash],
        revision: event.revision,
      };
    case 'identity.SessionRevoked':
      return state && { ...state, revoked: e.data.reason, revision: event.revision };
    default:
      return state;
  }
}

export function sessionFrom(events: readonly StoredEvent[]): SessionState | null {
  return events.reduce<SessionState | null>(evolveSession, null);
}

/**
 * What presenting a refresh token means: rotate (the current one, alive), reuse (an older one of
 * the family: revoke it), or refuse (unknown, revoked or expired).
 */
export type RefreshDecision =
  | { kind: 'rotate' }
  | { kind: 'reuse' }
  | { kind: 'refuse'; why: 'unknown' | 'revoked' | 'expired' };

export function decideRefresh(
  state: SessionState | null,
  { tokenHash, now, ttlSeconds }: Omit<RefreshInput, 'nextHash'>,
): RefreshDecision {
  if (!state) return { kind: 'refuse', why: 'unknown' };
  if (state.revoked) return { kind: 'refuse', why: 'revoked' };
  if (state.retired.includes(tokenHash)) return { kind: 'reuse' };
  if (state.currentHash !== tokenHash) return { kind: 'refuse', why: 'unknown' };
  const age = (now.getTime() - Date.parse(state.issuedAt)) / 1000;
  if (age > ttlSeconds) return { kind: 'refuse', why: 'expired' };
  return { kind: 'rotate' };
}

/** Opens a refresh-token family on sign-in: its first token is the current one. */
export function startSession(input: {
  familyId: string;
  username: string;
  profileId: string;
  tokenHash: string;
}): SessionEvent[] {
  return [{ type: 'identity.SessionStarted', data: { ...input } }];
}

export interface RefreshInput {
  tokenHash: string;
  /** hash of the token that replaces it when it rotates */
  nextHash: string;
  now: Date;
  ttlSeconds: number;
}

/**
 * Presenting a refresh token: the current one rotates to `nextHash`; an older one of the family is
 * reuse and revokes the family (the caller answers auth.refreshReused); anything else is refused.
 */
export function refreshSession(input: RefreshInput, state: SessionState | null): SessionEvent[] {
  const decision = decideRefresh(state, input);
  switch (decision.kind) {
    case 'refuse':
      throw new DomainError('auth.tokenInvalid');
    case 'reuse':
      return [{ type: 'identity.SessionRevoked', data: { reason: 'reuse' } }];
    case 'rotate':
      return [{ type: 'identity.SessionRefreshed', data: { tokenHash: input.nextHash } }];
  }
}

/** Logout, reuse, an administrator: revokes the family once; a revoked or unknown one stays as it is. */
export function revokeSession(
  reason: SessionRevokeReason,
  state: SessionState | null,
): SessionEvent[] {
  if (!state || state.revoked) return [];
  return [{ type: 'identity.SessionRevoked', data: { reason } }];
}

/** Whether the events of a refresh are the revocation of a reused token. */
export function isReuse(events: readonly SessionEvent[]): boolean {
  return events.some((e) => e.type === 'identity.SessionRevoked');
}
