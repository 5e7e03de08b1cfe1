import { Injectable } from '@nestjs/common';

/** Where a revocation was decided: on this node, or on another one (heard over the notice bus). */
export type RevocationOrigin = 'here' | 'elsewhere';
export type RevocationListener = (
  familyId: string,
  untilEpochS: number,
  origin: RevocationOrigin,
) => void;

/**
 * Session families revoked (logout, reuse detection, profile switch, unlock), remembered until
 * their last access token has expired, so a revoked session's access token stops working at once.
 * Listeners hear every revocation: the realtime gateway disconnects the family's sockets, and the
 * revocation relay tells the other api nodes about the ones decided here.
 */
@Injectable()
export class RevokedSessions {
  private readonly until = new Map<string, number>();
  private readonly listeners = new Set<RevocationListener>();

  revoke(familyId: string, untilEpochS: number, origin: RevocationOrigin = 'here'): void {
    this.until.set(familyId, Math.max(untilEpochS, this.until.get(familyId) ?? 0));
    for (const listener of [...this.listeners]) listener(familyId, untilEpochS, origin);
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

  /** Calls `listener` on every revocation from now on; answers the function that stops it. */
  onRevoke(listener: RevocationListener): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }
}
