import { Injectable } from '@nestjs/common';
import { DomainError, type AuthenticateBody, type LoginResult, type SessionUser, type TokenPair } from '@faena/contracts';
import type { AuthUser } from '../platform/auth/auth-user';
import { TokenService } from '../platform/auth/token.service';
import { LoginError } from './login-error';
import { usableProfiles } from './login-rules';
import { LoginService } from './login.service';
import { SessionService } from './session.service';
import { claimsFor, profileOf, sessionUserOf } from './user-account';
import { UserDirectory } from './user-directory';
import { Clock } from '@faena/core';
import { SessionActivity } from '../platform/auth/session-activity';
import { passwordChangePending } from './login-response';
import { SecuritySettingsService } from './security-settings.service';
import { idleLocked } from './session-idle';
import { UserSecurityStore } from './user-security.store';

/**
 * The minimal sign-in: username + password → access and refresh tokens with the first profile.
 * Wrong username and wrong password answer the same, after the same scrypt work.
 */
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

  async authenticate(body: Pick<AuthenticateBody, 'username' | 'password'>): Promise<LoginResult> {
    // the same attempt counting and lock as the full login; answered in this call's own vocabulary
    const { state, setting } = await this.login.checkPassword(body.username, body.password).catch((err: unknown) => {
      if (!(err instanceof LoginError)) throw err;
      if (err.refusal.code === '04' || err.refusal.code === '09') throw new DomainError('auth.locked');
      throw new DomainError(err.refusal.code === '10' ? 'auth.forbidden' : 'auth.invalidCredentials');
    });
    const account = state.account;
    const profile = usableProfiles(account.profiles)[0];
    if (!profile) throw new DomainError('auth.forbidden');
    const refresh = await this.sessions.start(account, profile.profileId, { clientId: profile.clientId, divisionId: profile.divisionId });
    const pending = passwordChangePending(state.security, setting, this.clock.now());
    const accessToken = await this.tokens.signAccess(claimsFor(account, profile, refresh.familyId, pending.first || pending.expired));
    return { accessToken, refreshToken: refresh.token, user: sessionUserOf(account, profile) };
  }

  /** Rotates the refresh token and signs a new access token with the session's profile as it is now. */
  async refresh(refreshToken: string): Promise<TokenPair> {
    // the inactivity lock: a session idle over MAX_IDLE_SECONDS must unlock with the password
    const { session, next } = await this.sessions.rotate(refreshToken, 1, (s) => {
      if (idleLocked(this.activity, s, this.clock.now().getTime())) throw new DomainError('auth.sessionIdle');
    });
    this.activity.touch(session.familyId, this.clock.now().getTime());
    const state = await this.security.load(session.username);
    const account = state?.account;
    const profile = account && profileOf(account, session.profileId, session);
    if (!state || !account || !profile) {
      await this.sessions.revokeFamily(session.familyId, 'admin');
      throw new DomainError('auth.tokenInvalid');
    }
    const pending = passwordChangePending(state.security, await this.settings.forUser(account), this.clock.now());
    const accessToken = await this.tokens.signAccess(claimsFor(account, profile, session.familyId, pending.first || pending.expired));
    return { accessToken, refreshToken: next.token };
  }

  async currentUser(user: AuthUser): Promise<SessionUser> {
    const account = await this.users.find(user.sub);
    const profile = account && profileOf(account, user.pid, { clientId: user.cid, divisionId: user.did });
    if (!account || !profile) throw new DomainError('auth.tokenInvalid');
    return sessionUserOf(account, profile);
  }

  async logout(user: AuthUser): Promise<void> {
    await this.sessions.revokeFamily(user.sid, 'logout');
  }
}
