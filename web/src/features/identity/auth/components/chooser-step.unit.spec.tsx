import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { API, type LoginResponse } from '@faena/contracts';
import { jsonResponse, renderUi, setupI18n } from '../../../../test/render';
import { useLoginFlow } from '../stores/login-flow.store';
import { ChooserStep } from './chooser-step';

/** a division offered under a profile */
const division = (
  { IdPerfil, Perfil }: { IdPerfil: string; Perfil: string },
  IdDivision: string,
  Division: string,
) => ({
  IdCliente: 'MINERA-ANDINA',
  IdDivision,
  Cliente: 'Minera Andina',
  Division,
  IdPerfil,
  Perfil,
  IdPais: 'PE',
});
const profile = (IdPerfil: string, Perfil: string) => ({
  IdPerfil,
  Perfil,
  IdUsuario: 'X',
  NombreCompleto: 'Carlos Mendoza',
});
const login = (perfil: LoginResponse['perfil'], divisions: LoginResponse['division']) =>
  ({
    accessToken: 'first-step',
    refreshToken: '',
    nombreCompleto: 'Carlos Mendoza',
    minutosCaduca: 0,
    perfil,
    division: divisions,
  }) as unknown as LoginResponse;
let urls: string[];

beforeEach(async () => {
  urls = [];
  Element.prototype.scrollIntoView = jest.fn(); // the Select's dropdown calls it
  globalThis.fetch = jest.fn((url: string) => {
    urls.push(url.split('?')[0] ?? url);
    if (url.startsWith(API.captchaChallenge.path))
      return Promise.resolve(jsonResponse(200, { result: { token: 'captcha-1' } }));
    if (url.startsWith(API.profileSignIn.path))
      return Promise.resolve(
        jsonResponse(200, { result: { accessToken: 'a', refreshToken: 'r-00000001' } }),
      );
    return Promise.resolve(jsonResponse(200, { result: { username: 'ADMIN' } }));
  }) as unknown as typeof fetch;
  await setupI18n('es');
});
afterEach(() => useLoginFlow.getState().reset());

const show = (response: LoginResponse) => {
  useLoginFlow.setState({ step: 'chooser', username: 'ADMIN', response, token: 'first-step' });
  const onSignedIn = jest.fn();
  renderUi(<ChooserStep onSignedIn={onSignedIn} />);
  return onSignedIn;
};
const input = (testId: string) => screen.getByTestId<HTMLInputElement>(testId);
/** Clicks and lets the Select's dropdown positioning settle. */
const click = (el: HTMLElement) =>
  act(async () => {
    fireEvent.click(el);
    await new Promise((r) => setTimeout(r, 0));
  });

describe('the profile and division chooser (shell spec §4)', () => {
  it('is shown even for one profile and one division: the profile preselected, no sign-in until the division is picked', async () => {
    const onSignedIn = show(
      login(
        [profile('PRF-ADMINISTRADOR', 'Administrador')],
        [division({ IdPerfil: 'PRF-ADMINISTRADOR', Perfil: 'Administrador' }, 'NORTE', 'Norte')],
      ),
    );
    await new Promise((r) => setTimeout(r, 50));
    expect(urls).toEqual([]);
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(input('chooser-profile').value).toBe('Administrador');
    expect(input('chooser-division').disabled).toBe(false);

    await click(input('chooser-division'));
    await click(await screen.findByText('Minera Andina / Norte'));
    await waitFor(() =>
      expect(onSignedIn).toHaveBeenCalledWith({
        accessToken: 'a',
        refreshToken: 'r-00000001',
        user: { username: 'ADMIN' },
      }),
    );
    expect(urls).toEqual([
      API.captchaChallenge.path,
      API.profileSignIn.path,
      API.getUserByToken.path,
    ]);
  });

  it('preselects nothing with several profiles; picking one filters the divisions to it', async () => {
    show(
      login(
        [profile('PRF-APROBADOR', 'Aprobador'), profile('PRF-SOLICITANTE', 'Solicitante')],
        [
          division({ IdPerfil: 'PRF-APROBADOR', Perfil: 'Aprobador' }, 'NORTE', 'Norte'),
          division({ IdPerfil: 'PRF-SOLICITANTE', Perfil: 'Solicitante' }, 'SUR', 'Sur'),
        ],
      ),
    );
    expect(input('chooser-profile').value).toBe('');
    expect(input('chooser-division').disabled).toBe(true);
    await click(input('chooser-profile'));
    await click(await screen.findByText('Solicitante'));
    await waitFor(() => expect(input('chooser-division').disabled).toBe(false));
    await click(input('chooser-division'));
    expect(await screen.findByText('Minera Andina / Sur')).toBeTruthy();
    expect(screen.queryByText('Minera Andina / Norte')).toBeNull();
    expect(urls).toEqual([]);
  });
});
