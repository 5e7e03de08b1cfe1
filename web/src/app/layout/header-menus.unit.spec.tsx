import '../../test/dom-polyfills';
import { API } from '@faena/contracts';
import { jsonResponse } from '../../test/fetch';
import { useSession } from '../../stores/session.store';
import { switchProfile } from './header-menus';

describe('switching profile from the header', () => {
  it('renews the tokens before the profile sign-in, so an access token that expired meanwhile does not fail it', async () => {
    jest.useFakeTimers();
    const calls: Array<{ path: string; auth: string | undefined; body: unknown }> = [];
    const user = { username: 'VARIOS', profiles: [], profile: { profileId: 'PRF-SOLICITANTE' } };
    globalThis.fetch = jest.fn((url: string, init: RequestInit) => {
      const path = url.split('?')[0]!;
      calls.push({ path, auth: (init.headers as Record<string, string>).Authorization, body: init.body === undefined ? undefined : JSON.parse(String(init.body)) });
      const result =
        path === API.refreshToken.path ? { accessToken: 'fresh', refreshToken: 'r2' }
        : path === API.captchaChallenge.path ? { token: 'captcha-1' }
        : path === API.profileSignIn.path ? { accessToken: 'switched', refreshToken: 'r3' }
        : user;
      return Promise.resolve(jsonResponse(200, { result }));
    }) as unknown as typeof fetch;
    useSession.getState().setTokens({ accessToken: 'expired', refreshToken: 'r1' });
    await switchProfile({ profileId: 'PRF-APROBADOR', clientId: 'MINERA-ANDINA', divisionId: 'NORTE' } as never);
    expect(calls.map((c) => c.path)).toEqual([API.refreshToken.path, API.captchaChallenge.path, API.profileSignIn.path, API.getUserByToken.path]);
    expect(calls[2]).toMatchObject({ auth: 'Bearer fresh', body: { idPerfil: 'PRF-APROBADOR', idCliente: 'MINERA-ANDINA', idDivision: 'NORTE', tokenClient: 'captcha-1' } });
    expect(useSession.getState().accessToken).toBe('switched');
    jest.useRealTimers();
  });
});
