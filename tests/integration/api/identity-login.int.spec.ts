import { FixedClock } from '@faena/core';
import { startTestApp, type TestApp } from '@faena/test-kit';

type Tokens = { accessToken: string; refreshToken: string };
type Failure = { status: number; code: string; message: string; minutos: number };
type Mail = { to: string; subject: string; body: string; kind: string };

/** The complete sign-in flow (spec/shell.md §4, §7, §8): every login code, two-factor, profile sign-in. */
describe('identity: login flow', () => {
  const clock = new FixedClock(new Date('2026-03-02T11:00:00Z'));
  let app: TestApp;
  beforeAll(async () => {
    // this suite drives the lockout and the code burn themselves: the per-account sign-in limits,
    // which by default stop short of both (identity-rate-limits.int.spec.ts), are raised here
    app = await startTestApp({
      clock,
      config: { RATE_LIMIT_ACCOUNT_MAX: 50, RATE_LIMIT_CODE_MAX: 50, RATE_LIMIT_MAIL_MAX: 50 },
    });
  });
  afterAll(() => app.close());

  const captcha = async () =>
    ((await app.request.get('/api/captcha/challenge')).body as { result: { token: string } }).result
      .token;
  const login = async (username: string, password = 'Faena.2026') =>
    app.request
      .post('/api/usuario/login')
      .send({ username, password, tokenClient: await captcha(), urlPath: '/auth/login' });
  const mailbox = async (to: string) =>
    ((await app.request.get('/api/dev/mailbox').query({ to })).body as { result: Mail[] }).result;
  const codeIn = (mail: Mail) => /(\d{4})/.exec(mail.body)![1]!;
  const failure = (res: { status: number; body: unknown }, code: string, status: number) => {
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({
      code,
      minutos: expect.any(Number) as number,
      message: expect.any(String) as string,
    });
    return res.body as Failure;
  };

  describe('the first step', () => {
    it('answers the login response with tokens for a user without two-factor', async () => {
      const res = await login('aprobador');
      expect(res.status).toBe(200);
      const r = (res.body as { result: Record<string, unknown> }).result;
      expect(r).toMatchObject({
        cambiarClaveCaducada: 'N',
        dobleAutenticacion: 'N',
        flagTelefono: 'N',
        primeraClaveCambiada: 'S',
        nombreCompleto: 'Rosa Huamán Torres',
        contratista: false,
        rolAcreditacion: 'Aprobador SSOMA',
        minutosCaduca: 0,
        longitudClave: 8,
        nivelSeguridadClave: 'I',
        perfil: [
          {
            IdPerfil: 'PRF-APROBADOR',
            Perfil: 'Aprobador',
            IdUsuario: 'APROBADOR',
            NombreCompleto: 'Rosa Huamán Torres',
          },
        ],
        division: [
          {
            IdCliente: 'MINERA-ANDINA',
            IdDivision: 'DIV-NORTE',
            IdPerfil: 'PRF-APROBADOR',
            IdPais: 'PE',
          },
        ],
      });
      expect(String(r.accessToken).split('.')).toHaveLength(3);
    });

    it('refuses without a valid captcha token', async () => {
      const res = await app.request
        .post('/api/usuario/login')
        .send({ username: 'ADMIN', password: 'Faena.2026', tokenClient: 'forged' });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'auth.captchaInvalid' });
    });

    it.each([
      ['NADIE', '01', 401],
      ['SINPERFIL', '02', 403],
      ['SINDIVISION', '03', 403],
      ['SINCORREO', '05', 403],
      ['SINTELEFONO', '06', 403],
      ['INACTIVO', '10', 403],
      ['SINEMPRESA', '11', 403],
      ['EMPRESAVENCIDA', '12', 403],
    ])('%s → code %s', async (username, code, status) => {
      failure(await login(username), code, status);
    });

    it('appends the custom message to code 12, naming the company (domain spec §8)', async () => {
      const res = await login('EMPRESAVENCIDA');
      const custom =
        'Su usuario se encuentra vencido para poder acreditar a la empresa: EMP-VENCIDA';
      expect(res.body).toEqual({
        status: 403,
        code: '12',
        minutos: 0,
        message: `El usuario no tiene empresa vigente. ${custom}`,
        detalle: custom,
      });
    });

    it('answers 01, not 10, to a deactivated user with a wrong password (no probing)', async () => {
      failure(await login('INACTIVO', 'wrong'), '01', 401);
    });

    it('answers the status text in English when asked', async () => {
      const res = await app.request
        .post('/api/usuario/login')
        .query({ lang: 'en' })
        .send({ username: 'INACTIVO', password: 'Faena.2026', tokenClient: await captcha() });
      expect(res.body).toMatchObject({ code: '10', message: 'The user is deactivated.' });
    });

    it('locks the account after the configured attempts (04 with the unlock minutes), also for the right password', async () => {
      for (let i = 1; i <= 4; i += 1) failure(await login('CADUCA', 'wrong'), '01', 401);
      const fifth = failure(await login('CADUCA', 'wrong'), '04', 423);
      expect(fifth.minutos).toBe(15);
      expect(fifth.message).toContain('15 minutos');
      clock.advance(5 * 60 * 1000);
      expect(failure(await login('CADUCA'), '04', 423).minutos).toBe(10);
      const authenticate = await app.request
        .post('/api/usuario/authenticate')
        .send({ username: 'CADUCA', password: 'Faena.2026', tokenClient: await captcha() });
      expect(failure(authenticate, '04', 423).minutos).toBe(10);
      clock.advance(10 * 60 * 1000);
      expect((await login('CADUCA')).status).toBe(200);
    });
  });

  it('counts parallel wrong passwords one by one: four 01, then 04 from the fifth on', async () => {
    const tokens = await Promise.all(Array.from({ length: 8 }, () => captcha()));
    const answers = await Promise.all(
      tokens.map((tokenClient) =>
        app.request
          .post('/api/usuario/login')
          .send({ username: 'CONTRATISTA', password: 'wrong', tokenClient }),
      ),
    );
    const codes = answers.map((r) => (r.body as Failure).code).sort();
    console.log(`8 parallel wrong passwords answered: ${codes.join(',')}`);
    expect(codes).toEqual(['01', '01', '01', '01', '04', '04', '04', '04']);
    clock.advance(15 * 60 * 1000);
    expect((await login('CONTRATISTA')).status).toBe(200);
  });

  describe('two-factor by mail and the first password', () => {
    it('sends a code instead of tokens, burns it after 3 wrong guesses (09), resends, then confirms once', async () => {
      const first = await login('NUEVO');
      expect(first.status).toBe(200);
      expect((first.body as { result: Record<string, unknown> }).result).toMatchObject({
        accessToken: '',
        refreshToken: '',
        dobleAutenticacion: 'S',
        flagTelefono: 'N',
        primeraClaveCambiada: 'N',
      });
      const mail = (await mailbox('nuevo@mineraandina.pe'))[0]!;
      expect(mail.kind).toBe('two-factor');
      const code = codeIn(mail);
      const wrong = code === '0000' ? '1111' : '0000';
      const confirm = (codigo: string) =>
        app.request.post('/api/usuario/confirmcode').send({ username: 'nuevo', codigo });
      failure(await confirm(wrong), '08', 401);
      failure(await confirm(wrong), '08', 401);
      expect(failure(await confirm(wrong), '09', 423).minutos).toBe(15);
      failure(await confirm(code), '09', 423);
      clock.advance(16 * 60 * 1000);
      failure(await confirm(code), '08', 401); // burnt
      expect((await login('NUEVO')).status).toBe(200);
      const resend = await app.request.post('/api/usuario/resendcode').send({ username: 'NUEVO' });
      expect(resend.status).toBe(200);
      const [latest, previous] = await mailbox('nuevo@mineraandina.pe');
      if (codeIn(latest!) !== codeIn(previous!))
        failure(await confirm(codeIn(previous!)), '08', 401);
      expect((await confirm('12a4')).status).toBe(400);
      // only the last 4 digits count when more are sent
      const ok = await confirm(`9${codeIn(latest!)}`);
      expect(ok.status).toBe(200);
      const tokens = (ok.body as { result: Tokens }).result;
      failure(await confirm(codeIn(latest!)), '08', 401); // single use

      // first password pending: the token may only change the password
      const auth = `Bearer ${tokens.accessToken}`;
      expect(
        (
          await app.request
            .post('/api/AcreditacionSolicitud/registrar')
            .set('Authorization', auth)
            .send({})
        ).status,
      ).toBe(403);
      expect(
        (
          await app.request
            .post('/api/usuario/refreshTokenbyperfil')
            .set('Authorization', auth)
            .send({ idPerfil: 'PRF-SOLICITANTE', tokenClient: await captcha() })
        ).status,
      ).toBe(403);
      const crear = (Clave: string) =>
        app.request.post('/api/SeguridadusuarioClave/crear').set('Authorization', auth).send({
          IdCliente: 'MINERA-ANDINA',
          IdUsuario: 'NUEVO',
          Clave,
          IdUsuarioModificacion: 'NUEVO',
          IdTipoAplicacion: 'WEB',
        });
      const weak = await crear('abcdefgh');
      expect(weak.status).toBe(400);
      expect(weak.body).toMatchObject({
        issues: [
          { path: 'Clave', message: 'La contraseña debe tener al menos un número y una letra.' },
        ],
      });
      expect((await crear('short1')).body).toMatchObject({
        issues: [{ message: 'La longitud minima es de 8 caracteres' }],
      });
      expect((await crear('Faena.2026')).body).toMatchObject({ result: { id: 2 } }); // the previous one
      expect((await crear('Nueva2026x')).body).toMatchObject({ result: { id: 0 } });
      // the flow resets to credentials: the session is over
      expect(
        (
          await app.request
            .post('/api/usuario/refreshToken')
            .send({ refreshToken: tokens.refreshToken })
        ).status,
      ).toBe(401);
    });
  });

  it('says when the code goes by phone (flagTelefono S)', async () => {
    const res = await login('CELULAR');
    expect((res.body as { result: Record<string, unknown> }).result).toMatchObject({
      dobleAutenticacion: 'S',
      flagTelefono: 'S',
      accessToken: '',
    });
    expect((await mailbox('957000003'))[0]).toMatchObject({ kind: 'two-factor' });
  });

  it('counts parallel wrong guesses one by one: exactly two 08, then 09, and the code is burnt', async () => {
    const code = codeIn((await mailbox('957000003'))[0]!);
    const wrong = code === '0000' ? '1111' : '0000';
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        app.request.post('/api/usuario/confirmcode').send({ username: 'CELULAR', codigo: wrong }),
      ),
    );
    const codes = answers.map((r) => (r.body as Failure).code).sort();
    console.log(`10 parallel wrong guesses answered: ${codes.join(',')}`);
    expect(codes.filter((c) => c === '08')).toHaveLength(2);
    expect(codes.filter((c) => c === '09')).toHaveLength(8);
    clock.advance(16 * 60 * 1000);
    failure(
      await app.request
        .post('/api/usuario/confirmcode')
        .send({ username: 'CELULAR', codigo: code }),
      '08',
      401,
    );
  });

  describe('profile sign-in and switch', () => {
    it('gives a pair for the chosen profile and division and revokes the old family', async () => {
      const first = (await login('VARIOS')).body as {
        result: Tokens & { division: Array<Record<string, string>> };
      };
      expect(first.result.division.map((d) => `${d.IdPerfil}/${d.IdDivision}`)).toEqual([
        'PRF-APROBADOR/DIV-NORTE',
        'PRF-SOLICITANTE/DIV-SUR',
      ]);
      const pick = (token: string, body: Record<string, string>) =>
        app.request
          .post('/api/usuario/refreshTokenbyperfil')
          .set('Authorization', `Bearer ${token}`)
          .send(body);
      const res = await pick(first.result.accessToken, {
        idPerfil: 'PRF-SOLICITANTE',
        idCliente: 'MINERA-ANDINA',
        idDivision: 'DIV-SUR',
        tokenClient: await captcha(),
      });
      expect(res.status).toBe(200);
      const next = (res.body as { result: Tokens }).result;
      const me = await app.request
        .get('/api/usuario/getUserByToken')
        .set('Authorization', `Bearer ${next.accessToken}`);
      expect(me.body).toMatchObject({
        result: { profile: { profileId: 'PRF-SOLICITANTE', divisionId: 'DIV-SUR' } },
      });
      expect(
        (
          await app.request
            .post('/api/usuario/refreshToken')
            .send({ refreshToken: first.result.refreshToken })
        ).status,
      ).toBe(401);
      expect(
        (
          await pick(next.accessToken, {
            idPerfil: 'PRF-ADMINISTRADOR',
            tokenClient: await captcha(),
          })
        ).status,
      ).toBe(403);
      expect(
        (
          await pick(next.accessToken, {
            idPerfil: 'PRF-SOLICITANTE',
            idDivision: 'DIV-NORTE',
            tokenClient: await captcha(),
          })
        ).status,
      ).toBe(403);
    });
  });

  describe('inactivity', () => {
    it('refuses a refresh after 400 s idle, reports the idle time, and unlocks with the password', async () => {
      const tokens = (await login('SOLICITANTE')).body as { result: Tokens };
      const auth = `Bearer ${tokens.result.accessToken}`;
      const probe = async () =>
        (
          (
            await app.request
              .post('/api/usuario/validateMaxDowntime')
              .set('Authorization', auth)
              .send({})
          ).body as { result: { segundosRestantes: number; bloqueado: boolean } }
        ).result;
      expect(
        (
          await app.request
            .post('/api/usuario/validatelogin')
            .set('Authorization', auth)
            .send({ idAplicacion: 'AP02' })
        ).body,
      ).toMatchObject({ result: { valid: true, username: 'SOLICITANTE' } });
      clock.advance(100 * 1000);
      expect(await probe()).toMatchObject({ segundosRestantes: 300, bloqueado: false });
      clock.advance(301 * 1000);
      expect(await probe()).toMatchObject({ segundosRestantes: 0, bloqueado: true });
      const refused = await app.request
        .post('/api/usuario/refreshToken')
        .send({ refreshToken: tokens.result.refreshToken });
      expect(refused.status).toBe(401);
      expect(refused.body).toMatchObject({ code: 'auth.sessionIdle' });
      // the spec names the user username in the call's row and idUsuario in the unlock row: either is read
      const unlock = async (password: string, user: object = { username: 'SOLICITANTE' }) =>
        app.request
          .post('/api/usuario/refreshTokenPassword')
          .set('x-refresh-token', tokens.result.refreshToken)
          .send({
            ...user,
            password,
            idPerfil: 'PRF-SOLICITANTE',
            idAplicacion: 'AP02',
            idTipoAplicacion: 'WEB',
            tokenClient: await captcha(),
          });
      failure(await unlock('wrong'), '01', 401);
      const ok = await unlock('Faena.2026', { idUsuario: 'solicitante' });
      expect(ok.status).toBe(200);
      expect((ok.body as { result: Tokens }).result.accessToken.split('.')).toHaveLength(3);
    });

    it('never locks the wall screen (MONITOR)', async () => {
      const tokens = (await login('MONITOR')).body as { result: Tokens };
      clock.advance(600 * 1000);
      expect(
        (
          await app.request
            .post('/api/usuario/refreshToken')
            .send({ refreshToken: tokens.result.refreshToken })
        ).status,
      ).toBe(200);
    });
  });
});
