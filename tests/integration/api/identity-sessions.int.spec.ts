import { FixedClock } from '@faena/core';
import { captchaToken, startTestApp, type TestApp } from '@faena/test-kit';

type Tokens = { accessToken: string; refreshToken: string };

/** Refresh-token rotation, reuse detection, concurrent refresh, logout and expiry. */
describe('identity: sessions', () => {
  const clock = new FixedClock(new Date('2026-03-02T11:00:00Z'));
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ clock });
  });
  afterAll(() => app.close());

  async function signIn(username = 'SOLICITANTE'): Promise<Tokens> {
    const res = await app.request
      .post('/api/usuario/authenticate')
      .send({ username, password: 'Faena.2026', tokenClient: await captchaToken(app.request) });
    expect(res.status).toBe(200);
    return (res.body as { result: Tokens }).result;
  }
  const refresh = (refreshToken: string) =>
    app.request.post('/api/usuario/refreshToken').send({ refreshToken });
  const me = (accessToken: string) =>
    app.request.get('/api/usuario/getUserByToken').set('Authorization', `Bearer ${accessToken}`);

  describe('when a refresh token is used once', () => {
    it('rotates it: a new pair comes back and the new access token works', async () => {
      const first = await signIn();
      const res = await refresh(first.refreshToken);
      expect(res.status).toBe(200);
      const next = (res.body as { result: Tokens }).result;
      expect(next.refreshToken).not.toBe(first.refreshToken);
      expect(next.refreshToken.split('.')[0]).toBe(first.refreshToken.split('.')[0]);
      expect((await me(next.accessToken)).status).toBe(200);
      expect((await refresh(next.refreshToken)).status).toBe(200);
    });
  });

  describe('when an older token of the family comes back', () => {
    it('answers auth.refreshReused and revokes the whole family', async () => {
      const first = await signIn();
      const second = (await refresh(first.refreshToken)).body as { result: Tokens };
      const reused = await refresh(first.refreshToken);
      expect(reused.status).toBe(401);
      expect(reused.body).toMatchObject({ code: 'auth.refreshReused' });
      const afterRevocation = await refresh(second.result.refreshToken);
      expect(afterRevocation.status).toBe(401);
      expect(afterRevocation.body).toMatchObject({ code: 'auth.tokenInvalid' });
      expect((await me(second.result.accessToken)).status).toBe(401);
    });
  });

  describe('when two refreshes race with the same token', () => {
    it('lets one win and treats the other as reuse', async () => {
      const first = await signIn();
      const answers = await Promise.all([refresh(first.refreshToken), refresh(first.refreshToken)]);
      const statuses = answers
        .map((r) => `${r.status}:${(r.body as { code?: string }).code ?? 'ok'}`)
        .sort();
      process.stdout.write(`concurrent refresh answers: ${statuses.join(', ')}\n`);
      expect(statuses).toEqual(['200:ok', '401:auth.refreshReused']);
      const winner = answers.find((r) => r.status === 200)!.body as { result: Tokens };
      expect((await refresh(winner.result.refreshToken)).status).toBe(401);
    });
  });

  describe('when the user logs out', () => {
    it('revokes the session: its refresh token and access token stop working', async () => {
      const tokens = await signIn('AUDITOR');
      const res = await app.request
        .post('/api/SeguridadusuarioClaveAcceso/expiretoken')
        .set('Authorization', `Bearer ${tokens.accessToken}`)
        .send({});
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ result: true });
      expect((await refresh(tokens.refreshToken)).status).toBe(401);
      expect((await me(tokens.accessToken)).status).toBe(401);
    });

    it("takes the spec's empty body, also when the call says it is JSON", async () => {
      const tokens = await signIn('AUDITOR');
      const res = await app.request
        .post('/api/SeguridadusuarioClaveAcceso/expiretoken')
        .set('Authorization', `Bearer ${tokens.accessToken}`)
        .set('Content-Type', 'application/json')
        .send('');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ result: true });
      expect((await refresh(tokens.refreshToken)).status).toBe(401);
    });
  });

  describe('when tokens get old', () => {
    it('refuses a malformed or unknown refresh token', async () => {
      expect((await refresh('short')).status).toBe(400);
      expect((await refresh('x'.repeat(20))).body).toMatchObject({
        status: 401,
        code: 'auth.tokenInvalid',
      });
      const unknown = await refresh(`00000000-0000-4000-8000-000000000000.${'A'.repeat(43)}`);
      expect(unknown.status).toBe(401);
      expect(unknown.body).toMatchObject({ code: 'auth.tokenInvalid' });
    });

    it('expires the access token after ACCESS_TOKEN_TTL_S and the refresh token after REFRESH_TOKEN_TTL_S', async () => {
      const tokens = await signIn('MONITOR');
      clock.advance((app.config.ACCESS_TOKEN_TTL_S + 1) * 1000);
      const expired = await me(tokens.accessToken);
      expect(expired.status).toBe(401);
      expect(expired.body).toMatchObject({ code: 'auth.tokenInvalid' });
      const renewed = await refresh(tokens.refreshToken);
      expect(renewed.status).toBe(200);
      clock.advance((app.config.REFRESH_TOKEN_TTL_S + 1) * 1000);
      expect((await refresh((renewed.body as { result: Tokens }).result.refreshToken)).status).toBe(
        401,
      );
    });
  });
});
