import { Injectable, type NestMiddleware } from '@nestjs/common';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { decodeJwt } from 'jose';
import {
  DomainError,
  TOKEN_HEADER,
  encodeTokenHeader,
  type RecreatedTokens,
  type TokenPair,
} from '@faena/contracts';
import { Clock } from '@faena/core';
import { bearerToken } from '../platform/auth/auth.guard';
import { TokenService } from '../platform/auth/token.service';
import { familyOf, hashToken } from './infra/refresh-token';
import { SignInService } from './sign-in.service';

/** Calls sent together with the same old pair get the same new pair for this long (no false reuse). */
export const RECREATE_GRACE_MS = 10_000;

/**
 * Recreates the token pair of a call whose access token expired (spec §4): only when the call
 * carries a genuine expired access token AND the refresh token of the same family. The refresh
 * token is rotated as by /refreshToken (reuse still revokes the family); the 401 the guard then
 * answers carries the new pair (`retry`) or, for a session idle past the lock time, `lock`.
 */
@Injectable()
export class TokenRecreateMiddleware implements NestMiddleware {
  private readonly recent = new Map<string, { pair: Promise<TokenPair>; until: number }>();

  constructor(
    private readonly tokens: TokenService,
    private readonly signIn: SignInService,
    private readonly clock: Clock,
  ) {}

  /** Most calls carry a live token: they pass on at once, without any asynchronous step. */
  use(req: IncomingMessage, res: ServerResponse, next: () => void): void {
    const expired = this.expiredPair(req);
    if (!expired) {
      next();
      return;
    }
    this.recreate(expired)
      .then((recreated) => {
        if (!recreated) return;
        res.setHeader(TOKEN_HEADER, encodeTokenHeader(recreated));
        res.setHeader('Cache-Control', 'no-store');
      })
      // any failure leaves the call as it was: the guard answers 401 and the web logs out
      .catch(() => undefined)
      .finally(next);
  }

  /** The call's expired access token and its refresh token, when it carries both. */
  private expiredPair(req: IncomingMessage): { token: string; refresh: string } | null {
    const token = bearerToken(req.headers.authorization);
    const refresh = req.headers['x-refresh-token'];
    if (!token || typeof refresh !== 'string' || refresh.length > 200 || !this.expired(token))
      return null;
    return { token, refresh };
  }

  private async recreate({
    token,
    refresh,
  }: {
    token: string;
    refresh: string;
  }): Promise<RecreatedTokens | null> {
    const claims = await this.tokens.verifyExpired(token);
    if (!claims || familyOf(refresh) !== claims.sid) return null;
    const now = this.clock.now().getTime();
    const key = hashToken(refresh);
    let entry = this.recent.get(key);
    if (!entry || entry.until <= now) {
      // one rotation per old refresh token: calls arriving together share it (also while it runs)
      entry = { pair: this.signIn.refresh(refresh), until: now + RECREATE_GRACE_MS };
      this.remember(key, entry, now);
    }
    try {
      return { action: 'retry', ...(await entry.pair) };
    } catch (err) {
      if (err instanceof DomainError && err.code === 'auth.sessionIdle') return { action: 'lock' };
      return null;
    }
  }

  /** A cheap look at `exp` before any signature work: most calls carry a live token. */
  private expired(token: string): boolean {
    try {
      const { exp } = decodeJwt(token);
      return typeof exp === 'number' && exp * 1000 <= this.clock.now().getTime();
    } catch {
      return false;
    }
  }

  private remember(
    key: string,
    entry: { pair: Promise<TokenPair>; until: number },
    now: number,
  ): void {
    for (const [k, v] of this.recent) if (v.until <= now) this.recent.delete(k);
    if (this.recent.size > 10_000) this.recent.clear();
    this.recent.set(key, entry);
  }
}
