import type { SessionUser } from '@faena/contracts';
import { jsonResponse, sentJson } from '../test/fetch';
import { useSession } from '../stores/session.store';
import { currentUrlPath, http, request, withUrlPath } from './http';

type Call = { url: string; method: string; body: unknown };

function fakeFetch(): Call[] {
  const calls: Call[] = [];
  globalThis.fetch = jest.fn((url: string, init: RequestInit) => {
    calls.push({
      url,
      method: String(init.method),
      body: sentJson(init),
    });
    return Promise.resolve(jsonResponse(200, { result: 'ok' }));
  }) as unknown as typeof fetch;
  return calls;
}

beforeEach(() => {
  useSession.getState().signIn({ accessToken: 'a', refreshToken: 'r-00000001' }, {
    username: 'SOLICITANTE',
  } as SessionUser);
  window.location.hash = '#/consultas/historial';
});
afterAll(() => {
  window.location.hash = '';
});

describe('urlPath on every call (shell spec §7)', () => {
  it('is the current hash route without the #', () => {
    expect(currentUrlPath()).toBe('/consultas/historial');
  });

  it('is / when there is no hash route', () => {
    window.location.hash = '';
    expect(currentUrlPath()).toBe('/');
  });

  it('keeps at most 300 characters', () => {
    window.location.hash = `#/${'a'.repeat(400)}`;
    expect(currentUrlPath()).toHaveLength(300);
    expect(currentUrlPath()).toBe(`/${'a'.repeat(299)}`);
  });

  it('goes in the query of a GET, beside the other parameters', async () => {
    const calls = fakeFetch();
    await http.get('/api/x', { skip: 0 });
    expect(calls).toEqual([
      { url: '/api/x?skip=0&urlPath=%2Fconsultas%2Fhistorial', method: 'GET', body: undefined },
    ]);
  });

  it('goes in the query of a DELETE', async () => {
    const calls = fakeFetch();
    await request('DELETE', '/api/x');
    expect(calls).toEqual([
      { url: '/api/x?urlPath=%2Fconsultas%2Fhistorial', method: 'DELETE', body: undefined },
    ]);
  });

  it('is merged into the body of a POST and a PUT, never into their query', async () => {
    const calls = fakeFetch();
    await http.post('/api/y', { a: 1 });
    await http.put('/api/z', { b: 'x', urlPath: '/old' });
    expect(calls).toEqual([
      { url: '/api/y', method: 'POST', body: { a: 1, urlPath: '/consultas/historial' } },
      { url: '/api/z', method: 'PUT', body: { b: 'x', urlPath: '/consultas/historial' } },
    ]);
  });

  it('leaves an array body and a missing body as they are', async () => {
    const calls = fakeFetch();
    await http.post('/api/list', [1, 2]);
    await http.post('/api/empty', undefined);
    expect(calls).toEqual([
      { url: '/api/list', method: 'POST', body: [1, 2] },
      { url: '/api/empty', method: 'POST', body: undefined },
    ]);
  });

  it('is not merged into a body that is not a plain object', () => {
    const date = new Date(0);
    expect(withUrlPath('POST', { body: date }).body).toBe(date);
    expect(withUrlPath('PUT', { body: 'text' }).body).toBe('text');
  });
});
