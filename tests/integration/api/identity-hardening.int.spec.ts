import { io } from 'socket.io-client';
import { FixedClock } from '@faena/core';
import { API } from '@faena/contracts';
import { startTestApp, type TestApp } from '@faena/test-kit';

type Issue = { path: string; message: string; text: string };
type Mail = { to: string; subject: string; body: string; kind: string };
type Tokens = { accessToken: string; refreshToken: string };

/** Issue 15 (hardening) of the sign-in security: each case failed before its fix. */
describe('identity: sign-in hardening', () => {
  const clock = new FixedClock(new Date('2026-03-02T11:00:00Z'));
  let app: TestApp;
  beforeAll(async () => {
    // the restricted-session cases sign NUEVO in more often than the per-account limit allows in a
    // window (the limits have their own spec: identity-rate-limits.int.spec.ts)
    app = await startTestApp({
      clock,
      config: { RATE_LIMIT_ACCOUNT_MAX: 100, RATE_LIMIT_CODE_MAX: 100 },
    });
  });
  afterAll(() => app.close());

  const captcha = async () =>
    ((await app.request.get(API.captchaChallenge.path)).body as { result: { token: string } })
      .result.token;
  const login = async (username: string, password = 'Faena.2026') =>
    app.request.post(API.login.path).send({ username, password, tokenClient: await captcha() });
  const mailbox = async (to: string) =>
    ((await app.request.get('/api/dev/mailbox').query({ to })).body as { result: Mail[] }).result;

  describe('POST /api/usuario/authenticate: the login step itself', () => {
    const authenticate = async (username: string, password = 'Faena.2026', tokenClient?: string) =>
      app.request.post(API.authenticate.path).send({
        username,
        password,
        idAplicacion: 'AP02',
        idTipoAplicacion: 'WEB',
        tokenClient: tokenClient ?? (await captcha()),
      });

    it('gives no token before the second factor: the code goes by phone and confirmcode gives the pair', async () => {
      const res = await authenticate('CELULAR');
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        result: {
          accessToken: '',
          refreshToken: '',
          dobleAutenticacion: 'S',
          flagTelefono: 'S',
          user: null,
        },
      });
      const codigo = /(\d{4})/.exec((await mailbox('957000003'))[0]!.body)![1]!;
      const confirmed = await app.request
        .post(API.confirmCode.path)
        .send({ username: 'CELULAR', codigo });
      expect((confirmed.body as { result: Tokens }).result.accessToken.split('.')).toHaveLength(3);
    });

    it('needs the captcha, as the login step does', async () => {
      const res = await authenticate('APROBADOR', 'Faena.2026', 'forged');
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'auth.captchaInvalid' });
    });

    it.each([
      [['NADIE', 'Faena.2026'], '01', 401],
      [['APROBADOR', 'wrong'], '01', 401],
      [['SINPERFIL', 'Faena.2026'], '02', 403],
      [['INACTIVO', 'Faena.2026'], '10', 403],
      [['SINTELEFONO', 'Faena.2026'], '06', 403],
    ] as const)(
      'answers the login refusal codes: %j (user, password) → %s',
      async ([username, password], code, status) => {
        const res = await authenticate(username, password);
        expect(res.status).toBe(status);
        expect(res.body).toMatchObject({
          status,
          code,
          minutos: 0,
          message: expect.any(String) as string,
        });
      },
    );

    it('gives an expired password a pair for the change only, and no session user', async () => {
      clock.advance(31 * 86_400_000);
      try {
        const res = await authenticate('CADUCA');
        const result = (
          res.body as { result: Tokens & { cambiarClaveCaducada: string; user: unknown } }
        ).result;
        expect(result).toMatchObject({ cambiarClaveCaducada: 'S', user: null });
        const me = await app.request
          .get(API.getUserByToken.path)
          .set('Authorization', `Bearer ${result.accessToken}`);
        expect(me.body).toMatchObject({ code: 'auth.passwordChangeRequired' });
      } finally {
        clock.advance(-31 * 86_400_000);
      }
    });

    it('gives the pair and the session user when nothing is pending', async () => {
      const res = await authenticate('aprobador');
      expect(res.body).toMatchObject({
        result: {
          dobleAutenticacion: 'N',
          primeraClaveCambiada: 'S',
          user: { username: 'APROBADOR', profile: { profileId: 'PRF-APROBADOR' } },
        },
      });
    });
  });

  describe('a session whose password must change first', () => {
    const codeIn = (mail: Mail) => /(\d{4})/.exec(mail.body)![1]!;
    const restrictedSession = async (): Promise<Tokens> => {
      expect((await login('NUEVO')).body).toMatchObject({
        result: { dobleAutenticacion: 'S', primeraClaveCambiada: 'N', accessToken: '' },
      });
      const codigo = codeIn((await mailbox('nuevo@mineraandina.pe'))[0]!);
      return (
        (await app.request.post(API.confirmCode.path).send({ username: 'NUEVO', codigo })).body as {
          result: Tokens;
        }
      ).result;
    };

    it('reaches only the password change and the logout', async () => {
      const { accessToken } = await restrictedSession();
      const auth = `Bearer ${accessToken}`;
      const refused = [
        app.request.get(API.getUserByToken.path).set('Authorization', auth),
        app.request
          .post(API.validateLogin.path)
          .set('Authorization', auth)
          .send({ idAplicacion: 'AP02' }),
        app.request.post(API.validateMaxDowntime.path).set('Authorization', auth).send({}),
        app.request
          .get(API.menusByProfile.path)
          .set('Authorization', auth)
          .query({ IdCliente: 'MINERA-ANDINA', IdPerfil: 'PRF-SOLICITANTE', IdUsuario: 'NUEVO' }),
        app.request
          .put(API.getLoginUser.path)
          .set('Authorization', auth)
          .send({ IdUsuario: 'NUEVO' }),
        app.request
          .get(API.profileCharacteristics.path)
          .set('Authorization', auth)
          .query({ IdCliente: 'MINERA-ANDINA', IdPerfil: 'PRF-SOLICITANTE' }),
      ];
      for (const res of await Promise.all(refused)) {
        expect(res.status).toBe(403);
        expect(res.body).toMatchObject({
          code: 'auth.passwordChangeRequired',
          message: 'Debe cambiar su contraseña antes de continuar.',
        });
      }
      const crear = (Clave: string) =>
        app.request
          .post(API.createPassword.path)
          .set('Authorization', auth)
          .send({ IdCliente: 'MINERA-ANDINA', IdUsuario: 'NUEVO', Clave, IdTipoAplicacion: 'WEB' });
      expect((await crear('abcdefgh')).body).toMatchObject({ issues: [{ path: 'Clave' }] }); // the change itself answered
      expect(
        (await app.request.post(API.logout.path).set('Authorization', auth).send({})).body,
      ).toEqual({ result: true });
      expect((await crear('Nueva2026x')).status).toBe(401); // logged out
    });

    it('opens no socket: the handshake refuses its token', async () => {
      const { accessToken } = await restrictedSession();
      const socket = io(app.url, {
        path: '/socket.io',
        transports: ['websocket'],
        auth: { token: accessToken },
        reconnection: false,
        forceNew: true,
      });
      const outcome = await new Promise<string>((resolve) => {
        socket.once('connect', () => resolve('connected'));
        socket.once('connect_error', (err) => resolve(err.message));
      });
      socket.close();
      expect(outcome).toBe('auth.passwordChangeRequired');
    });

    it('keeps the restriction through a refresh, until the password is changed', async () => {
      const first = await restrictedSession();
      const next = (
        (await app.request.post(API.refreshToken.path).send({ refreshToken: first.refreshToken }))
          .body as { result: Tokens }
      ).result;
      const me = await app.request
        .get(API.getUserByToken.path)
        .set('Authorization', `Bearer ${next.accessToken}`);
      expect(me.status).toBe(403);
      const crear = await app.request
        .post(API.createPassword.path)
        .set('Authorization', `Bearer ${next.accessToken}`)
        .send({
          IdCliente: 'MINERA-ANDINA',
          IdUsuario: 'NUEVO',
          Clave: 'Nueva2026x',
          IdTipoAplicacion: 'WEB',
        });
      expect(crear.body).toMatchObject({ result: { id: 0 } });
      const after = (
        (await login('NUEVO', 'Nueva2026x')).body as { result: { primeraClaveCambiada: string } }
      ).result;
      expect(after.primeraClaveCambiada).toBe('S');
    });
  });

  describe('POST validateMaxDowntime', () => {
    it('reports the idle time the refresh enforces: 410 s after sign-in it is locked', async () => {
      const { accessToken, refreshToken } = (
        (await login('SOLICITANTE')).body as { result: Tokens }
      ).result;
      const probe = async () =>
        (
          (
            await app.request
              .post(API.validateMaxDowntime.path)
              .set('Authorization', `Bearer ${accessToken}`)
              .send({})
          ).body as { result: unknown }
        ).result;
      clock.advance(410_000);
      try {
        expect(await probe()).toEqual({
          maxSegundos: 400,
          segundosInactivo: 410,
          segundosRestantes: 0,
          bloqueado: true,
        });
        const refresh = await app.request.post(API.refreshToken.path).send({ refreshToken });
        expect(refresh.status).toBe(401);
        expect(refresh.body).toMatchObject({ code: 'auth.sessionIdle' });
      } finally {
        clock.advance(-410_000);
      }
    });

    it('counts from the last call, and a refresh is activity', async () => {
      const { accessToken, refreshToken } = (
        (await login('SOLICITANTE')).body as { result: Tokens }
      ).result;
      clock.advance(100_000);
      try {
        const next = (
          (await app.request.post(API.refreshToken.path).send({ refreshToken })).body as {
            result: Tokens;
          }
        ).result;
        clock.advance(50_000);
        const probe = await app.request
          .post(API.validateMaxDowntime.path)
          .set('Authorization', `Bearer ${next.accessToken}`)
          .send({});
        expect(probe.body).toEqual({
          result: {
            maxSegundos: 400,
            segundosInactivo: 50,
            segundosRestantes: 350,
            bloqueado: false,
          },
        });
        expect(accessToken).not.toBe(next.accessToken);
      } finally {
        clock.advance(-150_000);
      }
    });
  });

  describe('the recovery mail', () => {
    it('puts the temporary password alone on its own line, so the whole line copied signs in', async () => {
      expect(
        (await app.request.post(API.forgotPassword.path).send({ email: 'varios@mineraandina.pe' }))
          .status,
      ).toBe(200);
      const mail = (await mailbox('varios@mineraandina.pe'))[0]!;
      expect(mail).toMatchObject({
        kind: 'password-recovery',
        subject: 'Faena: recuperación de contraseña',
      });
      const alone = mail.body.split('\n').filter((line) => /^\S+$/.test(line));
      expect(alone).toHaveLength(1);
      const line = alone[0]!;
      expect(line).not.toMatch(/[.,;:]$/);
      const signIn = await login('VARIOS', line);
      expect(signIn.status).toBe(200);
      expect(signIn.body).toMatchObject({ result: { primeraClaveCambiada: 'N' } });
    });

    it('is written in the language of the request', async () => {
      await app.request
        .put(API.recoverPassword.path)
        .set('Accept-Language', 'en')
        .send({ IdUsuario: 'CAMPAMENTO', Correo: 'campamento@mineraandina.pe' });
      const mail = (await mailbox('campamento@mineraandina.pe'))[0]!;
      expect(mail.subject).toBe('Faena: password recovery');
      expect(mail.body).toContain('User: CAMPAMENTO');
      expect(mail.body).toContain('valid for 24 hours');
    });
  });

  describe('the maintenance screen (PUT SeguridadusuarioLogin/actualizar)', () => {
    it('answers the length message, not the required one, to a 51-character password, and changes nothing', async () => {
      const auth = `Bearer ${await app.tokenFor('AUDITOR')}`;
      const update = async (Clave: string, lang = 'es') =>
        app.request
          .put(API.updateLoginPassword.path)
          .query({ lang })
          .set('Authorization', auth)
          .send({
            IdCliente: 'MINERA-ANDINA',
            IdUsuario: 'AUDITOR',
            Clave,
            IdTipoAplicacion: 'WEB',
            tokenClient: await captcha(),
          });
      const es = await update(`Abc1${'x'.repeat(47)}`);
      expect(es.status).toBe(400);
      expect((es.body as { issues: Issue[] }).issues).toEqual([
        {
          path: 'Clave',
          message: 'PASSWORDMAXLENGTH:50',
          text: 'La contraseña admite como máximo 50 caracteres.',
        },
      ]);
      const en = await update('y'.repeat(51), 'en');
      expect((en.body as { issues: Issue[] }).issues).toEqual([
        {
          path: 'Clave',
          message: 'PASSWORDMAXLENGTH:50',
          text: 'The password allows at most 50 characters.',
        },
      ]);
      // the required message stays for an empty one
      expect(((await update('')).body as { issues: Issue[] }).issues).toEqual([
        { path: 'Clave', message: 'PASSWORDREQUIRED', text: 'La contraseña es obligatoria.' },
      ]);
      const confirm = (claveUsuario: string) =>
        app.request
          .put(API.confirmPassword.path)
          .set('Authorization', auth)
          .send({ IdUsuario: 'AUDITOR', claveUsuario });
      expect((await confirm('Faena.2026')).body).toEqual({ result: { resulado: true } });
      // the current-password popup: the same messages
      expect(((await confirm('z'.repeat(51))).body as { issues: Issue[] }).issues).toEqual([
        {
          path: 'claveUsuario',
          message: 'PASSWORDMAXLENGTH:50',
          text: 'La contraseña admite como máximo 50 caracteres.',
        },
      ]);
      expect(((await confirm('')).body as { issues: Issue[] }).issues).toEqual([
        {
          path: 'claveUsuario',
          message: 'PASSWORDREQUIRED',
          text: 'La contraseña es obligatoria.',
        },
      ]);
    });
  });
});
