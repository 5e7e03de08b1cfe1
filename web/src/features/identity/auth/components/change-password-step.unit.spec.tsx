import { screen } from '@testing-library/react';
import type { LoginResponse } from '@faena/contracts';
import { renderUi, setupI18n } from '../../../../test/render';
import { useLoginFlow, type PasswordReason } from '../stores/login-flow.store';
import { ChangePasswordStep } from './change-password-step';

const response = {
  division: [],
  perfil: [],
  longitudClave: 8,
  nivelSeguridadClave: 'I',
} as unknown as LoginResponse;
const showWith = (reason: PasswordReason) => {
  useLoginFlow.setState({
    step: 'changePassword',
    username: 'NUEVO',
    response,
    token: 't',
    reason,
  });
  renderUi(<ChangePasswordStep />);
  return screen.getByTestId('change-password-reason').textContent;
};

afterEach(() => useLoginFlow.getState().reset());

describe('the change-password notices (domain spec §8)', () => {
  it('says the expired-password text in Spanish', async () => {
    await setupI18n('es');
    expect(showWith('expired')).toBe('Debe cambiar su contraseña porque está caducada');
  });

  it('says the first-password text in Spanish', async () => {
    await setupI18n('es');
    expect(showWith('first')).toBe('Debe cambiar su primera contraseña');
  });

  it('has an English translation', async () => {
    await setupI18n('en');
    expect(showWith('expired')).toBe('You must change your password because it has expired');
  });
});
