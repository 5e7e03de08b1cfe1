import {
  API,
  TOKEN_HEADER,
  encodeTokenHeader,
  type RecreatedTokens,
  type SessionUser,
} from '@faena/contracts';
import { useSession } from '../stores/session.store';
import { http, onTokenLock } from './http';

const user = { username: 'SOLICITANTE' } as SessionUser;
type Call = { url: string; auth: string | undefined; refresh: string | undefined };

/** A Response as lib/http reads it, with headers. */
function answer(status: number, body: unknown, recreated?: RecreatedTokens | string): Response {
  const header =
    typeof recreated === 'string' ? recreated : recreated ? encodeTokenHeader(recreated) : null;
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: { get: (name: string) => (name === TOKEN_HEADER ? header : null) },
    text: () => Promise.resolve(JSON.stringify(body)),
  } as unknown as Response;
}

function fakeFetch(respond: (call: Call) => Response): Call[] {
  const calls: Call[] = [];
  globalThis.fetch = jest.fn((url: string, init: RequestInit) => {
    const headers = init.headers as Record<string, string>;
    const call = { url, auth: headers.Authorization, refresh: headers['x-refresh-token'] };
    calls.push(call);
    return Promise.resolve(respond(call));
  }) as unknown as typeof fetch;
  return calls;
}

const expired = {
  status: 401,
  code: 'auth.tokenInvalid',
  title: 'Unauthorized',
  message: 'expired',
};

beforeEach(() =>
  useSession
    .getState()
    .signIn({ accessToken: 'old-access', refreshToken: 'old-refresh-0001' }, user),
);
afterEach(() => onTokenLock(null));

describe('the recreated token pair header', () => {
  it('retry: stores the new pair and repeats the call once with the new token (no refresh call)', async () => {
    const calls = fakeFetch((c) =>
      c.auth === 'Bearer new-access'
        ? answer(200, { result: 'done' })
        : answer(401, expired, {
            action: 'retry',
            accessToken: 'new-access',
            refreshToken: 'new-refresh-0002',
          }),
    );
    await expect(http.post('/api/y', {})).resolves.toBe('done');
    expect(calls).toEqual([
      { url: '/api/y', auth: 'Bearer old-access', refresh: 'old-refresh-0001' },
      { url: '/api/y', auth: 'Bearer new-access', refresh: 'new-refresh-0002' },
    ]);
    expect(useSession.getState()).toMatchObject({
      accessToken: 'new-access',
      refreshToken: 'new-refresh-0002',
    });
  });

  it('retry on a sign-in call: stores the new pair but answers its own 401 (no repeat of its captcha token)', async () => {
    const calls = fakeFetch(() =>
      answer(
        401,
        { status: 401, code: '01', message: 'wrong' },
        { action: 'retry', accessToken: 'new-access', refreshToken: 'new-refresh-0002' },
      ),
    );
    await expect(http.post(API.unlock.path, { tokenClient: 'captcha-1' })).rejects.toMatchObject({
      status: 401,
      message: 'wrong',
    });
    expect(calls).toHaveLength(1);
    expect(useSession.getState()).toMatchObject({
      accessToken: 'new-access',
      refreshToken: 'new-refresh-0002',
      user,
    });
  });

  it('lock: opens the lock screen and keeps the session', async () => {
    const locks: number[] = [];
    onTokenLock(() => locks.push(1));
    const calls = fakeFetch(() => answer(401, expired, { action: 'lock' }));
    await expect(http.get('/api/x')).rejects.toMatchObject({ status: 401 });
    expect(locks).toHaveLength(1);
    expect(calls).toHaveLength(1);
    expect(useSession.getState().refreshToken).toBe('old-refresh-0001');
  });

  it('logs out on any other case: a malformed header, or lock with no lock screen mounted', async () => {
    fakeFetch(() => answer(401, expired, 'not-base64-json'));
    await expect(http.get('/api/x')).rejects.toMatchObject({ status: 401 });
    expect(useSession.getState().refreshToken).toBeNull();

    useSession
      .getState()
      .signIn({ accessToken: 'old-access', refreshToken: 'old-refresh-0001' }, user);
    fakeFetch(() => answer(401, expired, { action: 'lock' }));
    await expect(http.get('/api/x')).rejects.toMatchObject({ status: 401 });
    expect(useSession.getState().refreshToken).toBeNull();
  });

  it('logs out when the repeated call is still 401', async () => {
    fakeFetch(() =>
      answer(401, expired, {
        action: 'retry',
        accessToken: 'new-access',
        refreshToken: 'new-refresh-0002',
      }),
    );
    await expect(http.get('/api/x')).rejects.toMatchObject({ status: 401 });
    expect(useSession.getState().refreshToken).toBeNull();
  });
});
