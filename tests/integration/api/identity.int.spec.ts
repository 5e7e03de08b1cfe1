import { statSync } from 'node:fs';
import { join } from 'node:path';
import { captchaToken, startTestApp, type TestApp } from '@faena/test-kit';

/** Sign-in, the auth guard and the session user (the demo users of the seed). */
describe('identity: sign-in', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  const signIn = async (username: unknown, password: unknown) =>
    app.request.post('/api/usuario/authenticate').send({
      username,
      password,
      idAplicacion: 'AP02',
      idTipoAplicacion: 'WEB',
      tokenClient: await captchaToken(app.request),
    });

  describe('with the right password', () => {
    it('answers access and refresh tokens and the user with the first profile', async () => {
      const res = await signIn('APROBADOR', 'Faena.2026');
      expect(res.status).toBe(200);
      const { result } = res.body as {
        result: {
          accessToken: string;
          refreshToken: string;
          user: Record<string, unknown> & { profile: Record<string, unknown> };
        };
      };
      expect(result.accessToken.split('.')).toHaveLength(3);
      expect(result.refreshToken).toMatch(/^[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}$/);
      expect(result.user).toMatchObject({
        username: 'APROBADOR',
        nombreCompleto: 'Rosa Huamán Torres',
        pic: null,
      });
      expect(result.user.profile).toMatchObject({
        profileId: 'PRF-APROBADOR',
        clientId: 'MINERA-ANDINA',
        accreditationRole: 'Aprobador SSOMA',
        characteristics: ['CPAAUT'],
      });
      expect(JSON.stringify(result)).not.toContain('scrypt');
    });

    it('upper-cases the username', async () => {
      const res = await signIn('  solicitante ', 'Faena.2026');
      expect(res.status).toBe(200);
      expect((res.body as { result: { user: { username: string } } }).result.user.username).toBe(
        'SOLICITANTE',
      );
    });

    it('signs in every demo user with the demo password', async () => {
      for (const username of [
        'ADMIN',
        'APROBADOR',
        'SOLICITANTE',
        'CONTRATISTA',
        'AUDITOR',
        'MONITOR',
      ]) {
        expect((await signIn(username, 'Faena.2026')).status).toBe(200);
      }
    });
  });

  describe('with wrong credentials', () => {
    it("answers the login step's 401 code 01, the same for a wrong password and an unknown user", async () => {
      const wrongPassword = await signIn('ADMIN', 'faena.2026');
      const unknownUser = await signIn('NADIE', 'Faena.2026');
      for (const res of [wrongPassword, unknownUser]) {
        expect(res.status).toBe(401);
        expect(res.headers['content-type']).toContain('application/problem+json');
        expect(res.body).toEqual({
          status: 401,
          code: '01',
          message: expect.any(String) as string,
          minutos: 0,
        });
      }
      expect(wrongPassword.body).toEqual(unknownUser.body);
    });

    it('answers 400 with field paths when username or password is missing', async () => {
      const res = await app.request
        .post('/api/usuario/authenticate')
        .query({ lang: 'en' })
        .send({ username: '' });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        code: 'request.invalid',
        message: 'The data sent is not valid.',
      });
      const paths = (
        res.body as { issues: Array<{ path: string; message: string; text: string }> }
      ).issues.map((i) => [i.path, i.message, i.text]);
      expect(paths).toEqual(
        expect.arrayContaining([
          ['username', 'common:requiredField', 'Required field'],
          ['password', 'common:requiredField', 'Required field'],
        ]),
      );
    });
  });

  describe('the guard', () => {
    it('answers 401 auth.required without a token and auth.tokenInvalid with a bad one', async () => {
      const none = await app.request.get('/api/usuario/getUserByToken');
      expect(none.status).toBe(401);
      expect(none.body).toMatchObject({ code: 'auth.required' });
      const bad = await app.request
        .get('/api/usuario/getUserByToken')
        .set('Authorization', 'Bearer not.a.token');
      expect(bad.status).toBe(401);
      expect(bad.body).toMatchObject({ code: 'auth.tokenInvalid' });
      const forged = (await app.tokenFor('MONITOR')).replace(/\.[^.]+$/, '.AAAA');
      expect(
        (
          await app.request
            .get('/api/usuario/getUserByToken')
            .set('Authorization', `Bearer ${forged}`)
        ).status,
      ).toBe(401);
    });

    it('answers 403 auth.forbidden when the profile lacks the permission', async () => {
      const res = await app.request
        .post('/api/admin/projections/rebuild')
        .set('Authorization', `Bearer ${await app.tokenFor('MONITOR')}`)
        .send({ name: 'clients.v1' });
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ status: 403, code: 'auth.forbidden' });
    });

    it('lets a valid token read the session user', async () => {
      const res = await app.request
        .get('/api/usuario/getUserByToken')
        .set('Authorization', `Bearer ${await app.tokenFor('CONTRATISTA')}`);
      expect(res.status).toBe(200);
      expect((res.body as { result: unknown }).result).toMatchObject({
        username: 'CONTRATISTA',
        profile: {
          contractor: true,
          companyId: 'EMP-SERMISUR',
          permissions: [
            'request.submit',
            'transport.reserve',
            'catalog.read',
            'requirements.submit',
          ],
        },
        profiles: [{ profileId: 'PRF-CONTRATISTA', clientName: 'Minera Andina' }],
      });
    });
  });

  describe('secrets', () => {
    it('keeps the generated JWT and admin secrets in DATA_DIR with mode 0600', () => {
      for (const file of ['jwt.secret', 'admin.secret']) {
        expect(statSync(join(app.dataDir, file)).mode & 0o777).toBe(0o600);
      }
    });
  });
});
