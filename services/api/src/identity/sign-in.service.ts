import { Injectable } from '@nestjs/common';
import { DomainError, type AuthenticateBody, type LoginResult, type SessionUser, type TokenPair } from '@faena/contracts';
import type { AuthUser } from '../platform/auth/auth-user';
import { TokenService } from '../platform/auth/token.service';
import { PasswordHasher } from './password-hasher';
import { SessionService } from './session.service';
import { claimsFor, profileOf, sessionUserOf } from './user-account';
import { UserDirectory } from './user-directory';

/**
 * The minimal sign-in: username + password → access and refresh tokens with the first profile.
 * Wrong username and wrong password answer the same, after the same scrypt work.
 */
@Injectable()
export class SignInService {
  constructor(
    private readonly users: UserDirectory,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionService,
    private readonly tokens: TokenService,
  ) {}

  async authenticate(body: Pick<AuthenticateBody, 'username' | 'password'>): Promise<LoginResult> {
    const account = await this.users.find(body.username);
    const valid = account ? await this.hasher.verify(body.password, account.passwordHash) : await this.hasher.verifyNobody(body.password);
    if (!account || !valid) throw new DomainError('auth.invalidCredentials');
    const profile = profileOf(account);
    if (!profile) throw new DomainError('auth.forbidden');
    const refresh = await this.sessions.start(account, profile.profileId, { clientId: profile.clientId, divisionId: profile.divisionId });
    const accessToken = await this.tokens.signAccess(claimsFor(account, profile, refresh.familyId));
    return { accessToken, refreshToken: refresh.token, user: sessionUserOf(account, profile) };
  }

  /** Rotates the refresh token and signs a new access token with the session's profile as it is now. */
  async refresh(refreshToken: string): Promise<TokenPair> {
    const { session, next } = await this.sessions.rotate(refreshToken);
    const account = await this.users.find(session.username);
    const profile = account && profileOf(account, session.profileId);
    if (!account || !profile) {
      await this.sessions.revokeFamily(session.familyId, 'admin');
      throw new DomainError('auth.tokenInvalid');
    }
    const accessToken = await this.tokens.signAccess(claimsFor(account, profile, session.familyId));
    return { accessToken, refreshToken: next.token };
  }

  async currentUser(user: AuthUser): Promise<SessionUser> {
    const account = await this.users.find(user.sub);
    const profile = account && profileOf(account, user.pid);
    if (!account || !profile) throw new DomainError('auth.tokenInvalid');
    return sessionUserOf(account, profile);
  }

  async logout(user: AuthUser): Promise<void> {
    await this.sessions.revokeFamily(user.sid, 'logout');
  }
}
