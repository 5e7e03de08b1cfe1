import { Injectable } from '@nestjs/common';
import { DomainError, type SessionEvent, type SessionRevokeReason } from '@faena/contracts';
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
} from './infra/refresh-token';
import {
  isReuse,
  refreshSession,
  revokeSession,
  sessionFrom,
  startSession,
  type SessionState,
} from './domain/session.decider';
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
    const events = startSession({
      familyId: refresh.familyId,
      username: account.username,
      profileId,
      tokenHash: refresh.hash,
    });
    await this.append(
      refresh.familyId,
      { events, expected: 'no_stream' },
      {
        ...ctx,
        username: account.username,
        profileId,
      },
    );
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
    const session = await this.find(familyId);
    if (!session) throw new DomainError('auth.tokenInvalid');
    const next = issueRefreshToken(familyId);
    const events = refreshSession(this.refreshInput(token, next), session);
    if (isReuse(events)) {
      await this.revoke(session, 'reuse');
      throw new DomainError('auth.refreshReused');
    }
    check?.(session);
    try {
      await this.append(familyId, { events, expected: session.revision }, session);
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

  private refreshInput(token: string, next: RefreshToken) {
    return {
      tokenHash: hashToken(token),
      nextHash: next.hash,
      now: this.clock.now(),
      ttlSeconds: this.config.REFRESH_TOKEN_TTL_S,
    };
  }

  async revokeFamily(familyId: string, reason: SessionRevokeReason): Promise<void> {
    const session = await this.find(familyId);
    if (session) await this.revoke(session, reason);
    this.tokens.revokeFamily(familyId);
  }

  private async revoke(session: SessionState, reason: SessionRevokeReason): Promise<void> {
    this.tokens.revokeFamily(session.familyId);
    const events = revokeSession(reason, session);
    if (events.length) await this.append(session.familyId, { events, expected: 'any' }, session);
  }

  private async append(
    familyId: string,
    { events, expected }: { events: SessionEvent[]; expected: ExpectedRevision },
    actor: {
      username: string;
      profileId: string;
      clientId?: string | null;
      divisionId?: string | null;
    },
  ): Promise<void> {
    const stored = events.map((event) => {
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
      return { id: eventId, type: event.type, version: 1, data: event.data, metadata };
    });
    await this.store.append(sessionStream(familyId), stored, expected);
  }
}
