import { API } from '@faena/contracts';
import { captchaToken, startTestApp, type TestApp } from '@faena/test-kit';
import { UserSecurityStore } from '../../../services/api/src/identity/user-security.store';

type Mail = { to: string; subject: string; body: string; kind: string };
type Answer = { status: number; headers: Record<string, string | undefined>; body: unknown };

const ADDRESS_MAX = 4;
const ACCOUNT_MAX = 3;

/**
 * The sign-in rate limits: per client address over every sign-in call, per account per bucket,
 * counted before the password is checked. The app believes X-Forwarded-For from the loopback
 * proxy (TRUST_PROXY), so each case calls from its own documentation address (203.0.113.x).
 */
describe('identity: sign-in rate limits', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({
      config: {
        TRUST_PROXY: ['127.0.0.1'],
        RATE_LIMIT_ADDRESS_MAX: ADDRESS_MAX,
        RATE_LIMIT_ACCOUNT_MAX: ACCOUNT_MAX,
        RATE_LIMIT_CODE_MAX: 2,
        RATE_LIMIT_MAIL_MAX: 3,
      },
    });
  });
  afterAll(() => app.close());

  let nextAddress = 1;
  const newAddress = () => `203.0.113.${nextAddress++}`;
  const mailbox = async (to: string) =>
    ((await app.request.get('/api/dev/mailbox').query({ to })).body as { result: Mail[] }).result;
  const login = async (from: string, username: string, password: string) =>
    app.request
      .post(API.login.path)
      .set('X-Forwarded-For', from)
      .send({ username, password, tokenClient: await captchaToken(app.request) });
  const expectTooMany = (res: Answer, lang: 'es' | 'en' = 'es', windowS = 900) => {
    expect(res.status).toBe(429);
    expect(res.headers['content-type']).toContain('application/problem+json');
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(windowS);
    const message =
      lang === 'es'
        ? 'Demasiados intentos. Vuelva a intentarlo más tarde.'
        : 'Too many attempts. Try again later.';
    expect(res.body).toEqual({
      status: 429,
      code: 'auth.tooManyAttempts',
      title: 'Too Many Requests',
      message,
    });
  };

  describe('per account', () => {
    it('refuses the attempt after the limit before checking the password: a flood never reaches the lockout', async () => {
      // five wrong passwords lock ADMIN (NumeroIntentos 5); three come from three addresses
      for (const from of [newAddress(), newAddress(), newAddress()])
        expect((await login(from, 'ADMIN', 'wrong')).body).toMatchObject({ code: '01' });
      // the right password, from yet another address, is not even checked
      expectTooMany(await login(newAddress(), 'ADMIN', 'Faena.2026'));
      const flood = await Promise.all(
        Array.from({ length: 10 }, () => login(newAddress(), 'admin', 'wrong')),
      );
      for (const res of flood) expectTooMany(res);
      const { security } = (await app.app.get(UserSecurityStore).load('ADMIN'))!;
      expect(security).toMatchObject({ failedAttempts: ACCOUNT_MAX, lockedUntil: null });
    });

    it('shares the password budget between login, authenticate and unlock; other accounts go on', async () => {
      const from = newAddress();
      const authenticate = async (username: string) =>
        app.request
          .post(API.authenticate.path)
          .set('X-Forwarded-For', from)
          .send({ username, password: 'wrong', tokenClient: await captchaToken(app.request) });
      expect((await login(from, 'AUDITOR', 'wrong')).status).toBe(401);
      expect((await authenticate('auditor')).status).toBe(401);
      const unlock = await app.request
        .post(API.unlock.path)
        .set('X-Forwarded-For', newAddress())
        .send({
          idUsuario: ' Auditor ',
          password: 'wrong',
          tokenClient: await captchaToken(app.request),
        });
      expect(unlock.status).toBe(401);
      expectTooMany(
        await app.request
          .post(API.unlock.path)
          .set('X-Forwarded-For', newAddress())
          .query({ lang: 'en' })
          .send({ username: 'AUDITOR', password: 'Faena.2026' }),
        'en',
      );
      expect((await login(newAddress(), 'APROBADOR', 'Faena.2026')).status).toBe(200);
    });

    it('stops code guesses below the three that burn the code and lock the account', async () => {
      expect((await login(newAddress(), 'CELULAR', 'Faena.2026')).body).toMatchObject({
        result: { dobleAutenticacion: 'S' },
      });
      const code = /(\d{4})/.exec((await mailbox('957000003'))[0]!.body)![1]!;
      const wrong = code === '0000' ? '1111' : '0000';
      const confirm = (codigo: string) =>
        app.request
          .post(API.confirmCode.path)
          .set('X-Forwarded-For', newAddress())
          .send({ username: 'CELULAR', codigo });
      expect((await confirm(wrong)).body).toMatchObject({ code: '08' });
      expect((await confirm(wrong)).body).toMatchObject({ code: '08' });
      expectTooMany(await confirm(wrong));
      const { security } = (await app.app.get(UserSecurityStore).load('CELULAR'))!;
      expect(security).toMatchObject({ lockedUntil: null, code: { guesses: 2, used: false } });
    });

    it('sends at most three recovery mails per e-mail an hour, forgot-password and recuperarClave together', async () => {
      const forgot = () =>
        app.request
          .post(API.forgotPassword.path)
          .set('X-Forwarded-For', newAddress())
          .send({ email: 'Varios@MineraAndina.pe' });
      expect((await forgot()).status).toBe(200);
      expect((await forgot()).status).toBe(200);
      const recover = () =>
        app.request
          .put(API.recoverPassword.path)
          .set('X-Forwarded-For', newAddress())
          .send({ IdUsuario: 'VARIOS', Correo: 'varios@mineraandina.pe' });
      expect((await recover()).status).toBe(200);
      expectTooMany(await forgot(), 'es', 3600);
      expectTooMany(await recover(), 'es', 3600);
      expect(
        (await mailbox('varios@mineraandina.pe')).filter((m) => m.kind === 'password-recovery'),
      ).toHaveLength(3);
    });
  });

  describe('per client address', () => {
    const calls: Array<[string, (from: string, i: number) => Promise<Answer>]> = [
      ['login', async (from, i) => login(from, `NADIE${i}`, 'x')],
      [
        'authenticate',
        async (from, i) =>
          app.request
            .post(API.authenticate.path)
            .set('X-Forwarded-For', from)
            .send({ username: `NADIE${i}`, password: 'x' }),
      ],
      [
        'unlock',
        async (from, i) =>
          app.request
            .post(API.unlock.path)
            .set('X-Forwarded-For', from)
            .send({ username: `NADIE${i}`, password: 'x' }),
      ],
      [
        'confirmcode',
        async (from, i) =>
          app.request
            .post(API.confirmCode.path)
            .set('X-Forwarded-For', from)
            .send({ username: `NADIE${i}`, codigo: '1234' }),
      ],
      [
        'resendcode',
        async (from, i) =>
          app.request
            .post(API.resendCode.path)
            .set('X-Forwarded-For', from)
            .send({ username: `NADIE${i}` }),
      ],
      [
        'forgot-password',
        async (from, i) =>
          app.request
            .post(API.forgotPassword.path)
            .set('X-Forwarded-For', from)
            .send({ email: `nadie${i}@ejemplo.pe` }),
      ],
      [
        'recuperarClave',
        async (from, i) =>
          app.request
            .put(API.recoverPassword.path)
            .set('X-Forwarded-For', from)
            .send({ IdUsuario: `NADIE${i}`, Correo: `nadie${i}@ejemplo.pe` }),
      ],
      [
        'register',
        async (from, i) =>
          app.request
            .post(API.register.path)
            .set('X-Forwarded-For', from)
            .send({ username: `NADIE${i}` }),
      ],
    ];

    it.each(calls)(
      'limits %s whatever the account, and only for that address',
      async (_name, call) => {
        const from = newAddress();
        for (let i = 0; i < ADDRESS_MAX; i += 1) expect((await call(from, i)).status).not.toBe(429);
        expectTooMany(await call(from, ADDRESS_MAX));
        expect((await call(newAddress(), ADDRESS_MAX)).status).not.toBe(429);
      },
    );

    it('counts every sign-in call of an address together', async () => {
      const from = newAddress();
      const byName = new Map(calls);
      for (let i = 0; i < ADDRESS_MAX; i += 1)
        await byName.get(i % 2 ? 'login' : 'confirmcode')!(from, 100 + i);
      expectTooMany(
        await app.request
          .post(API.resendCode.path)
          .set('X-Forwarded-For', from)
          .send({ username: 'SOLICITANTE' }),
      );
    });
  });
});

describe('identity: sign-in rate limits keep bounded memory', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({
      seed: false,
      config: { RATE_LIMIT_CACHE: 3, RATE_LIMIT_ACCOUNT_MAX: 1 },
    });
  });
  afterAll(() => app.close());

  it('remembers at most RATE_LIMIT_CACHE accounts: the least recently seen is forgotten', async () => {
    const attempt = (username: string) =>
      app.request.post(API.authenticate.path).send({ username, password: 'x' });
    expect((await attempt('UNO')).status).toBe(400); // no captcha: refused, but counted
    expect((await attempt('UNO')).status).toBe(429);
    for (const username of ['DOS', 'TRES', 'CUATRO'])
      expect((await attempt(username)).status).toBe(400);
    expect((await attempt('UNO')).status).toBe(400); // its count was dropped to keep three
  });
});
