import { PasswordHasher, hashPassword, parseHash, verifyPassword } from './password-hasher';

const FAST = { logN: 10, r: 8, p: 1 };

describe('password hashing', () => {
  describe('with the production cost', () => {
    it('stores scrypt$17$8$1$<salt>$<hash> with a 16-byte salt and verifies the password', async () => {
      const stored = await hashPassword('Faena.2026');
      expect(stored).toMatch(/^scrypt\$17\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
      expect(parseHash(stored)?.salt).toHaveLength(16);
      await expect(verifyPassword('Faena.2026', stored)).resolves.toBe(true);
    });
  });

  describe('when verifying', () => {
    it('refuses a wrong password', async () => {
      const stored = await hashPassword('Faena.2026', FAST);
      await expect(verifyPassword('faena.2026', stored)).resolves.toBe(false);
      await expect(verifyPassword('', stored)).resolves.toBe(false);
    });

    it('salts every hash, so equal passwords store differently', async () => {
      const [a, b] = await Promise.all([hashPassword('same', FAST), hashPassword('same', FAST)]);
      expect(a).not.toBe(b);
      await expect(verifyPassword('same', a)).resolves.toBe(true);
      await expect(verifyPassword('same', b)).resolves.toBe(true);
    });

    it('refuses malformed or out-of-bounds hashes without throwing', async () => {
      await expect(verifyPassword('x', 'plain-text')).resolves.toBe(false);
      await expect(verifyPassword('x', 'scrypt$30$8$1$AAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).resolves.toBe(false);
      expect(parseHash('bcrypt$10$abc')).toBeNull();
    });
  });

  describe('PasswordHasher', () => {
    it('answers false for an unknown user after doing the same work', async () => {
      const hasher = new PasswordHasher();
      await expect(hasher.verifyNobody('Faena.2026')).resolves.toBe(false);
    });

    it('runs many verifications through its two slots and answers each correctly', async () => {
      const hasher = new PasswordHasher();
      const stored = await hashPassword('ok', FAST);
      const answers = await Promise.all(['ok', 'no', 'ok', 'no', 'ok'].map((p) => hasher.verify(p, stored)));
      expect(answers).toEqual([true, false, true, false, true]);
    });
  });
});
