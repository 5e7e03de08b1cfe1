import { ConfigSchema } from '@faena/core';
import { accountOf, signInLimits } from './sign-in-limits';

describe('sign-in limits', () => {
  it('names the account as the schemas read it: username upper-cased (or idUsuario), e-mail lower-cased', () => {
    expect(accountOf('password', { username: '  admin ', password: 'x' })).toBe('ADMIN');
    expect(accountOf('password', { idUsuario: 'solicitante' })).toBe('SOLICITANTE');
    expect(accountOf('code', { username: 'celular', codigo: '1234' })).toBe('CELULAR');
    expect(accountOf('mail', { email: ' Varios@MineraAndina.pe ' })).toBe('varios@mineraandina.pe');
    expect(accountOf('mail', { IdUsuario: 'VARIOS', Correo: 'VARIOS@mineraandina.pe' })).toBe(
      'varios@mineraandina.pe',
    );
  });

  it('names none for a body without one (the call then counts per address only)', () => {
    for (const body of [
      undefined,
      null,
      'ADMIN',
      [],
      {},
      { username: 42 },
      { username: '   ' },
      { email: 'a@b.pe' },
    ]) {
      expect(accountOf('password', body)).toBeNull();
    }
    expect(accountOf('mail', { username: 'ADMIN' })).toBeNull();
  });

  it('keeps at most 120 characters of a name', () => {
    expect(accountOf('password', { username: 'a'.repeat(5000) })).toHaveLength(120);
  });

  it('defaults below the lockout (5 attempts) and the code burn (3 guesses)', () => {
    const limits = signInLimits(ConfigSchema.parse({}));
    expect(limits).toEqual({
      address: { max: 100, windowMs: 900_000 },
      password: { max: 4, windowMs: 900_000 },
      code: { max: 2, windowMs: 900_000 },
      resend: { max: 3, windowMs: 3_600_000 },
      mail: { max: 3, windowMs: 3_600_000 },
    });
  });
});
