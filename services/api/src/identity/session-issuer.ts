import { Injectable } from '@nestjs/common';
import type { ProfileGrant, TokenPair } from '@faena/contracts';
import { TokenService } from '../platform/auth/token.service';
import { SessionService } from './session.service';
import { claimsFor, type UserAccount } from './user-account';

/** Profiles of the wall screen: read-only and never locked for inactivity. */
export const WALL_SCREEN_PROFILES: readonly string[] = ['PRF-MONITOR'];
export const neverLocked = (profileId: string) => WALL_SCREEN_PROFILES.includes(profileId);

/**
 * Starts a session family for a profile and signs its access token. A session whose password
 * must change first (`restricted`) can only change the password and log out (see claimsFor).
 */
@Injectable()
export class SessionIssuer {
  constructor(
    private readonly sessions: SessionService,
    private readonly tokens: TokenService,
  ) {}

  async issue(
    account: UserAccount,
    profile: ProfileGrant,
    options: { restricted: boolean; replaces?: string },
  ): Promise<TokenPair> {
    const refresh = await this.sessions.start(account, profile.profileId, {
      clientId: profile.clientId,
      divisionId: profile.divisionId,
    });
    const accessToken = await this.tokens.signAccess(
      claimsFor(account, profile, {
        familyId: refresh.familyId,
        passwordChange: options.restricted,
      }),
    );
    if (options.replaces && options.replaces !== refresh.familyId)
      await this.sessions.revokeFamily(options.replaces, 'logout');
    return { accessToken, refreshToken: refresh.token };
  }
}
