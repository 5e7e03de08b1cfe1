import { SignJWT, decodeJwt, decodeProtectedHeader } from 'jose';
import { DomainError, type AccessClaims } from '@faena/contracts';
import { ConfigSchema, FixedClock } from '@faena/core';
import { RevokedSessions } from './revoked-sessions';
import { TokenService } from './token.service';

const key = new TextEncoder().encode('k'.repeat(48));
const config = ConfigSchema.parse({ ACCESS_TOKEN_TTL_S: '900' });
const claims: AccessClaims = {
  sub: 'APROBADOR',
  pid: 'PRF-APROBADOR',
  cid: 'MINERA-ANDINA',
  did: 'DIV-NORTE',
  coid: null,
  perms: ['request.decide'],
  ro: false,
  sid: 'fam-1',
};

function service(clock = new FixedClock(new Date('2026-03-02T08:00:00Z'))) {
  return { clock, tokens: new TokenService(config, key, clock, new RevokedSessions()) };
}
const code = async (p: Promise<unknown>) =>
  p.then(
    () => 'ok',
    (e: unknown) => (e instanceof DomainError ? e.code : String(e)),
  );

describe('access tokens', () => {
  it('carry HS256, issuer faena, audience faena-web, typ access, the claims and a 900 s expiry', async () => {
    const { tokens } = service();
    const jwt = await tokens.signAccess(claims);
    expect(decodeProtectedHeader(jwt).alg).toBe('HS256');
    const payload = decodeJwt(jwt);
    expect(payload).toMatchObject({ ...claims, iss: 'faena', aud: 'faena-web', typ: 'access' });
    expect(payload.exp! - payload.iat!).toBe(900);
    await expect(tokens.verifyAccess(jwt)).resolves.toEqual(claims);
  });

  it('expire after the time to live', async () => {
    const { tokens, clock } = service();
    const jwt = await tokens.signAccess(claims);
    clock.advance(901_000);
    expect(await code(tokens.verifyAccess(jwt))).toBe('auth.tokenInvalid');
  });

  it('are refused when signed with another key, another algorithm or without typ access', async () => {
    const { tokens } = service();
    const now = Math.floor(new Date('2026-03-02T08:00:00Z').getTime() / 1000);
    const build = (payload: Record<string, unknown>) =>
      new SignJWT(payload)
        .setIssuer('faena')
        .setAudience('faena-web')
        .setIssuedAt(now)
        .setExpirationTime(now + 60)
        .setSubject('X');
    const otherKey = await build({ ...claims, typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('z'.repeat(48)));
    const hs512 = await build({ ...claims, typ: 'access' })
      .setProtectedHeader({ alg: 'HS512' })
      .sign(key);
    const refreshTyp = await build({ ...claims, typ: 'refresh' })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(key);
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify({ ...claims, typ: 'access' })).toString('base64url')}.`;
    for (const jwt of [otherKey, hs512, refreshTyp, unsigned, 'garbage'])
      expect(await code(tokens.verifyAccess(jwt))).toBe('auth.tokenInvalid');
  });

  it('stop working on this node once their session family is revoked', async () => {
    const { tokens } = service();
    const jwt = await tokens.signAccess(claims);
    tokens.revokeFamily('fam-1');
    expect(await code(tokens.verifyAccess(jwt))).toBe('auth.tokenInvalid');
  });
  describe('verified before', () => {
    const signatureChecks = () =>
      jest.spyOn(
        TokenService.prototype as unknown as { verifySignature: (t: string) => Promise<unknown> },
        'verifySignature',
      );

    afterEach(() => jest.restoreAllMocks());

    it('answer from memory (one signature check), a copy each time', async () => {
      const { tokens } = service();
      const jwt = await tokens.signAccess(claims);
      const checks = signatureChecks();
      const first = await tokens.verifyAccess(jwt);
      first.sub = 'changed by a caller';
      await expect(tokens.verifyAccess(jwt)).resolves.toEqual(claims);
      await expect(tokens.verifyAccess(jwt)).resolves.toEqual(claims);
      expect(checks).toHaveBeenCalledTimes(1);
    });

    it('still expire, and still stop once their family is revoked', async () => {
      const { tokens, clock } = service();
      const jwt = await tokens.signAccess(claims);
      const other = await tokens.signAccess({ ...claims, sid: 'fam-2' });
      await tokens.verifyAccess(jwt);
      await tokens.verifyAccess(other);
      tokens.revokeFamily('fam-2');
      expect(await code(tokens.verifyAccess(other))).toBe('auth.tokenInvalid');
      await expect(tokens.verifyAccess(jwt)).resolves.toEqual(claims);
      clock.advance(901_000);
      expect(await code(tokens.verifyAccess(jwt))).toBe('auth.tokenInvalid');
    });

    it('do not vouch for a tampered copy', async () => {
      const { tokens } = service();
      const jwt = await tokens.signAccess(claims);
      await tokens.verifyAccess(jwt);
      const [header, payload, signature] = jwt.split('.') as [string, string, string];
      const forged = Buffer.from(
        JSON.stringify({ ...decodeJwt(jwt), perms: ['user.manage'] }),
      ).toString('base64url');
      expect(await code(tokens.verifyAccess(`${header}.${forged}.${signature}`))).toBe(
        'auth.tokenInvalid',
      );
      expect(payload).not.toBe(forged);
    });
  });
});
