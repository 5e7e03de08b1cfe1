import { API } from '@faena/contracts';
import { jsonResponse, sentJson } from '../../../../test/fetch';
import { captchaToken, createPassword, login } from './login.api';

let calls: Array<{ url: string; auth: string | undefined; body: unknown }>;

beforeEach(() => {
  calls = [];
  window.location.hash = '#/auth/login';
  globalThis.fetch = jest.fn((url: string, init: RequestInit) => {
    const headers = init.headers as Record<string, string>;
    calls.push({
      url,
      auth: headers.Authorization,
      body: sentJson(init),
    });
    return Promise.resolve(
      jsonResponse(200, {
        result: url.startsWith(API.captchaChallenge.path)
          ? { token: 't-1' }
          : { id: 2, message: 'igual' },
      }),
    );
  }) as unknown as typeof fetch;
});
afterAll(() => {
  window.location.hash = '';
});

describe('the sign-in calls', () => {
  it('POST SeguridadusuarioClave/crear sends IdCliente, IdUsuario, Clave, IdUsuarioModificacion, IdTipoAplicacion WEB and urlPath with the first-step token', async () => {
    await expect(
      createPassword('first-step', {
        IdCliente: 'MINERA-ANDINA',
        IdUsuario: 'NUEVO',
        Clave: 'Nueva.Clave2026',
      }),
    ).resolves.toEqual({ id: 2, message: 'igual' });
    expect(calls).toEqual([
      {
        url: API.createPassword.path,
        auth: 'Bearer first-step',
        body: {
          IdCliente: 'MINERA-ANDINA',
          IdUsuario: 'NUEVO',
          Clave: 'Nueva.Clave2026',
          IdUsuarioModificacion: 'NUEVO',
          IdTipoAplicacion: 'WEB',
          urlPath: '/auth/login',
        },
      },
    ]);
  });

  it('asks the captcha token with action submit and urlPath in the query', async () => {
    await expect(captchaToken()).resolves.toBe('t-1');
    expect(calls[0]?.url).toBe(
      `${API.captchaChallenge.path}?action=submit&urlPath=%2Fauth%2Flogin`,
    );
  });

  it('shows code 12 with its custom message appended once, and 04 with its minutes', async () => {
    const answer = (status: number, body: object) => {
      globalThis.fetch = jest.fn((url: string) =>
        Promise.resolve(
          url.startsWith(API.captchaChallenge.path)
            ? jsonResponse(200, { result: { token: 't' } })
            : jsonResponse(status, body),
        ),
      ) as unknown as typeof fetch;
    };
    const detalle =
      'Su usuario se encuentra vencido para poder acreditar a la empresa: EMP-VENCIDA';
    answer(403, {
      status: 403,
      code: '12',
      minutos: 0,
      message: `El usuario no tiene empresa vigente. ${detalle}`,
      detalle,
    });
    await expect(login('empresavencida', 'x')).rejects.toMatchObject({
      message: `El usuario no tiene empresa vigente. ${detalle}`,
    });
    answer(423, { status: 423, code: '04', minutos: 7, message: 'x' });
    await expect(login('admin', 'x')).rejects.toMatchObject({
      message: 'Usuario bloqueado por intentos fallidos. Intente nuevamente en 7 minutos.',
    });
  });
});
