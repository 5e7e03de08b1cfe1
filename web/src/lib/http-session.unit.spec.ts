import { API, type SessionUser } from '@faena/contracts';
import { jsonResponse } from '../test/fetch';
import { useSession } from '../stores/session.store';
import { http, onNoResponse, request } from './http';

const user = { username: 'SOLICITANTE' } as SessionUser;

beforeEach(() => {
  useSession.getState().signIn({ accessToken: 'a', refreshToken: 'r-00000001' }, user);
});
afterEach(() => onNoResponse(null));

describe('http and the session', () => {
  it('treats 509 as a normal response', async () => {
    globalThis.fetch = jest.fn(() => Promise.resolve(jsonResponse(509, { result: 'still' })));
    await expect(http.get('/api/x')).resolves.toBe('still');
  });

  it('logs out when a signed-in call stays 401 after the refresh', async () => {
    globalThis.fetch = jest.fn((url: string) =>
      Promise.resolve(
        url === API.refreshToken.path
          ? jsonResponse(200, { result: { accessToken: 'b', refreshToken: 'r-00000002' } })
          : jsonResponse(401, {}),
      ),
    ) as unknown as typeof fetch;
    await expect(http.get('/api/x')).rejects.toMatchObject({ status: 401 });
    expect(useSession.getState().refreshToken).toBeNull();
  });

  it('reports a request with no response (the shell opens the session splash)', async () => {
    const seen: string[] = [];
    onNoResponse((path) => seen.push(path));
    globalThis.fetch = jest.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(http.get('/api/x')).rejects.toMatchObject({ status: 0 });
    expect(seen).toEqual(['/api/x']);
  });

  it('leaves a missing answer to a caller that handles it (the guard queues its mark)', async () => {
    const seen: string[] = [];
    onNoResponse((path) => seen.push(path));
    globalThis.fetch = jest.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(request('POST', '/api/y', { body: {}, offlineAware: true })).rejects.toMatchObject(
      { status: 0 },
    );
    expect(seen).toEqual([]);
  });
});
