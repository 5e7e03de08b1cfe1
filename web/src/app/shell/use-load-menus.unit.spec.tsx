import '../../test/dom-polyfills';
import { render, waitFor } from '@testing-library/react';
import { API, type SessionUser } from '@faena/contracts';
import { jsonResponse } from '../../test/render';
import { useSession } from '../../stores/session.store';
import { useMenus } from './menu.store';
import { useLoadMenus } from './use-load-menus';

function Probe() {
  useLoadMenus();
  return null;
}

let urls: string[];
const signIn = (username: string, characteristics: unknown[]) => {
  globalThis.fetch = jest.fn((url: string) => {
    urls.push(url);
    if (url.startsWith(API.profileCharacteristics.path))
      return Promise.resolve(jsonResponse(200, { result: characteristics }));
    if (url.startsWith(API.authorizerByUser.path)) {
      return Promise.resolve(
        jsonResponse(200, {
          result: [
            {
              IdUsuario: username,
              IdCliente: 'MINERA-ANDINA',
              IdPerfil: 'PRF-APROBADOR',
              Perfil: 'Aprobador',
              RolAcreditacion: 'Aprobador SSOMA',
            },
            { IdPerfil: 'PRF-X', Perfil: 'Autorizador', RolAcreditacion: null },
          ],
        }),
      );
    }
    return Promise.resolve(jsonResponse(200, { result: [] }));
  }) as unknown as typeof fetch;
  useSession.getState().signIn({ accessToken: 'a', refreshToken: 'r-00000001' }, {
    username,
    profile: { clientId: 'MINERA-ANDINA', profileId: 'PRF-1', permissions: [] },
  } as unknown as SessionUser);
  render(<Probe />);
};

describe('the authorizer data', () => {
  beforeEach(() => {
    urls = [];
    useMenus.getState().clear();
  });
  afterEach(() => useSession.getState().clear());

  it('loads the authorizer roles (ListarByUser) when the profile has characteristics', async () => {
    signIn('VARIOS', [{ Caracteristica: 'CPAADM' }]);
    await waitFor(() =>
      expect(useMenus.getState().rolesAutorizador).toEqual(['Aprobador SSOMA', 'Autorizador']),
    );
    expect(urls.filter((u) => u.startsWith(API.authorizerByUser.path))).toEqual([
      `${API.authorizerByUser.path}?IdCliente=MINERA-ANDINA&IdUsuario=VARIOS&urlPath=%2F`,
    ]);
    expect(useMenus.getState()).toMatchObject({ tipoPerfil: 'ADMIN', esAutorizador: false });
  });

  it('does not ask for them without characteristics', async () => {
    signIn('SOLICITANTE', []);
    await waitFor(() =>
      expect(urls.some((u) => u.startsWith(API.profileCharacteristics.path))).toBe(true),
    );
    await new Promise((r) => setTimeout(r, 20));
    expect(urls.some((u) => u.startsWith(API.authorizerByUser.path))).toBe(false);
    expect(useMenus.getState().rolesAutorizador).toEqual([]);
  });
});
