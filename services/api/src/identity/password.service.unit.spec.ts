import { loginFlowPasswordError } from '@faena/contracts';
import { recoveryMail, temporaryPassword } from './recovery-mail';

describe('the recovery mail', () => {
  it('makes temporary passwords that pass the advanced level and never end in punctuation', () => {
    for (let i = 0; i < 200; i += 1) {
      const password = temporaryPassword();
      expect(loginFlowPasswordError(password, 'A', 12)).toBeNull();
      expect(password).toMatch(/[A-Za-z0-9]$/);
    }
  });

  it('puts the password alone on its own line, in the asked language', () => {
    const account = { username: 'VARIOS', email: 'varios@mineraandina.pe' };
    const es = recoveryMail(account, 'Ab12cd#34ef5', 'es');
    expect(es).toMatchObject({
      to: 'varios@mineraandina.pe',
      channel: 'mail',
      kind: 'password-recovery',
      subject: 'Faena: recuperación de contraseña',
    });
    expect(es.body.split('\n')).toContain('Ab12cd#34ef5');
    expect(es.body.split('\n').filter((line) => line.includes('Ab12cd#34ef5'))).toEqual([
      'Ab12cd#34ef5',
    ]);
    expect(es.body).toContain('Usuario: VARIOS');
    expect(es.body).toContain('24 horas');
    const en = recoveryMail(account, 'Ab12cd#34ef5', 'en');
    expect(en.subject).toBe('Faena: password recovery');
    expect(en.body).toContain('valid for 24 hours');
  });
});
