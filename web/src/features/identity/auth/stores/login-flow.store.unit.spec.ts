import type { LoginResponse } from '@faena/contracts';
import { forgotIssues, readConfirm } from '../lib/login-rules';
import { nextAfterLogin } from './login-flow.store';

const response = (over: Partial<LoginResponse>): LoginResponse => ({
  accessToken: 'a',
  refreshToken: 'r',
  cambiarClaveCaducada: 'N',
  dobleAutenticacion: 'N',
  flagTelefono: 'N',
  primeraClaveCambiada: 'S',
  perfil: [],
  division: [],
  nombreCompleto: 'X',
  contratista: false,
  responsableContratista: false,
  idCompania: null,
  compania: null,
  rolAcreditacion: null,
  minutosCaduca: 0,
  longitudClave: 6,
  nivelSeguridadClave: 'B',
  ...over,
});

describe('where the sign-in flow goes after the credentials', () => {
  it('two-factor first, then expired, then first password, else the chooser', () => {
    expect(
      nextAfterLogin(response({ dobleAutenticacion: 'S', cambiarClaveCaducada: 'S' })).step,
    ).toBe('code');
    expect(nextAfterLogin(response({ cambiarClaveCaducada: 'S' }))).toEqual({
      step: 'changePassword',
      reason: 'expired',
    });
    expect(nextAfterLogin(response({ primeraClaveCambiada: 'N' }))).toEqual({
      step: 'changePassword',
      reason: 'first',
    });
    expect(nextAfterLogin(response({})).step).toBe('chooser');
  });
});

describe('forgot password form', () => {
  it('asks the username and an e-mail of valid format', () => {
    expect(forgotIssues('', '')).toEqual({
      username: 'forgot.usernameRequired',
      email: 'forgot.emailRequired',
    });
    expect(forgotIssues('ADMIN', 'nope')).toEqual({
      username: undefined,
      email: 'forgot.emailInvalid',
    });
    expect(forgotIssues('ADMIN', 'a@b.cl')).toEqual({ username: undefined, email: undefined });
  });
});

describe('confirm query parameter', () => {
  it('is read only when longer than 5 characters', () => {
    expect(readConfirm('12345')).toBeNull();
    expect(readConfirm('123456')).toBe('123456');
    expect(readConfirm(null)).toBeNull();
  });
});
