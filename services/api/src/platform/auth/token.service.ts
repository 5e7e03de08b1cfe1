import { webcrypto } from 'node:crypto';
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
/** Verified access tokens remembered until they expire (each a few hundred bytes). */
const VERIFIED_TOKENS = 10_000;

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
  pwChange: z.boolean().optional(),
  exp: z.number(),
});

/**
 * Signs and verifies access tokens: HS256 only, issuer 'faena', audience 'faena-web', typ claim
 * 'access', expiry ACCESS_TOKEN_TTL_S. Time comes from the Clock (so tests can move it).
 * The same verifier serves the HTTP guard and the socket handshake.
 */
@Injectable()
export class TokenService {
  /** the HMAC key imported once (jose imports a Uint8Array again on every call) */
  private cryptoKey: Promise<webcrypto.CryptoKey> | null = null;
  /** token → its claims and expiry: a token seen before skips the signature check until it expires */
  private readonly verified = new Map<string, { user: AuthUser; exp: number }>();

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
      .sign(await this.hmacKey());
  }

  /**
   * The caller of a valid access token; DomainError('auth.tokenInvalid') otherwise. A token verified
   * before answers from memory until its expiry; revocation is checked on every call.
   */
  async verifyAccess(token: string): Promise<AuthUser> {
    const now = this.nowSeconds();
    const known = this.verified.get(token);
    const checked = known && known.exp > now ? known : await this.verifyNew(token, now);
    if (this.revoked.isRevoked(checked.user.sid, now)) throw new DomainError('auth.tokenInvalid');
    return { ...checked.user };
  }

  private async verifyNew(token: string, now: number): Promise<{ user: AuthUser; exp: number }> {
    this.verified.delete(token);
    const payload = await this.verifySignature(token);
    const parsed = AccessPayloadSchema.safeParse(payload);
    if (!parsed.success) throw new DomainError('auth.tokenInvalid');
    const { typ: _typ, exp, ...user } = parsed.data;
    if (this.verified.size >= VERIFIED_TOKENS) this.dropExpired(now);
    this.verified.set(token, { user, exp });
    return { user, exp };
  }

  /** Forgets expired tokens; when all are alive, the oldest half (the map keeps insertion order). */
  private dropExpired(now: number): void {
    for (const [token, { exp }] of this.verified) if (exp <= now) this.verified.delete(token);
    if (this.verified.size < VERIFIED_TOKENS) return;
    let drop = this.verified.size / 2;
    for (const token of this.verified.keys()) {
      if (drop <= 0) break;
      this.verified.delete(token);
      drop -= 1;
    }
  }

  private hmacKey(): Promise<webcrypto.CryptoKey> {
    this.cryptoKey ??= webcrypto.subtle.importKey(
      'raw',
      this.key,
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
    return this.cryptoKey;
  }

  /**
   * The claims of an access token that is genuine but EXPIRED (signature, issuer, audience and
   * typ checked; expired at most a refresh-token lifetime ago; its family not revoked); null for
   * anything else. Used only to recreate a token pair together with the family's refresh token.
   */
  async verifyExpired(token: string): Promise<AuthUser | null> {
    let payload: unknown;
    try {
      ({ payload } = await jwtVerify(token, this.key, {
        algorithms: [ALGORITHM],
        issuer: JWT_ISSUER,
        audience: JWT_AUDIENCE,
        currentDate: this.clock.now(),
        clockTolerance: this.config.REFRESH_TOKEN_TTL_S,
        requiredClaims: ['exp', 'sub'],
      }));
    } catch {
      return null;
    }
    const parsed = AccessPayloadSchema.safeParse(payload);
    const now = this.nowSeconds();
    if (!parsed.success || parsed.data.exp > now || this.revoked.isRevoked(parsed.data.sid, now))
      return null;
    const { typ: _typ, exp: _exp, ...claims } = parsed.data;
    return claims;
  }

  /** Remembers a revoked session family until its last access token expires (and tells the listeners). */
  revokeFamily(familyId: string): void {
    this.revoked.revoke(familyId, this.nowSeconds() + this.config.ACCESS_TOKEN_TTL_S);
  }

  /** Whether a session family is revoked now. */
  isRevoked(familyId: string): boolean {
    return this.revoked.isRevoked(familyId, this.nowSeconds());
  }

  private async verifySignature(token: string): Promise<unknown> {
    try {
      const { payload } = await jwtVerify(token, await this.hmacKey(), {
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
