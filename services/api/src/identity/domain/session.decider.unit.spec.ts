import type { StoredEvent } from '@faena/contracts';
import { deciderSpec } from '@faena/test-kit';
import {
  decideRefresh,
  evolveSession,
  isReuse,
  refreshSession,
  revokeSession,
  sessionFrom,
  startSession,
  type SessionState,
} from './session.decider';

const T0 = '2026-03-02T08:00:00.000Z';
let revision = 0;
function stored(type: string, data: unknown, occurredAt = T0): StoredEvent {
  const r = revision++;
  return {
    id: `e${r}`,
    stream: 'identity.session-f1',
    revision: r,
    position: r + 1,
    type,
    version: 1,
    data,
    metadata: {
      eventId: `e${r}`,
      commandId: 'c',
      correlationId: 'c',
      causationId: 'c',
      userId: 'ADMIN',
      profileId: 'P',
      clientId: null,
      divisionId: null,
      occurredAt,
    },
  };
}
const started = () =>
  stored('identity.SessionStarted', {
    familyId: 'f1',
    username: 'ADMIN',
    profileId: 'P',
    tokenHash: 'h1',
  });
const at = (iso: string) => new Date(iso);

beforeEach(() => {
  revision = 0;
});
const ask = (tokenHash: string, now: Date, ttlSeconds: number) => ({ tokenHash, now, ttlSeconds });

describe('refresh-token family', () => {
  describe('when the family was just started', () => {
    it('rotates the current token', () => {
      expect(
        decideRefresh(sessionFrom([started()]), ask('h1', at('2026-03-02T09:00:00Z'), 3600 * 12)),
      ).toEqual({ kind: 'rotate' });
    });
    it('refuses an unknown token', () => {
      expect(decideRefresh(sessionFrom([started()]), ask('other', at(T0), 60))).toEqual({
        kind: 'refuse',
        why: 'unknown',
      });
    });
    it('refuses the token once its time to live has passed', () => {
      expect(
        decideRefresh(sessionFrom([started()]), ask('h1', at('2026-03-02T09:00:01Z'), 3600)),
      ).toEqual({ kind: 'refuse', why: 'expired' });
    });
  });
});

describe('when the token was rotated', () => {
  it('treats the older token as reuse and accepts the new one', () => {
    const state = sessionFrom([
      started(),
      stored('identity.SessionRefreshed', { tokenHash: 'h2' }),
    ]);
    expect(decideRefresh(state, ask('h1', at(T0), 60))).toEqual({ kind: 'reuse' });
    expect(decideRefresh(state, ask('h2', at(T0), 60))).toEqual({ kind: 'rotate' });
    expect(state?.revision).toBe(1);
  });
});

describe('when the family was revoked', () => {
  it('refuses every token of it', () => {
    const state = sessionFrom([
      started(),
      stored('identity.SessionRefreshed', { tokenHash: 'h2' }),
      stored('identity.SessionRevoked', { reason: 'reuse' }),
    ]);
    expect(decideRefresh(state, ask('h2', at(T0), 60))).toEqual({
      kind: 'refuse',
      why: 'revoked',
    });
    expect(decideRefresh(state, ask('h1', at(T0), 60))).toEqual({
      kind: 'refuse',
      why: 'revoked',
    });
  });
});

describe('when there is no family', () => {
  it('refuses', () => {
    expect(decideRefresh(sessionFrom([]), ask('h1', at(T0), 60))).toEqual({
      kind: 'refuse',
      why: 'unknown',
    });
  });
});

const given = deciderSpec<SessionState | null, StoredEvent>({
  evolve: evolveSession,
  initialState: () => null,
});
const refresh = (tokenHash: string, now = T0, ttlSeconds = 3600) => ({
  tokenHash,
  nextHash: 'next',
  now: at(now),
  ttlSeconds,
});
const rotated = () => stored('identity.SessionRefreshed', { tokenHash: 'h2' });
const revoked = () => stored('identity.SessionRevoked', { reason: 'logout' });

describe('starting and refreshing a session', () => {
  it('starts a family with its first token', () => {
    const input = { familyId: 'f1', username: 'ADMIN', profileId: 'P', tokenHash: 'h1' };
    given([])
      .when(() => startSession(input))
      .then([{ type: 'identity.SessionStarted', data: input }]);
  });

  it('rotates the current token to the next one', () => {
    given([started()])
      .when((s) => refreshSession(refresh('h1'), s))
      .then([{ type: 'identity.SessionRefreshed', data: { tokenHash: 'next' } }]);
  });

  it('revokes the family when a rotated-away token comes back (reuse)', () => {
    const events = refreshSession(refresh('h1'), sessionFrom([started(), rotated()]));
    expect(events).toEqual([{ type: 'identity.SessionRevoked', data: { reason: 'reuse' } }]);
    expect(isReuse(events)).toBe(true);
  });

  it('does not count a rotation as reuse', () => {
    expect(isReuse(refreshSession(refresh('h1'), sessionFrom([started()])))).toBe(false);
  });
});

describe('refusing a refresh and revoking a session', () => {
  it('refuses an unknown, expired or revoked token, and a family that never started', () => {
    const refused = (events: StoredEvent[], input: ReturnType<typeof refresh>) =>
      given(events)
        .when((s) => refreshSession(input, s))
        .thenFailsWith('auth.tokenInvalid');
    refused([started()], refresh('other'));
    refused([started()], refresh('h1', '2026-03-02T09:00:01Z'));
    refused([started(), revoked()], refresh('h1'));
    refused([], refresh('h1'));
  });

  it('revokes a live family once, with the reason', () => {
    given([started()])
      .when((s) => revokeSession('logout', s))
      .then([{ type: 'identity.SessionRevoked', data: { reason: 'logout' } }]);
    given([started(), revoked()])
      .when((s) => revokeSession('admin', s))
      .thenNothingHappens();
    given([])
      .when((s) => revokeSession('logout', s))
      .thenNothingHappens();
  });
});
