import { Injectable } from '@nestjs/common';

/**
 * Session families revoked by this node (logout, reuse detection), remembered until their last
 * access token has expired, so a revoked session's access token stops working here at once.
 * Other nodes accept it until it expires (ACCESS_TOKEN_TTL_S, short by design).
 */
@Injectable()
export class RevokedSessions {
  private readonly until = new Map<string, number>();

  revoke(familyId: string, untilEpochS: number): void {
    this.until.set(familyId, untilEpochS);
  }

  isRevoked(familyId: string, nowEpochS: number): boolean {
    const limit = this.until.get(familyId);
    if (limit === undefined) return false;
    if (limit < nowEpochS) {
      this.until.delete(familyId);
      return false;
    }
    return true;
  }
}
