import '../../../test/dom-polyfills';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { SessionUser } from '@faena/contracts';
import { isSignedIn, SESSION_STORAGE_KEY, useSession } from '../../../stores/session.store';
import { useSessionUi } from './session-ui.store';
import { useInactivityLock } from './use-inactivity-lock';

function Probe() {
  useInactivityLock();
  return null;
}

describe('the inactivity counter', () => {
  beforeEach(() => {
    useSession.getState().signIn({ accessToken: 'a1', refreshToken: 'r-00000001' }, {
      username: 'SOLICITANTE',
      profile: { permissions: ['request.submit'] },
    } as unknown as SessionUser);
    render(
      <MemoryRouter initialEntries={['/dashboard']}>
        <Probe />
      </MemoryRouter>,
    );
  });
  afterEach(() => {
    useSession.getState().clear();
    useSessionUi.getState().unlock();
  });

  it('starts again when a new refresh token is saved', () => {
    useSessionUi.getState().setCounter(120, false);
    useSession.getState().setTokens({ accessToken: 'a2', refreshToken: 'r-00000001' });
    expect(useSessionUi.getState().countTime).toBe(120); // same refresh token: nothing saved
    useSession.getState().setTokens({ accessToken: 'a3', refreshToken: 'r-00000002' });
    expect(useSessionUi.getState().countTime).toBe(0);
  });

  it('clears the tokens from memory and storage when the lock opens; the user stays for the lock screen', () => {
    useSessionUi.getState().setCounter(401, true);
    expect(useSession.getState()).toMatchObject({
      accessToken: null,
      refreshToken: null,
      locked: true,
      user: { username: 'SOLICITANTE' },
    });
    expect(isSignedIn(useSession.getState())).toBe(true);
    const stored = JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}') as {
      state?: Record<string, unknown>;
    };
    expect(stored.state).toMatchObject({ accessToken: null, refreshToken: null, user: null });
  });

  it('keeps a lock that is already open', () => {
    useSessionUi.getState().setCounter(401, true);
    useSession.getState().setTokens({ accessToken: 'a2', refreshToken: 'r-00000003' });
    expect(useSessionUi.getState()).toMatchObject({ countTime: 401, locked: true });
  });
});
