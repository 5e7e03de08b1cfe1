import '../../test/dom-polyfills';
import { act, fireEvent, screen } from '@testing-library/react';
import { API, type MenuRecord } from '@faena/contracts';
import { useMenus } from '../shell/menu.store';
import { jsonResponse, sentJson } from '../../test/fetch';
import { renderUi, setupI18n } from '../../test/render';
import { useSession } from '../../stores/session.store';
import { DROPDOWN_CLOSE_MS, fittingCount, HeaderMenu } from './header-menus';
import { RELOAD_DELAY_MS, switchProfile } from './profile-switch';

describe('switching profile from the header', () => {
  it('renews the tokens before the profile sign-in, so an access token that expired meanwhile does not fail it', async () => {
    jest.useFakeTimers();
    const calls: Array<{ path: string; auth: string | undefined; body: unknown }> = [];
    const user = { username: 'VARIOS', profiles: [], profile: { profileId: 'PRF-SOLICITANTE' } };
    globalThis.fetch = jest.fn((url: string, init: RequestInit) => {
      const path = url.split('?')[0]!;
      calls.push({
        path,
        auth: (init.headers as Record<string, string>).Authorization,
        body: sentJson(init),
      });
      const result =
        path === API.refreshToken.path
          ? { accessToken: 'fresh', refreshToken: 'r2' }
          : path === API.captchaChallenge.path
            ? { token: 'captcha-1' }
            : path === API.profileSignIn.path
              ? { accessToken: 'switched', refreshToken: 'r3' }
              : user;
      return Promise.resolve(jsonResponse(200, { result }));
    }) as unknown as typeof fetch;
    useSession.getState().setTokens({ accessToken: 'expired', refreshToken: 'r1' });
    await switchProfile({
      profileId: 'PRF-APROBADOR',
      clientId: 'MINERA-ANDINA',
      divisionId: 'NORTE',
    } as never);
    expect(calls.map((c) => c.path)).toEqual([
      API.refreshToken.path,
      API.captchaChallenge.path,
      API.profileSignIn.path,
      API.getUserByToken.path,
    ]);
    expect(calls[2]).toMatchObject({
      auth: 'Bearer fresh',
      body: {
        idPerfil: 'PRF-APROBADOR',
        idCliente: 'MINERA-ANDINA',
        idDivision: 'NORTE',
        tokenClient: 'captcha-1',
      },
    });
    expect(useSession.getState().accessToken).toBe('switched');
    jest.useRealTimers();
  });
});

describe('switching profile from a page the new profile may not open', () => {
  it('reloads after 400 ms at the dashboard, not at the page that was open', async () => {
    jest.useFakeTimers();
    window.history.replaceState(null, '', '#/movilizacion/aprobaciones');
    const user = { username: 'VARIOS', profiles: [], profile: { profileId: 'PRF-SOLICITANTE' } };
    globalThis.fetch = jest.fn((url: string) => {
      const path = url.split('?')[0]!;
      const result =
        path === API.refreshToken.path
          ? { accessToken: 'fresh', refreshToken: 'r2' }
          : path === API.captchaChallenge.path
            ? { token: 'captcha-1' }
            : path === API.profileSignIn.path
              ? { accessToken: 'switched', refreshToken: 'r3' }
              : user;
      return Promise.resolve(jsonResponse(200, { result }));
    }) as unknown as typeof fetch;
    useSession.getState().setTokens({ accessToken: 'a1', refreshToken: 'r1' });
    const reloads: string[] = [];
    jest.spyOn(console, 'error').mockImplementation((err: unknown) => {
      // jsdom does not navigate: it reports the reload (made at the hash of that moment) as not implemented
      if (String(err instanceof Error ? err.message : err).includes('navigation'))
        reloads.push(window.location.hash);
    });
    await switchProfile({
      profileId: 'PRF-APROBADOR',
      clientId: 'MINERA-ANDINA',
      divisionId: 'NORTE',
    } as never);
    expect(window.location.hash).toBe('#/movilizacion/aprobaciones');
    act(() => jest.advanceTimersByTime(RELOAD_DELAY_MS));
    expect(window.location.hash).toBe('#/dashboard');
    expect(reloads).toEqual(['#/dashboard']);
    jest.useRealTimers();
    jest.restoreAllMocks();
  });
});

describe('the header dropdown menus (domain spec §9: dropdown timeout 500 ms)', () => {
  /** what a test menu item shows: its label and, for a page, its route */
  type Item = { Modulo: string; Ruta?: string };
  const rec = (IdMenu: string, IdMenuPadre: string, { Modulo, Ruta = '' }: Item): MenuRecord => ({
    IdMenu,
    IdMenuPadre,
    Modulo,
    Orden: 1,
    Ruta,
    Tag: Modulo,
    Icono: '',
    Color: '',
    Color2: '',
    IdModulo: 'M',
    IdAplicacion: 'AP02',
  });
  const item = () => screen.queryByText('Solicitudes');

  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    act(() => useMenus.getState().clear());
  });

  it('opens on hover and closes 500 ms after the pointer leaves', async () => {
    await setupI18n('es');
    useMenus
      .getState()
      .setMenus('k', [
        rec('1', '', { Modulo: 'MOVILIZACIÓN' }),
        rec('10', '1', { Modulo: 'Solicitudes', Ruta: 'movilizacion/solicitudes' }),
      ]);
    renderUi(<HeaderMenu />);
    expect(DROPDOWN_CLOSE_MS).toBe(500);
    const target = screen.getByTestId('header-menu-1');
    expect(item()).toBeNull();
    fireEvent.mouseEnter(target);
    expect(item()).not.toBeNull();
    fireEvent.mouseLeave(target);
    act(() => jest.advanceTimersByTime(DROPDOWN_CLOSE_MS - 1));
    expect(item()).not.toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(item()).toBeNull();
  });
});

describe('fittingCount (the roots that fit the header bar)', () => {
  const widths = [120, 150, 110, 130, 160];
  it('keeps every root when they all fit, with no room kept for "more"', () => {
    expect(fittingCount(widths, 670 + 5 * 10)).toBe(5);
  });
  it('moves the roots that do not fit, keeping room for the "more" button', () => {
    // 120+10 + 150+10 = 290; a third (110+10) plus "more" (96) would need 506
    expect(fittingCount(widths, 500)).toBe(2);
    expect(fittingCount(widths, 506)).toBe(3);
  });
  it('keeps them all while the bar is not measured (0 px: no layout yet)', () => {
    expect(fittingCount(widths, 0)).toBe(5);
  });
  it('shows none but "more" in a bar too narrow for one root', () => {
    expect(fittingCount(widths, 150)).toBe(0);
  });
});
