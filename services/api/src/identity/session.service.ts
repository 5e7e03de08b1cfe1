import { Injectable } from '@nestjs/common';
import { DomainError, type DomainEvent, type SessionRevokeReason } from '@faena/contracts';
import {
  type AppConfig,
  Clock,
  EventStore,
  type ExpectedRevision,
  Ids,
  WrongExpectedRevisionError,
} from '@faena/core';
import { TokenService } from '../platform/auth/token.service';
import { InjectConfig } from '../platform/storage/tokens';
import { identityMetadata, sessionStream } from './identity.streams';
import {
  familyOf,
  hashToken,
  issueRefreshToken,
  newFamilyId,
  type RefreshToken,
} from './refresh-token';
import { decideRefresh, sessionFrom, type SessionState } from './session.decider';
import type { UserAccount } from './user-account';

const MAX_ATTEMPTS = 3;

/**
 * Refresh-token families (`identity.session-<familyId>`): start on sign-in, rotate on every
 * refresh (appended at the expected revision, so of two concurrent refreshes one wins and the
 * other is reuse), revoke on logout and on reuse.
 */
@Injectable()
export class SessionService {
  constructor(
    private readonly store: EventStore,
    private readonly clock: Clock,
    private readonly ids: Ids,
    private readonly tokens: TokenService,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  async start(
    account: UserAccount,
    profileId: string,
    ctx: { clientId: string; divisionId: string },
  ): Promise<RefreshToken> {
    const refresh = issueRefreshToken(newFamilyId());
    const data = {
      familyId: refresh.familyId,
      username: account.username,
      profileId,
      tokenHash: refresh.hash,
    };
    await this.append(refresh.familyId, { type: 'identity.SessionStarted', data }, 'no_stream', {
      ...ctx,
      username: account.username,
      profileId,
    });
    return refresh;
  }

  /** The family's state as its stream tells it; null when it never started. */
  async find(familyId: string): Promise<SessionState | null> {
    return sessionFrom(await this.store.readStream(sessionStream(familyId)));
  }

  /** Rotates a refresh token: the family's state and the next token. */
  async rotate(
    token: string,
    attempt = 1,
    check?: (session: SessionState) => void,
  ): Promise<{ session: SessionState; next: RefreshToken }> {
    const familyId = familyOf(token);
    if (!familyId) throw new DomainError('auth.tokenInvalid');
    const session = sessionFrom(await this.store.readStream(sessionStream(familyId)));
    const decision = decideRefresh(
      session,
      hashToken(token),
      this.clock.now(),
      this.config.REFRESH_TOKEN_TTL_S,
    );
    if (decision.kind === 'refuse' || !session) throw new DomainError('auth.tokenInvalid');
    if (decision.kind === 'rotate') check?.(session);
    if (decision.kind === 'reuse') {
      await this.revoke(session, 'reuse');
      throw new DomainError('auth.refreshReused');
    }
    const next = issueRefreshToken(familyId);
    try {
      await this.append(
        familyId,
        { type: 'identity.SessionRefreshed', data: { tokenHash: next.hash } },
        session.revision,
        session,
      );
    } catch (err) {
      // another refresh (or a revocation) got there first: decide again on the new state
      if (err instanceof WrongExpectedRevisionError && attempt < MAX_ATTEMPTS)
        return this.rotate(token, attempt + 1, check);
      throw err;
    }
    return {
      session: { ...session, currentHash: next.hash, revision: session.revision + 1 },
      next,
    };
  }

  async revokeFamily(familyId: string, reason: SessionRevokeReason): Promise<void> {
    const session = sessionFrom(await this.store.readStream(sessionStream(familyId)));
    if (session) await this.revoke(session, reason);
    this.tokens.revokeFamily(familyId);
  }

  private async revoke(session: SessionState, reason: SessionRevokeReason): Promise<void> {
    this.tokens.revokeFamily(session.familyId);
    if (session.revoked) return;
    await this.append(
      session.familyId,
      { type: 'identity.SessionRevoked', data: { reason } },
      'any',
      session,
    );
  }

  private async append(
    familyId: string,
    event: DomainEvent,
    expected: ExpectedRevision,
    actor: {
      username: string;
      profileId: string;
      clientId?: string | null;
      divisionId?: string | null;
    },
  ): Promise<void> {
    const eventId = this.ids.newId();
    const metadata = identityMetadata({
      eventId,
      commandId: `session-${familyId}-${eventId}`,
      userId: actor.username,
      profileId: actor.profileId,
      clientId: actor.clientId ?? null,
      divisionId: actor.divisionId ?? null,
      at: this.clock.now(),
    });
    await this.store.append(
      sessionStream(familyId),
      [{ id: eventId, type: event.type, version: 1, data: event.data, metadata }],
      expected,
    );
  }
}
