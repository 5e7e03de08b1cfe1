import { Outbox, FixedClock } from '@faena/core';
import { API, TOKEN_HEADER, decodeTokenHeader, type RecreatedTokens } from '@faena/contracts';
import { startTestApp, type TestApp } from '@faena/test-kit';
import { UserSecurityStore } from '../../../services/api/src/identity/user-security.store';

type Tokens = { accessToken: string; refreshToken: string };

/** The shell's calls (spec/shell.md §4, §7, §8): register, validateMaxDowntime, codes 00/07, the recreated-token header, the manual. */
describe('identity: shell calls', () => {
  const clock = new FixedClock(new Date('2026-03-02T11:00:00Z'));
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ clock, config: { ACCESS_TOKEN_TTL_S: 60 } });
  });
  afterAll(() => app.close());
  afterEach(() => jest.restoreAllMocks());

  const captcha = async () =>
    ((await app.request.get(API.captchaChallenge.path)).body as { result: { token: string } })
      .result.token;
  const login = async (username: string, password = 'Faena.2026') =>
    app.request.post(API.login.path).send({ username, password, tokenClient: await captcha() });
  const tokensOf = async (username: string): Promise<Tokens> => {
    const res = await login(username);
    expect(res.status).toBe(200);
    return (res.body as { result: Tokens }).result;
  };
  const whoAmI = (t: Tokens) =>
    app.request
      .get(API.getUserByToken.path)
      .set('Authorization', `Bearer ${t.accessToken}`)
      .set('x-refresh-token', t.refreshToken);
  const header = (res: { headers: Record<string, string | undefined> }): RecreatedTokens | null =>
    decodeTokenHeader(res.headers[TOKEN_HEADER]);

  describe('POST api/auth/register', () => {
    const body = async (over: Record<string, unknown> = {}) => ({
      username: 'nuevo.tecnico',
      nombre: 'Iris',
      apellido: 'Salas',
      correo: 'iris.salas@contratista.pe',
      telefono: '987654321',
      empresa: 'Montajes SAC',
      tokenClient: await captcha(),
      ...over,
    });

    it('records a pending request (202, PENDIENTE) that grants no access', async () => {
      const res = await app.request.post(API.register.path).send(await body());
      expect(res.status).toBe(202);
      expect(res.body).toEqual({
        result: { estado: 'PENDIENTE', message: expect.stringContaining('solicitud') as string },
      });
      const events = await app.app.get(UserSecurityStore).load('NUEVO.TECNICO');
      expect(events).toBeNull(); // no user exists: the request is not an account
      const signIn = await login('nuevo.tecnico', 'anything-at-all');
      expect(signIn.status).toBe(401);
      expect(signIn.body).toMatchObject({ code: '01' });
    });

    it('answers the same for a username or e-mail that already exists (no probing)', async () => {
      const taken = await app.request
        .post(API.register.path)
        .set('Accept-Language', 'en')
        .send(await body({ username: 'ADMIN' }));
      const fresh = await app.request
        .post(API.register.path)
        .set('Accept-Language', 'en')
        .send(await body({ username: 'OTRO.TECNICO', correo: 'otro@contratista.pe' }));
      expect(taken.status).toBe(202);
      expect(taken.body).toEqual(fresh.body);
      expect((taken.body as { result: { message: string } }).result.message).toContain(
        'registration request',
      );
    });

    it('validates the body with field paths', async () => {
      const res = await app.request
        .post(API.register.path)
        .send(await body({ correo: 'not-a-mail', telefono: '98x', username: 'a b' }));
      expect(res.status).toBe(400);
      const paths = ((res.body as { issues?: { path: string }[] }).issues ?? [])
        .map((i) => i.path)
        .sort();
      expect(paths).toEqual(['correo', 'telefono', 'username']);
    });

    it('needs a valid captcha token', async () => {
      const res = await app.request
        .post(API.register.path)
        .send(await body({ tokenClient: 'forged' }));
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'auth.captchaInvalid' });
    });
  });

  describe('POST /api/usuario/validateMaxDowntime', () => {
    it('answers the idle seconds left before the lock, and is not itself activity', async () => {
      const t = await tokensOf('SOLICITANTE');
      expect((await whoAmI(t)).status).toBe(200);
      clock.advance(30_000);
      const probe = () =>
        app.request
          .post(API.validateMaxDowntime.path)
          .set('Authorization', `Bearer ${t.accessToken}`)
          .send({ urlPath: '/dashboard' });
      const first = await probe();
      expect(first.status).toBe(200);
      expect(first.body).toEqual({
        result: {
          maxSegundos: 400,
          segundosInactivo: 30,
          segundosRestantes: 370,
          bloqueado: false,
        },
      });
      clock.advance(10_000);
      expect((await probe()).body).toMatchObject({ result: { segundosInactivo: 40 } });
    });

    it('refuses a caller without a token', async () => {
      expect((await app.request.post(API.validateMaxDowntime.path).send({})).status).toBe(401);
    });
  });

  describe('login codes 00 and 07', () => {
    it('answers 07 when the two-factor code cannot be sent', async () => {
      jest.spyOn(app.app.get(Outbox), 'send').mockRejectedValueOnce(new Error('smtp down'));
      const res = await login('NUEVO');
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ code: '07', message: 'Ocurrió un error.', minutos: 0 });
    });

    it('answers 00 when the server fails unexpectedly during a login step', async () => {
      jest
        .spyOn(app.app.get(UserSecurityStore), 'load')
        .mockRejectedValueOnce(new Error('disk gone'));
      const res = await login('ADMIN');
      expect(res.status).toBe(500);
      expect(res.body).toMatchObject({ code: '00', message: 'Error en el servidor.', minutos: 0 });
      const en = await app.request
        .post(API.login.path)
        .set('Accept-Language', 'en')
        .send({ username: 'ADMIN', password: 'x', tokenClient: await captcha() });
      expect(en.body).toMatchObject({ code: '01' }); // the next call is normal again
    });
  });

  describe('the recreated token pair header', () => {
    it('an expired access token with its refresh token → 401 + retry with a rotated pair that works', async () => {
      const t = await tokensOf('SOLICITANTE');
      clock.advance(90_000); // past the 60 s access lifetime, well under the 400 s lock
      const res = await whoAmI(t);
      expect(res.status).toBe(401);
      const h = header(res);
      expect(h).toMatchObject({ action: 'retry' });
      if (h?.action !== 'retry') throw new Error('no pair');
      expect(h.refreshToken).not.toBe(t.refreshToken);
      expect((await whoAmI(h)).status).toBe(200);
      // the old refresh token is spent: presenting it to /refreshToken is reuse and revokes the family
      const reuse = await app.request
        .post(API.refreshToken.path)
        .send({ refreshToken: t.refreshToken });
      expect(reuse.status).toBe(401);
      expect((await whoAmI(h)).status).toBe(401);
    });

    it('calls sent together with the same expired pair all get the same new pair (no false reuse)', async () => {
      const t = await tokensOf('APROBADOR');
      clock.advance(90_000);
      const answers = await Promise.all([whoAmI(t), whoAmI(t), whoAmI(t)]);
      const pairs = answers.map(header);
      console.log(
        'concurrent recreate answers:',
        answers.map((a) => a.status),
        pairs.map((p) => p?.action),
      );
      expect(
        new Set(pairs.map((p) => (p?.action === 'retry' ? p.refreshToken : 'none'))).size,
      ).toBe(1);
      const p = pairs[0];
      if (p?.action !== 'retry') throw new Error('no pair');
      expect((await whoAmI(p)).status).toBe(200);
    });

    it('a session idle past 400 s gets lock, and its refresh token is not renewed', async () => {
      const t = await tokensOf('ADMIN');
      clock.advance(450_000);
      const res = await whoAmI(t);
      expect(res.status).toBe(401);
      expect(header(res)).toEqual({ action: 'lock' });
    });

    it('no header for a live token, a refresh token of another family, or a forged token', async () => {
      const a = await tokensOf('AUDITOR');
      const b = await tokensOf('SOLICITANTE');
      expect(header(await whoAmI(a))).toBeNull();
      clock.advance(90_000);
      expect(
        header(await whoAmI({ accessToken: a.accessToken, refreshToken: b.refreshToken })),
      ).toBeNull();
      const [h, , s] = a.accessToken.split('.');
      const forged = await whoAmI({
        accessToken: `${h}.${Buffer.from('{"sub":"ADMIN","exp":1}').toString('base64url')}.${s}`,
        refreshToken: a.refreshToken,
      });
      expect(forged.status).toBe(401);
      expect(header(forged)).toBeNull();
    });
  });

  describe('GET /api/archivo/{hash}', () => {
    it('answers the Spanish and English user manuals as base64 PDFs to a signed-in user', async () => {
      const t = await tokensOf('SOLICITANTE');
      for (const key of ['manual-usuario-es', 'manual-usuario-en']) {
        const res = await app.request
          .get(API.downloadFile.path.replace(':hash', key))
          .set('Authorization', `Bearer ${t.accessToken}`);
        expect(res.status).toBe(200);
        const file = (
          res.body as { result: { fileName: string; fileType: string; fileBase64: string } }
        ).result;
        expect(file.fileType).toBe('application/pdf');
        expect(Buffer.from(file.fileBase64, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
      }
      const other = await app.request
        .get(API.downloadFile.path.replace(':hash', 'etc-passwd'))
        .set('Authorization', `Bearer ${t.accessToken}`);
      expect(other.status).toBe(404);
      expect(
        (await app.request.get(API.downloadFile.path.replace(':hash', 'manual-usuario-es'))).status,
      ).toBe(401);
    });
  });
});
