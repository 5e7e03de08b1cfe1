import { API, type SessionUser } from '@faena/contracts';
import { jsonResponse, sentJson } from '../test/fetch';
import { useSession } from '../stores/session.store';
import { ApiError } from './api-error';
import { http } from './http';

const user = { username: 'SOLICITANTE' } as SessionUser;
type Call = { url: string; auth: string | undefined; body: unknown };

function fakeFetch(answer: (call: Call) => Response) {
  const calls: Call[] = [];
  globalThis.fetch = jest.fn((url: string, init: RequestInit) => {
    const headers = init.headers as Record<string, string>;
    const call = {
      url,
      auth: headers.Authorization,
      body: sentJson(init),
    };
    calls.push(call);
    return Promise.resolve(answer(call));
  }) as unknown as typeof fetch;
  return calls;
}

const expired = () =>
  jsonResponse(401, {
    status: 401,
    code: 'auth.tokenInvalid',
    title: 'Unauthorized',
    message: 'expired',
  });

beforeEach(() => {
  useSession
    .getState()
    .signIn({ accessToken: 'old-access', refreshToken: 'old-refresh-0001' }, user);
});

describe('http', () => {
  it('answers the result of the envelope with the bearer token', async () => {
    const calls = fakeFetch(() => jsonResponse(200, { result: { n: 1 } }));
    await expect(http.get('/api/x', { skip: 0, filter: undefined })).resolves.toEqual({ n: 1 });
    expect(calls).toEqual([
      { url: '/api/x?skip=0&urlPath=%2F', auth: 'Bearer old-access', body: undefined },
    ]);
  });

  it('refreshes once on 401, keeps the rotated tokens and retries', async () => {
    const calls = fakeFetch((c) => {
      if (c.url === API.refreshToken.path)
        return jsonResponse(200, {
          result: { accessToken: 'new-access', refreshToken: 'new-refresh-0002' },
        });
      return c.auth === 'Bearer new-access' ? jsonResponse(200, { result: 'ok' }) : expired();
    });
    await expect(http.post('/api/y', { a: 1 })).resolves.toBe('ok');
    expect(calls.map((c) => c.url)).toEqual(['/api/y', API.refreshToken.path, '/api/y']);
    expect(calls[1]?.body).toEqual({ refreshToken: 'old-refresh-0001', urlPath: '/' });
    expect(useSession.getState()).toMatchObject({
      accessToken: 'new-access',
      refreshToken: 'new-refresh-0002',
    });
    expect(JSON.parse(localStorage.getItem('vcg:session') ?? '{}').state.refreshToken).toBe(
      'new-refresh-0002',
    );
  });

  it('shares one refresh between calls that fail together', async () => {
    const calls = fakeFetch((c) => {
      if (c.url === API.refreshToken.path)
        return jsonResponse(200, {
          result: { accessToken: 'new-access', refreshToken: 'new-refresh-0002' },
        });
      return c.auth === 'Bearer new-access'
        ? jsonResponse(200, { result: c.url.split('?')[0] })
        : expired();
    });
    await expect(Promise.all([http.get('/api/a'), http.get('/api/b')])).resolves.toEqual([
      '/api/a',
      '/api/b',
    ]);
    expect(calls.filter((c) => c.url === API.refreshToken.path)).toHaveLength(1);
  });

  it('signs out when the refresh is refused, without retrying again', async () => {
    const calls = fakeFetch((c) =>
      c.url === API.refreshToken.path
        ? jsonResponse(401, { status: 401, code: 'auth.refreshReused', title: '', message: '' })
        : expired(),
    );
    const failure = http.get('/api/z');
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 401, code: 'auth.tokenInvalid' });
    expect(calls.map((c) => c.url)).toEqual(['/api/z?urlPath=%2F', API.refreshToken.path]);
    expect(useSession.getState()).toMatchObject({
      accessToken: null,
      refreshToken: null,
      user: null,
    });
  });

  it('answers a 401 of a sign-in call as it is: no refresh, no retry of its single-use captcha token, no log-out', async () => {
    const calls = fakeFetch(() =>
      jsonResponse(401, {
        status: 401,
        code: '01',
        message: 'El usuario no existe o la contraseña es incorrecta.',
        minutos: 0,
      }),
    );
    const failure = http.post(API.unlock.path, {
      username: 'SOLICITANTE',
      password: 'mala',
      tokenClient: 'captcha-1',
    });
    await expect(failure).rejects.toMatchObject({
      status: 401,
      message: 'El usuario no existe o la contraseña es incorrecta.',
    });
    expect(calls.map((c) => c.url)).toEqual([API.unlock.path]);
    expect(useSession.getState()).toMatchObject({
      accessToken: 'old-access',
      refreshToken: 'old-refresh-0001',
      user,
    });
  });

  it('throws the problem of an error answer', async () => {
    fakeFetch(() =>
      jsonResponse(422, {
        status: 422,
        code: 'transport.seatTaken',
        title: 'Unprocessable',
        message: 'El asiento ya está reservado.',
      }),
    );
    const err = await http.post('/api/s', {}).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({
      status: 422,
      code: 'transport.seatTaken',
      key: 'errors:transport.seatTaken',
    });
  });

  it('reports a network failure as status 0', async () => {
    globalThis.fetch = jest.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(http.get('/api/n')).rejects.toMatchObject({
      status: 0,
      code: 'network',
      key: 'common:networkError',
    });
  });
});
