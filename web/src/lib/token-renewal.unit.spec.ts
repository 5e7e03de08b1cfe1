import {
  API,
  TOKEN_HEADER,
  encodeTokenHeader,
  type SessionUser,
  type TokenPair,
} from '@faena/contracts';
import { useSession } from '../stores/session.store';
import { jsonResponse, sentJson } from '../test/fetch';
import { http, onTokenLock, refreshSession } from './http';

const user = { username: 'SOLICITANTE' } as SessionUser;
type Sent = { path: string; auth: string | undefined; refresh: string | undefined };

/** A JWT as far as the browser reads it: issued-at and expiry (epoch seconds). */
const jwt = (iat: number, exp: number, n: number) =>
  ['e30', btoa(JSON.stringify({ iat, exp, n })).replace(/=+$/, ''), 'sig'].join('.');

/**
 * The API's session rules at the fetch boundary, as the server keeps them: every refresh token is
 * rotated once; presenting a rotated-out one is reuse and revokes the session; a call with an
 * expired access token and its refresh token gets a recreated pair (the same pair for the calls
 * that bring the same refresh token, as one node does).
 */
class FakeApi {
  nowS = 1_000_000;
  readonly sent: Sent[] = [];
  readonly refreshes: string[] = [];
  revoked = false;
  private n = 0;
  private expiries = new Map<string, number>();
  private current = '';
  private readonly retired = new Set<string>();
  private readonly recreated = new Map<string, TokenPair>();

  issue(): TokenPair {
    this.n += 1;
    const accessToken = jwt(this.nowS, this.nowS + 30, this.n);
    this.expiries.set(accessToken, this.nowS + 30);
    this.current = `r${this.n}`;
    return { accessToken, refreshToken: this.current };
  }

  private rotate(refresh: string): TokenPair | null {
    if (this.revoked || (refresh !== this.current && !this.retired.has(refresh))) return null;
    if (this.retired.has(refresh)) {
      this.revoked = true;
      return null;
    }
    this.retired.add(refresh);
    return this.issue();
  }

  answer(
    path: string,
    headers: Record<string, string>,
    body: { refreshToken?: string } | undefined,
  ): Response {
    this.sent.push({ path, auth: headers.Authorization, refresh: headers['x-refresh-token'] });
    if (path === API.refreshToken.path) return this.refreshAnswer(body?.refreshToken ?? '');
    return this.callAnswer(path, headers);
  }

  /** The refresh call: a new pair for the current refresh token, a reuse revokes the family. */
  private refreshAnswer(refresh: string): Response {
    this.refreshes.push(refresh);
    const pair = this.rotate(refresh);
    if (pair) return jsonResponse(200, { result: pair });
    const code = this.revoked ? 'auth.refreshReused' : 'auth.tokenInvalid';
    return jsonResponse(401, { status: 401, code });
  }

  /** Any other call: answered with a live token, else 401 with a recreated pair when it can. */
  private callAnswer(path: string, headers: Record<string, string>): Response {
    const exp = this.expiries.get(headers.Authorization?.replace('Bearer ', '') ?? '');
    if (this.revoked || exp === undefined)
      return jsonResponse(401, { status: 401, code: 'auth.tokenInvalid' });
    if (exp > this.nowS) return jsonResponse(200, { result: path });
    return this.expiredAnswer(headers['x-refresh-token']);
  }

  /** A lapsed token sent with a refresh token: 401 carrying a recreated pair (the same for a repeat). */
  private expiredAnswer(refresh: string | undefined): Response {
    if (!refresh) return jsonResponse(401, { status: 401, code: 'auth.tokenInvalid' });
    const pair = this.recreated.get(refresh) ?? this.rotate(refresh);
    if (pair) this.recreated.set(refresh, pair);
    return withHeader(
      jsonResponse(401, { status: 401, code: 'auth.tokenInvalid' }),
      pair && encodeTokenHeader({ action: 'retry', ...pair }),
    );
  }

  install(): void {
    globalThis.fetch = jest.fn((url: string, init: RequestInit) => {
      const body =
        init.body === undefined ? undefined : (sentJson(init) as { refreshToken?: string });
      return Promise.resolve(
        this.answer(url.split('?')[0]!, init.headers as Record<string, string>, body),
      );
    }) as unknown as typeof fetch;
  }
}

