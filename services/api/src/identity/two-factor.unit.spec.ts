import type { StoredEvent } from '@faena/contracts';
import { evolveSecurity, emptySecurity, type AccountSecurity } from './account-security';
import { CODE_TTL_MS, decideCode, hashCode, newCode } from './two-factor';

const now = new Date('2026-03-02T12:00:00Z');
const ev = (type: string, data: unknown = {}) =>
  ({ type, data, metadata: { occurredAt: now.toISOString() } }) as unknown as StoredEvent;

function withCode(): { s: AccountSecurity; code: string } {
  const c = newCode(now);
  return {
    s: evolveSecurity(
      emptySecurity(),
      ev('identity.TwoFactorCodeIssued', { ...c, channel: 'CORREO' }),
    ),
    code: c.code,
  };
}

describe('second-factor codes', () => {
  it('are 4 digits, stored only as a salted hash, valid 5 minutes', () => {
    const codes = new Set<string>();
    for (let i = 0; i < 200; i += 1) {
      const c = newCode(now);
      expect(c.code).toMatch(/^\d{4}$/);
      expect(c.codeHash).toBe(hashCode(c.code, c.salt));
      expect(c.codeHash).toMatch(/^[0-9a-f]{64}$/);
      expect(hashCode(c.code, 'other-salt')).not.toBe(c.codeHash); // salted: equal codes do not share a hash
      expect(Date.parse(c.expiresAt) - now.getTime()).toBe(CODE_TTL_MS);
      codes.add(c.code);
    }
    expect(codes.size).toBeGreaterThan(100); // random, not a counter
  });

  it('accepts the right code once, before it expires', () => {
    const { s, code } = withCode();
    expect(decideCode(s, code, now)).toBe('ok');
    expect(decideCode(s, code, new Date(now.getTime() + CODE_TTL_MS))).toBe('missing');
    const used = evolveSecurity(s, ev('identity.TwoFactorConfirmed'));
    expect(decideCode(used, code, now)).toBe('missing');
    expect(decideCode(emptySecurity(), code, now)).toBe('missing');
  });

  it('burns the code on the third wrong guess', () => {
    const { s, code } = withCode();
    const wrong = code === '0000' ? '0001' : '0000';
    expect(decideCode(s, wrong, now)).toBe('wrong');
    const once = evolveSecurity(s, ev('identity.TwoFactorGuessFailed'));
    expect(decideCode(once, wrong, now)).toBe('wrong');
    const twice = evolveSecurity(once, ev('identity.TwoFactorGuessFailed'));
    expect(decideCode(twice, wrong, now)).toBe('burn');
    const thrice = evolveSecurity(twice, ev('identity.TwoFactorGuessFailed'));
    expect(decideCode(thrice, code, now)).toBe('missing'); // even the right code is dead now
  });

  it('a resend replaces the code and its guesses', () => {
    const first = withCode();
    const failed = evolveSecurity(
      evolveSecurity(first.s, ev('identity.TwoFactorGuessFailed')),
      ev('identity.TwoFactorGuessFailed'),
    );
    const c = newCode(now);
    const replaced = evolveSecurity(
      failed,
      ev('identity.TwoFactorCodeIssued', { ...c, channel: 'CORREO' }),
    );
    if (c.code !== first.code) expect(decideCode(replaced, first.code, now)).not.toBe('ok');
    expect(decideCode(replaced, c.code, now)).toBe('ok');
  });
});
