import { Inject, Injectable } from '@nestjs/common';
import { SignJWT, jwtVerify } from 'jose';
import { z } from 'zod';
import { DomainError, PERMISSIONS, type AccessClaims } from '@faena/contracts';
import { type AppConfig, Clock } from '@faena/core';
import { InjectConfig } from '../storage/tokens';
import type { AuthUser } from './auth-user';
import { RevokedSessions } from './revoked-sessions';

export const JWT_KEY = 'faena:JwtKey';
export const JWT_ISSUER = 'faena';
export const JWT_AUDIENCE = 'faena-web';
const ALGORITHM = 'HS256';

const AccessPayloadSchema = z.object({
  typ: z.literal('access'),
  sub: z.string().min(1),
  pid: z.string(),
  cid: z.string(),
  did: z.string(),
  coid: z.string().nullable(),
  perms: z.array(z.enum(PERMISSIONS)),
  ro: z.boolean(),
  sid: z.string().min(1),
  exp: z.number(),
});

/**
 * Signs and verifies access tokens: HS256 only, issuer 'faena', audience 'faena-web', typ claim
 * 'access', expiry ACCESS_TOKEN_TTL_S. Time comes from the Clock (so tests can move it).
 * The same verifier serves the HTTP guard and the socket handshake.
 */
@Injectable()
export class TokenService {
  constructor(
    @InjectConfig() private readonly config: AppConfig,
    @Inject(JWT_KEY) private readonly key: Uint8Array,
    private readonly clock: Clock,
    private readonly revoked: RevokedSessions,
  ) {}

  get accessTtlSeconds(): number {
    return this.config.ACCESS_TOKEN_TTL_S;
  }

  async signAccess(claims: AccessClaims): Promise<string> {
    const now = this.nowSeconds();
    return new SignJWT({ ...claims, typ: 'access' })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setIssuer(JWT_ISSUER)
      .setAudience(JWT_AUDIENCE)
      .setSubject(claims.sub)
      .setIssuedAt(now)
      .setExpirationTime(now + this.config.ACCESS_TOKEN_TTL_S)
      .sign(this.key);
  }

  /** The caller of a valid access token; DomainError('auth.tokenInvalid') otherwise. */
  async verifyAccess(token: string): Promise<AuthUser> {
    const payload = await this.verifySignature(token);
    const parsed = AccessPayloadSchema.safeParse(payload);
    if (!parsed.success) throw new DomainError('auth.tokenInvalid');
    if (this.revoked.isRevoked(parsed.data.sid, this.nowSeconds())) throw new DomainError('auth.tokenInvalid');
    const { typ: _typ, exp: _exp, ...claims } = parsed.data;
    return claims;
  }

  /** Remembers a revoked session family until its last access token expires. */
  revokeFamily(familyId: string): void {
    this.revoked.revoke(familyId, this.nowSeconds() + this.config.ACCESS_TOKEN_TTL_S);
  }

  private async verifySignature(token: string): Promise<unknown> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: [ALGORITHM],
        issuer: JWT_ISSUER,
        audience: JWT_AUDIENCE,
        currentDate: this.clock.now(),
        requiredClaims: ['exp', 'sub'],
      });
      return payload;
    } catch {
      throw new DomainError('auth.tokenInvalid');
    }
  }

  private nowSeconds(): number {
    return Math.floor(this.clock.now().getTime() / 1000);
  }
}
