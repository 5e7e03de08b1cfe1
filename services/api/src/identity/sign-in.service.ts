import { Injectable } from '@nestjs/common';
import {
  DomainError,
  type AuthenticateBody,
  type AuthenticateResult,
  type SessionUser,
  type TokenPair,
} from '@faena/contracts';
import { Clock } from '@faena/core';
import type { AuthUser } from '../platform/auth/auth-user';
import { SessionActivity } from '../platform/auth/session-activity';
import { TokenService } from '../platform/auth/token.service';
import { passwordChangePending } from './login-response';
import { LoginService } from './login.service';
import { SecuritySettingsService } from '../security/security-settings.service';
import { idleLocked } from './session-idle';
import { SessionService } from './session.service';
import { claimsFor, profileOf, sessionUserOf } from './user-account';
import { UserDirectory } from './user-directory';
import { UserSecurityStore } from './user-security.store';

/** authenticate (the login step under the spec's other path), refresh, the session user, logout. */
@Injectable()
export class SignInService {
  constructor(
    private readonly users: UserDirectory,
    private readonly login: LoginService,
    private readonly sessions: SessionService,
    private readonly tokens: TokenService,
    private readonly security: UserSecurityStore,
    private readonly settings: SecuritySettingsService,
    private readonly activity: SessionActivity,
    private readonly clock: Clock,
  ) {}

  /**
   * The login step itself (captcha, password and lock, refusal codes, second factor, first or
   * expired password): no token before the flow would give one. The session user comes along
   * only when the access token may read it.
   */
  async authenticate(body: AuthenticateBody): Promise<AuthenticateResult> {
    const response = await this.login.login(body);
    return { ...response, user: await this.sessionUserFor(response.accessToken) };
  }

  private async sessionUserFor(accessToken: string): Promise<SessionUser | null> {
    if (!accessToken) return null;
    const user = await this.tokens.verifyAccess(accessToken);
    return user.pwChange ? null : this.currentUser(user);
  }

  /** Rotates the refresh token and signs a new access token with the session's profile as it is now. */
  async refresh(refreshToken: string): Promise<TokenPair> {
    // the inactivity lock: a session idle over MAX_IDLE_SECONDS must unlock with the password
    const { session, next } = await this.sessions.rotate(refreshToken, 1, (s) => {
      if (idleLocked(this.activity, s, this.clock.now().getTime()))
        throw new DomainError('auth.sessionIdle');
    });
    this.activity.touch(session.familyId, this.clock.now().getTime());
    const state = await this.security.load(session.username);
    const account = state?.account;
    const profile = account && profileOf(account, session.profileId, session);
    if (!state || !account || !profile) {
      await this.sessions.revokeFamily(session.familyId, 'admin');
      throw new DomainError('auth.tokenInvalid');
    }
    const pending = passwordChangePending(
      state.security,
      await this.settings.forUser(account),
      this.clock.now(),
    );
    const accessToken = await this.tokens.signAccess(
      claimsFor(account, profile, {
        familyId: session.familyId,
        passwordChange: pending.first || pending.expired,
      }),
    );
    return { accessToken, refreshToken: next.token };
  }

  async currentUser(user: AuthUser): Promise<SessionUser> {
    const account = await this.users.find(user.sub);
    const profile =
      account && profileOf(account, user.pid, { clientId: user.cid, divisionId: user.did });
    if (!account || !profile) throw new DomainError('auth.tokenInvalid');
    return sessionUserOf(account, profile);
  }

  async logout(user: AuthUser): Promise<void> {
    await this.sessions.revokeFamily(user.sid, 'logout');
  }
}