function withHeader(res: Response, header: string | null): Response {
  return Object.assign(res, {
    headers: { get: (name: string) => (name === TOKEN_HEADER ? header : null) },
  });
}

afterEach(() => {
  jest.restoreAllMocks();
  onTokenLock(null);
  useSession.getState().clear();
});

describe('calls made together after the access token lapsed', () => {
  it('wait for one renewal, are sent with the new token and never present the rotated-out refresh token', async () => {
    const api = new FakeApi();
    api.install();
    const now = jest.spyOn(Date, 'now').mockReturnValue(api.nowS * 1000);
    const first = api.issue();
    useSession.getState().signIn(first, user);
    api.nowS += 31;
    now.mockReturnValue(api.nowS * 1000);

    // a page opening (three calls) while the socket renews its handshake token
    const answers = await Promise.all([
      http.get('/api/a'),
      http.get('/api/b'),
      refreshSession(),
      http.post('/api/c', {}),
    ]);

    expect(answers).toEqual(['/api/a', '/api/b', true, '/api/c']);
    expect(api.refreshes).toEqual([first.refreshToken]);
    expect(api.revoked).toBe(false);
    expect(api.sent.filter((s) => s.auth === `Bearer ${first.accessToken}`)).toEqual([]);
    expect(useSession.getState()).toMatchObject({ refreshToken: 'r2', user });
  });

  it('renew once when their 401s come back one after the other', async () => {
    useSession
      .getState()
      .signIn({ accessToken: 'old-access', refreshToken: 'old-refresh-0001' }, user);
    const renewed = new Promise<void>((resolve) => {
      const stop = useSession.subscribe((s) => {
        if (s.accessToken !== 'new-access') return;
        stop();
        resolve();
      });
    });
    const sent: Sent[] = [];
    let later = 0;
    globalThis.fetch = jest.fn(async (url: string, init: RequestInit) => {
      const headers = init.headers as Record<string, string>;
      sent.push({
        path: url.split('?')[0]!,
        auth: headers.Authorization,
        refresh: headers['x-refresh-token'],
      });
      if (url === API.refreshToken.path)
        return jsonResponse(200, {
          result: { accessToken: 'new-access', refreshToken: 'new-refresh-0002' },
        });
      if (headers.Authorization === 'Bearer new-access')
        return jsonResponse(200, { result: url.split('?')[0] });
      if ((later += 1) > 1) await renewed; // the first 401 is answered at once, the others once its renewal is stored
      return jsonResponse(401, { status: 401, code: 'auth.tokenInvalid' });
    }) as unknown as typeof fetch;

    await expect(
      Promise.all([http.get('/api/a'), http.get('/api/b'), http.get('/api/c')]),
    ).resolves.toEqual(['/api/a', '/api/b', '/api/c']);
    expect(sent.filter((s) => s.path === API.refreshToken.path)).toHaveLength(1);
    expect(useSession.getState()).toMatchObject({
      accessToken: 'new-access',
      refreshToken: 'new-refresh-0002',
    });
  });

  it('open the lock screen instead of signing out when the renewal is refused for idleness', async () => {
    const locks: number[] = [];
    onTokenLock(() => {
      locks.push(1);
      useSession.getState().lock(); // as the shell's lock does
    });
    const now = jest.spyOn(Date, 'now').mockReturnValue(1_000_000_000);
    useSession
      .getState()
      .signIn({ accessToken: jwt(1_000_000, 1_000_030, 1), refreshToken: 'r1' }, user);
    now.mockReturnValue(1_000_031_000);
    // the refresh is refused for idleness; a call with the lapsed token would be told to lock
    const idle = { status: 401, code: 'auth.sessionIdle' };
    globalThis.fetch = jest.fn((url: string) =>
      Promise.resolve(
        url === API.refreshToken.path
          ? jsonResponse(401, idle)
          : withHeader(jsonResponse(401, idle), encodeTokenHeader({ action: 'lock' })),
      ),
    ) as unknown as typeof fetch;
    await expect(http.get('/api/a')).rejects.toMatchObject({ status: 401 });
    expect(locks).toHaveLength(1);
    expect(useSession.getState()).toMatchObject({ user, locked: true });
  });
});
