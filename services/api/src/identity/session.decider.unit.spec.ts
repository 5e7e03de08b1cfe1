import type { StoredEvent } from '@faena/contracts';
import { decideRefresh, sessionFrom } from './session.decider';

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

describe('refresh-token family', () => {
  beforeEach(() => {
    revision = 0;
  });

  describe('when the family was just started', () => {
    it('rotates the current token', () => {
      expect(
        decideRefresh(sessionFrom([started()]), 'h1', at('2026-03-02T09:00:00Z'), 3600 * 12),
      ).toEqual({ kind: 'rotate' });
    });
    it('refuses an unknown token', () => {
      expect(decideRefresh(sessionFrom([started()]), 'other', at(T0), 60)).toEqual({
        kind: 'refuse',
        why: 'unknown',
      });
    });
    it('refuses the token once its time to live has passed', () => {
      expect(
        decideRefresh(sessionFrom([started()]), 'h1', at('2026-03-02T09:00:01Z'), 3600),
      ).toEqual({ kind: 'refuse', why: 'expired' });
    });
  });

  describe('when the token was rotated', () => {
    it('treats the older token as reuse and accepts the new one', () => {
      const state = sessionFrom([
        started(),
        stored('identity.SessionRefreshed', { tokenHash: 'h2' }),
      ]);
      expect(decideRefresh(state, 'h1', at(T0), 60)).toEqual({ kind: 'reuse' });
      expect(decideRefresh(state, 'h2', at(T0), 60)).toEqual({ kind: 'rotate' });
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
      expect(decideRefresh(state, 'h2', at(T0), 60)).toEqual({ kind: 'refuse', why: 'revoked' });
      expect(decideRefresh(state, 'h1', at(T0), 60)).toEqual({ kind: 'refuse', why: 'revoked' });
    });
  });

  describe('when there is no family', () => {
    it('refuses', () => {
      expect(decideRefresh(sessionFrom([]), 'h1', at(T0), 60)).toEqual({
        kind: 'refuse',
        why: 'unknown',
      });
    });
  });
});
