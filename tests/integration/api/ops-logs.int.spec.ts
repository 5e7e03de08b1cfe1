import { Writable } from 'node:stream';
import { API } from '@faena/contracts';
import { captchaToken, startTestApp, type TestApp } from '@faena/test-kit';
import { createLogger } from '../../../services/api/src/platform/logging/app-logger';

type Line = Record<string, unknown>;

/** The app's log as LOG_FORMAT=json writes it, captured line by line. */
function captured(): { stream: Writable; lines: Line[] } {
  const lines: Line[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const text of chunk.toString().split('\n'))
        if (text.trim() !== '') lines.push(JSON.parse(text) as Line);
      done();
    },
  });
  return { stream, lines };
}

/**
 * Structured logs: one access line per request (request id, user, route, status, time in ms) and
 * each security event (failed sign-in, lockout, refresh-token reuse, 403) as its own line with a
 * stable `event`. The request id is taken from x-request-id or generated, and answered.
 */
describe('ops: access lines and security events', () => {
  const log = captured();
  let app: TestApp;
  let password: string;
  beforeAll(async () => {
    // production without ADMIN_PASSWORD: ADMIN's generated password is to be changed, so its token has no permission (403s);
    // the account limit is raised so that the lockout case reaches the lock (the limits have their own spec)
    app = await startTestApp({
      seed: false,
      config: { NODE_ENV: 'production', RATE_LIMIT_ACCOUNT_MAX: 100 },
      logger: createLogger({ LOG_LEVEL: 'log', LOG_FORMAT: 'json' }, log.stream),
    });
    password = app.admin!.generatedPassword!;
  });
  afterAll(() => app.close());

  const signIn = async (username: string, pass: string, requestId?: string) => {
    const call = app.request
      .post(API.authenticate.path)
      .send({ username, password: pass, tokenClient: await captchaToken(app.request) });
    return requestId ? call.set('x-request-id', requestId) : call;
  };
  const linesOf = (reqId: string) => log.lines.filter((l) => l.reqId === reqId);
  const eventLine = (event: string) => log.lines.find((l) => l.event === event);

  it('answers the given x-request-id and writes the access line with it', async () => {
    const res = await signIn('ADMIN', password, 'edge-7f3a.1');
    expect(res.status).toBe(200);
    expect(res.headers['x-request-id']).toBe('edge-7f3a.1');
    expect(linesOf('edge-7f3a.1')).toEqual([
      expect.objectContaining({
        level: 30,
        event: 'http.access',
        reqId: 'edge-7f3a.1',
        user: null,
        method: 'POST',
        route: API.authenticate.path,
        status: 200,
        ms: expect.any(Number) as number,
        msg: `POST ${API.authenticate.path} 200`,
      }),
    ]);
  });

  it('generates a request id when none (or an unusable one) is given', async () => {
    const res = await app.request.get('/health').set('x-request-id', 'bad id with spaces');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(linesOf(String(res.headers['x-request-id']))).toEqual([
      expect.objectContaining({ event: 'http.access', route: '/health', status: 200 }),
    ]);
  });

  it('writes a failed sign-in as its own line, with the username named', async () => {
    const res = await signIn('admin', 'not-the-password', 'failed-1');
    expect(res.status).toBe(401);
    expect(linesOf('failed-1')).toEqual([
      expect.objectContaining({ event: 'http.access', status: 401 }),
      expect.objectContaining({
        level: 40,
        event: 'auth.signInFailed',
        code: '01',
        username: 'ADMIN',
        route: API.authenticate.path,
        status: 401,
        msg: 'auth.signInFailed',
      }),
    ]);
  });

  it('writes a refused step of the login flow (code 01) as a failed sign-in', async () => {
    const captcha = (
      (await app.request.get(API.captchaChallenge.path)).body as { result: { token: string } }
    ).result.token;
    const res = await app.request
      .post('/api/usuario/login')
      .set('x-request-id', 'login-01')
      .send({ username: 'nadie', password: 'x', tokenClient: captcha });
    expect(res.body).toMatchObject({ code: '01' });
    expect(linesOf('login-01')[1]).toMatchObject({
      event: 'auth.signInFailed',
      code: '01',
      username: 'NADIE',
      status: 401,
    });
  });

  it('writes a 403 with the caller as its own line (authz.forbidden)', async () => {
    const token = ((await signIn('ADMIN', password)).body as { result: { accessToken: string } })
      .result.accessToken;
    const res = await app.request
      .get(API.getSecuritySetting.path)
      .set('Authorization', `Bearer ${token}`)
      .set('x-request-id', 'forbidden-1')
      .query({ IdCliente: 'X', IdConfiguracionLogeo: 'Y' });
    expect(res.status).toBe(403);
    expect(linesOf('forbidden-1')).toEqual([
      expect.objectContaining({
        event: 'http.access',
        user: 'ADMIN',
        route: API.getSecuritySetting.path,
        status: 403,
      }),
      expect.objectContaining({
        event: 'authz.forbidden',
        code: 'auth.passwordChangeRequired',
        user: 'ADMIN',
        route: API.getSecuritySetting.path,
        status: 403,
      }),
    ]);
  });

  it('writes a refresh-token reuse as its own line', async () => {
    const { refreshToken } = (
      (await signIn('ADMIN', password)).body as { result: { refreshToken: string } }
    ).result;
    expect((await app.request.post(API.refreshToken.path).send({ refreshToken })).status).toBe(200);
    const reuse = await app.request
      .post(API.refreshToken.path)
      .send({ refreshToken })
      .set('x-request-id', 'reuse-1');
    expect(reuse.status).toBe(401);
    expect(linesOf('reuse-1')[1]).toMatchObject({
      event: 'auth.refreshReused',
      code: 'auth.refreshReused',
      status: 401,
    });
  });

  it('writes the lockout as its own line once the attempts are used up', async () => {
    for (let i = 0; i < 6 && !eventLine('auth.lockedOut'); i += 1)
      await signIn('ADMIN', `wrong-${i}`);
    expect(eventLine('auth.lockedOut')).toMatchObject({
      event: 'auth.lockedOut',
      code: '04',
      username: 'ADMIN',
      status: 423,
    });
  });
});
