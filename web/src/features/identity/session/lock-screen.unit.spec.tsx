import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { API, type SessionUser } from '@faena/contracts';
import { jsonResponse, renderUi, setupI18n } from '../../../test/render';
import { useSession } from '../../../stores/session.store';
import { LockScreen } from './lock-screen';
import { LOCK_ERROR_MS } from './lock-state';
import { useSessionUi } from './session-ui.store';
import { sentJson } from '../../../test/fetch';

const user = {
  username: 'ADMIN',
  pic: '',
  profile: { profileId: 'PRF-ADMINISTRADOR' },
} as unknown as SessionUser;
const WRONG = 'El usuario no existe o la contraseña es incorrecta.';
let calls: Array<{ url: string; body: unknown }>;

/** captcha → a fresh token each time; unlock → the given answer (or no response at all). */
function fakeServer(unlock: () => Promise<Response>) {
  let n = 0;
  globalThis.fetch = jest.fn((url: string, init: RequestInit) => {
    calls.push({ url, body: sentJson(init) });
    if (url.startsWith(API.captchaChallenge.path))
      return Promise.resolve(jsonResponse(200, { result: { token: `captcha-${(n += 1)}` } }));
    if (url === API.refreshToken.path)
      return Promise.resolve(
        jsonResponse(200, { result: { accessToken: 'b', refreshToken: 'r-00000002' } }),
      );
    return unlock();
  }) as unknown as typeof fetch;
}

async function submit(password: string) {
  fireEvent.change(screen.getByTestId('lock-password'), { target: { value: password } });
  await act(async () => {
    fireEvent.click(screen.getByTestId('lock-submit'));
    await Promise.resolve();
  });
}

beforeEach(async () => {
  calls = [];
  await setupI18n('es');
  useSession.getState().signIn({ accessToken: 'a', refreshToken: 'r-00000001' }, user);
  useSessionUi.getState().setCounter(401, true);
});
afterEach(() => jest.useRealTimers());

describe('LockScreen', () => {
  it('shows the server message of a wrong password for 5000 ms, without a refresh or a second unlock call', async () => {
    fakeServer(() =>
      Promise.resolve(jsonResponse(401, { status: 401, code: '01', message: WRONG, minutos: 0 })),
    );
    renderUi(<LockScreen />);
    jest.useFakeTimers();
    await submit('mala');
    expect((await screen.findByTestId('lock-error')).textContent).toBe(WRONG);
    expect(calls.map((c) => c.url.split('?')[0])).toEqual([
      API.captchaChallenge.path,
      API.unlock.path,
    ]);
    expect(calls[1]?.body).toMatchObject({
      username: 'ADMIN',
      password: 'mala',
      tokenClient: 'captcha-1',
      idPerfil: 'PRF-ADMINISTRADOR',
    });
    // still locked: the tokens went when the lock opened (spec §4), the user stays for the lock screen
    expect(useSession.getState()).toMatchObject({
      accessToken: null,
      refreshToken: null,
      locked: true,
      user,
    });
    expect(useSessionUi.getState().locked).toBe(true);
    act(() => jest.advanceTimersByTime(LOCK_ERROR_MS - 1));
    expect(screen.queryByTestId('lock-error')).not.toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByTestId('lock-error')).toBeNull();
  });

  it('says "Error de conexión al servidor." when the unlock gets no response', async () => {
    fakeServer(() => Promise.reject(new TypeError('Failed to fetch')));
    renderUi(<LockScreen />);
    await submit('Faena.2026');
    expect((await screen.findByTestId('lock-error')).textContent).toBe(
      'Error de conexión al servidor.',
    );
  });

  it('unlocks with the right password and keeps the new token pair', async () => {
    fakeServer(() =>
      Promise.resolve(
        jsonResponse(200, { result: { accessToken: 'c', refreshToken: 'r-00000003' } }),
      ),
    );
    renderUi(<LockScreen />);
    await submit('Faena.2026');
    await waitFor(() => expect(useSessionUi.getState().locked).toBe(false));
    expect(useSession.getState()).toMatchObject({ accessToken: 'c', refreshToken: 'r-00000003' });
  });
});
