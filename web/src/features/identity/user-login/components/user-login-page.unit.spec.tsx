import { fireEvent, screen, waitFor } from '@testing-library/react';
import { API, type LoginUserRecord, type SessionUser } from '@faena/contracts';
import { jsonResponse, renderUi, setupI18n } from '../../../../test/render';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { useSession } from '../../../../stores/session.store';
import { passwordSaveOutcome } from '../api/user-login.api';
import { UserLoginPage } from './user-login-page';
import { sentJson } from '../../../../test/fetch';

jest.mock('../../../../lib/notify', () => ({
  ...jest.requireActual('../../../../lib/notify'),
  notifyError: jest.fn(),
  notifySuccess: jest.fn(),
}));

const RECORD = {
  IdPersona: 'AUDITOR',
  IdUsuario: 'AUDITOR',
  Nombre: 'Miguel',
  Apellido: 'Fuentes',
  IdTipoDocumento: '',
  Documento: '',
  Correo: 'a@e.pe',
  Telefono: '1',
  IdConfiguracionLogeo: 'CFG-ESTANDAR',
  Activo: 'S',
  LongitudClave: 8,
  NivelSeguridadClave: 'I',
  esNuevoRegistro: false,
} as LoginUserRecord;
const user = {
  username: 'AUDITOR',
  profile: { clientId: 'MINERA-ANDINA' },
} as unknown as SessionUser;
let calls: Array<{ url: string; method: string; body: unknown }>;

function fakeServer(saveResult: unknown) {
  globalThis.fetch = jest.fn((url: string, init: RequestInit) => {
    calls.push({
      url,
      method: String(init.method),
      body: sentJson(init),
    });
    if (url.startsWith(API.getLoginUser.path))
      return Promise.resolve(jsonResponse(200, { result: RECORD }));
    if (url.startsWith(API.confirmPassword.path))
      return Promise.resolve(jsonResponse(200, { result: { resulado: true } }));
    if (url.startsWith(API.captchaChallenge.path))
      return Promise.resolve(jsonResponse(200, { result: { token: 'captcha-1' } }));
    return Promise.resolve(jsonResponse(200, { result: saveResult }));
  }) as unknown as typeof fetch;
}

/** Opens the password tab, answers the current-password popup and saves a valid new password. */
async function saveNewPassword() {
  renderUi(<UserLoginPage />);
  fireEvent.click(await screen.findByTestId('tab-password'));
  fireEvent.change(await screen.findByTestId('confirm-password-input'), {
    target: { value: 'Faena.2026' },
  });
  fireEvent.click(screen.getByTestId('confirm-password-submit'));
  await waitFor(() =>
    expect(screen.getByTestId<HTMLInputElement>('maint-password').disabled).toBe(false),
  );
  fireEvent.change(screen.getByTestId('maint-password'), { target: { value: 'NuevaClave2026' } });
  fireEvent.change(screen.getByTestId('maint-confirm'), { target: { value: 'NuevaClave2026' } });
  fireEvent.click(screen.getByTestId('maint-save'));
  await waitFor(() => expect(calls.some((c) => c.url === API.updateLoginPassword.path)).toBe(true));
}

beforeEach(async () => {
  calls = [];
  jest.mocked(notifyError).mockClear();
  jest.mocked(notifySuccess).mockClear();
  await setupI18n('es');
  useSession.getState().signIn({ accessToken: 'a', refreshToken: 'r-00000001' }, user);
});

describe('the password save of /seguridad/usuarioLogin', () => {
  it('reads result.id: 0 saved, 2 must differ, anything else a save error', () => {
    expect([{ id: 0 }, { id: 2 }, { id: 1 }, null].map(passwordSaveOutcome)).toEqual([
      'saved',
      'mustDiffer',
      'failed',
      'failed',
    ]);
  });

  it('sends IdCliente, IdUsuario, Clave, IdTipoAplicacion WEB and the captcha token, and says so on id 0', async () => {
    fakeServer({ id: 0, message: 'ok' });
    await saveNewPassword();
    const save = calls.find((c) => c.url === API.updateLoginPassword.path);
    expect(save).toMatchObject({
      method: 'PUT',
      body: {
        IdCliente: 'MINERA-ANDINA',
        IdUsuario: 'AUDITOR',
        Clave: 'NuevaClave2026',
        IdTipoAplicacion: 'WEB',
        tokenClient: 'captcha-1',
      },
    });
    await waitFor(() =>
      expect(notifySuccess).toHaveBeenCalledWith(
        'success: la contraseña se actualizó correctamente.',
      ),
    );
    expect(notifyError).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(screen.getByTestId<HTMLInputElement>('maint-password').disabled).toBe(true),
    );
    await waitFor(() =>
      expect(calls.filter((c) => c.url === API.getLoginUser.path)).toHaveLength(2),
    );
  });

  it('shows the must-differ message on id 2, then cancels the form and reloads the record (spec §4)', async () => {
    fakeServer({ id: 2, message: 'igual' });
    await saveNewPassword();
    await waitFor(() =>
      expect(notifyError).toHaveBeenCalledWith(
        'La nueva contraseña debe ser distinta de la anterior.',
      ),
    );
    expect(notifySuccess).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(screen.getByTestId<HTMLInputElement>('maint-password').disabled).toBe(true),
    );
    expect(screen.getByTestId<HTMLInputElement>('maint-password').value).toBe('');
    await waitFor(() =>
      expect(calls.filter((c) => c.url === API.getLoginUser.path)).toHaveLength(2),
    );
  });

  it('shows the generic save error on any other id', async () => {
    fakeServer({ id: 1, message: 'x' });
    await saveNewPassword();
    await waitFor(() =>
      expect(notifyError).toHaveBeenCalledWith(
        'Ocurrió un error al intentar guardar la información',
      ),
    );
    expect(notifySuccess).not.toHaveBeenCalled();
  });
});
