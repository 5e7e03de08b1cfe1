import {
  loginFlowPasswordError,
  loginFlowRepeatError,
  maintenanceConfirmError,
  maintenancePasswordError,
  minLengthMessage,
  PASSWORD_LEVELS,
  PASSWORD_MISMATCH_MESSAGE,
} from './password-rules';

const I = PASSWORD_LEVELS.find((l) => l.Valor === 'I')!.Mensaje;
const A = PASSWORD_LEVELS.find((l) => l.Valor === 'A')!.Mensaje;

describe('password rules of the login flow (spec §5)', () => {
  it.each([
    [['abcde', 'B', 0], minLengthMessage(6)], // default minimum 6
    [['abcdef', 'B', 0], null],
    [['   abcde   ', 'B', 6], minLengthMessage(6)], // trimmed
    [['abcdefg', 'B', 8], minLengthMessage(8)],
    [['a'.repeat(99), 'B', 6], null],
    [['a'.repeat(100), 'B', 6], minLengthMessage(6)], // under 100
    [['abcdefgh', 'I', 8], I],
    [['12345678', 'I', 8], I],
    [['abcd1234', 'I', 8], null],
    [['abcd1234', 'A', 8], A],
    [['Abcd1234', 'A', 8], A],
    [['ABCD123.', 'A', 8], A],
    [['Abcd123.', 'A', 8], null],
    [['Faena.2026', 'A', 8], null],
  ] as const)('%j (password, level, minimum) → %j', ([password, level, min], expected) => {
    expect(loginFlowPasswordError(password, level, min)).toBe(expected);
  });

  it('needs the repeated password to be equal', () => {
    expect(loginFlowRepeatError('Abcd123.', 'Abcd123.')).toBeNull();
    expect(loginFlowRepeatError('Abcd123.', 'abcd123.')).toBe(PASSWORD_MISMATCH_MESSAGE);
    expect(PASSWORD_MISMATCH_MESSAGE).toBe('El valor de las contraseñas debe ser iguales.');
    expect(minLengthMessage(6)).toBe('La longitud minima es de 6 caracteres');
  });
});

describe('password rules of the maintenance screen (spec §5)', () => {
  it.each([
    [['', 'B', 6], { key: 'PASSWORDREQUIRED' }],
    [['a'.repeat(51), 'B', 6], { key: 'PASSWORDMAXLENGTH', n: 50 }],
    [['abc12', 'B', 6], { key: 'PASSWORDMINLENGTH', n: 6 }],
    [['abc123', 'B', 6], null],
    [['abc 123', 'B', 6], { key: 'BASICLEVEL' }],
    [['abc.123', 'I', 6], { key: 'INTERMEDIATELEVEL' }],
    [['abc123', 'I', 6], null],
    [['abc123', 'A', 6], { key: 'ADVANCEDLEVEL' }],
    [['Abc12.', 'A', 6], null],
    [['Abc 12.', 'A', 6], { key: 'ADVANCEDLEVEL' }], // no spaces
  ] as const)('%j (password, level, LongitudClave) → %j', ([password, level, min], expected) => {
    expect(maintenancePasswordError(password, level, min)).toEqual(expected);
  });

  it('needs the confirmation, equal to the password', () => {
    expect(maintenanceConfirmError('abc123', '')).toEqual({ key: 'CONFIRMPASSWORDCONREQUIRED' });
    expect(maintenanceConfirmError('abc123', 'abc124')).toEqual({
      key: 'CONFIRMPASSWORDMATCHPASSWORD',
    });
    expect(maintenanceConfirmError('abc123', 'abc123')).toBeNull();
  });
});
