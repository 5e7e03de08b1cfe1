import {
  canSendCode,
  expiryNotice,
  loginPasswordIssue,
  normalizeCode,
  repeatPasswordIssue,
} from './login-rules';

describe('verification code field', () => {
  it('keeps digits only and the last 4 of a longer entry', () => {
    expect(normalizeCode('12a3')).toBe('123');
    expect(normalizeCode('123456')).toBe('3456');
    expect(normalizeCode('')).toBe('');
  });
  it('can be sent only with exactly 4 digits', () => {
    expect(canSendCode('123')).toBe(false);
    expect(canSendCode('1234')).toBe(true);
    expect(canSendCode('12a4')).toBe(false);
  });
});

describe('password expiry notice', () => {
  it('shows days when 6 or fewer remain, "today" at 0 days, nothing otherwise', () => {
    expect(expiryNotice(0)).toBeNull();
    expect(expiryNotice(-5)).toBeNull();
    expect(expiryNotice(null)).toBeNull();
    expect(expiryNotice(100)).toEqual({ kind: 'today' });
    expect(expiryNotice(1440)).toEqual({ kind: 'days', days: 1 });
    expect(expiryNotice(6 * 1440 + 1439)).toEqual({ kind: 'days', days: 6 });
    expect(expiryNotice(7 * 1440)).toBeNull();
  });
});

describe('login-flow new password', () => {
  it('needs the minimum trimmed length (default 6) and under 100', () => {
    expect(loginPasswordIssue('  abc  ', 6, 'B')).toEqual({
      key: 'password.minLength',
      values: { n: 6 },
    });
    expect(loginPasswordIssue('abcdef', 0, 'B')).toBeNull();
    expect(loginPasswordIssue('a'.repeat(100), 6, 'B')).toEqual({
      key: 'password.minLength',
      values: { n: 6 },
    });
    expect(loginPasswordIssue('abcdefgh', 8, 'B')).toBeNull();
  });
  it('applies the level: I needs a digit and a letter; A adds upper, lower and a symbol', () => {
    expect(loginPasswordIssue('abcdefg', 6, 'I')).toEqual({ key: 'password.levelI' });
    expect(loginPasswordIssue('abc1234', 6, 'I')).toBeNull();
    expect(loginPasswordIssue('abc1234', 6, 'A')).toEqual({ key: 'password.levelA' });
    expect(loginPasswordIssue('Abc123.', 6, 'A')).toBeNull();
  });
  it('asks the repetition to be equal', () => {
    expect(repeatPasswordIssue('a', 'b')).toEqual({ key: 'password.mismatch' });
    expect(repeatPasswordIssue('a', 'a')).toBeNull();
  });
});
