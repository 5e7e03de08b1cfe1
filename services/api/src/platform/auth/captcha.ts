import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Injectable } from '@nestjs/common';

/** The port: is this captcha token good for this action? */
export abstract class CaptchaVerifier {
  abstract verify(token: string | undefined, action: string): Promise<boolean>;
}

export const CHALLENGE_TTL_S = 120;

/**
 * The embedded verifier: GET /api/captcha/challenge hands out `<exp>.<nonce>.<hmac>` signed with a
 * key of this node; a token verifies once, before it expires. Nothing third-party is contacted.
 */
@Injectable()
export class EmbeddedCaptcha extends CaptchaVerifier {
  private readonly used = new Map<string, number>();

  constructor(
    private readonly key: Uint8Array,
    private readonly nowMs: () => number,
  ) {
    super();
  }

  challenge(): string {
    const exp = Math.floor(this.nowMs() / 1000) + CHALLENGE_TTL_S;
    const body = `${exp}.${randomBytes(16).toString('base64url')}`;
    return `${body}.${this.sign(body)}`;
  }

  verify(token: string | undefined, _action: string): Promise<boolean> {
    return Promise.resolve(this.accepts(token));
  }

  /** A well-formed token, signed here, not expired and not used before (its nonce is spent now). */
  private accepts(token: string | undefined): boolean {
    const signed = this.signedParts(token);
    if (!signed) return false;
    const now = Math.floor(this.nowMs() / 1000);
    const exp = Number(signed.expiry);
    if (exp < now) return false;
    this.forgetExpired(now);
    if (this.used.has(signed.nonce)) return false;
    this.used.set(signed.nonce, exp);
    return true;
  }

  /** The token's expiry and nonce when it is well formed and its signature is ours; else null. */
  private signedParts(token: string | undefined): { expiry: string; nonce: string } | null {
    if (!token || token.length > 200) return null;
    const m = /^(\d{1,12})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/.exec(token);
    if (!m) return null;
    // the three groups are not optional: they are always there when the token matched
    const [, expiry = '', nonce = '', signature = ''] = m;
    const expected = Buffer.from(this.sign(`${expiry}.${nonce}`));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    return { expiry, nonce };
  }

  private sign(body: string): string {
    return createHmac('sha256', this.key).update(`captcha:${body}`).digest('base64url');
  }

  private forgetExpired(now: number): void {
    for (const [nonce, exp] of this.used) if (exp < now) this.used.delete(nonce);
  }
}

/** reCAPTCHA v3: asks Google's siteverify; needs RECAPTCHA_SECRET (selected only when it is set). */
export class RecaptchaVerifier extends CaptchaVerifier {
  constructor(
    private readonly secret: string,
    private readonly minScore: number,
  ) {
    super();
  }

  async verify(token: string | undefined, action: string): Promise<boolean> {
    if (!token) return false;
    try {
      const res = await fetch('https://www.google.com/recaptcha/api/siteverify', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ secret: this.secret, response: token }),
        signal: AbortSignal.timeout(5000),
      });
      const answer = (await res.json()) as { success?: boolean; score?: number; action?: string };
      return (
        answer.success === true && (answer.score ?? 0) >= this.minScore && answer.action === action
      );
    } catch {
      return false;
    }
  }
}
