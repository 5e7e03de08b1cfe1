import {
  PasswordHasher,
  Semaphore,
  hashPassword,
  hashSlots,
  parseHash,
  setNewHashCost,
  verifyPassword,
} from './password-hasher';

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

  describe('with a configured cost (PASSWORD_HASH_COST)', () => {
    afterEach(() => setNewHashCost(17));

    it('makes new hashes at that cost and still verifies hashes of another cost', async () => {
      const before = await hashPassword('Faena.2026', FAST);
      setNewHashCost(11);
      const after = await hashPassword('Faena.2026');
      expect(after).toMatch(/^scrypt\$11\$8\$1\$/);
      await expect(verifyPassword('Faena.2026', after)).resolves.toBe(true);
      await expect(verifyPassword('Faena.2026', before)).resolves.toBe(true);
      await expect(new PasswordHasher().hash('x')).resolves.toMatch(/^scrypt\$11\$/);
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
      await expect(
        verifyPassword('x', 'scrypt$30$8$1$AAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'),
      ).resolves.toBe(false);
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
      const answers = await Promise.all(
        ['ok', 'no', 'ok', 'no', 'ok'].map((p) => hasher.verify(p, stored)),
      );
      expect(answers).toEqual([true, false, true, false, true]);
    });
  });
  describe('at most two scrypt runs at once (peak memory)', () => {
    it('a Semaphore of 2 runs two tasks at a time, in arrival order, and frees the slot of a failed task', async () => {
      const semaphore = new Semaphore(2);
      const started: number[] = [];
      let peak = 0;
      const finish: Array<(fail: boolean) => void> = [];
      const results = Array.from({ length: 6 }, (_, i) =>
        semaphore
          .run(
            () =>
              new Promise<number>((resolve, reject) => {
                started.push(i);
                peak = Math.max(peak, semaphore.running);
                finish[i] = (fail) => (fail ? reject(new Error(`task ${i}`)) : resolve(i));
              }),
          )
          .catch((e: unknown) => (e instanceof Error ? e.message : 'not an Error')),
      );
      const settle = () => new Promise((r) => setImmediate(r));
      await settle();
      expect(started).toEqual([0, 1]);
      finish[1]!(true);
      await settle();
      expect(started).toEqual([0, 1, 2]);
      for (const i of [0, 2, 3, 4, 5]) {
        finish[i]!(false);
        await settle();
      }
      console.log(`semaphore of 2: start order ${started.join(',')}, peak ${peak}`);
      expect(await Promise.all(results)).toEqual([0, 'task 1', 2, 3, 4, 5]);
      expect(started).toEqual([0, 1, 2, 3, 4, 5]);
      expect(peak).toBe(2);
      expect(semaphore.running).toBe(0);
    });

    it('every hash and verification of the process goes through the two slots', async () => {
      const stored = await hashPassword('ok', FAST);
      const hasher = new PasswordHasher();
      let peak = 0;
      const sampler = setInterval(() => (peak = Math.max(peak, hashSlots.running)), 0);
      const work = [
        ...['ok', 'no', 'ok', 'no'].map((p) => hasher.verify(p, stored)),
        hashPassword('x', FAST).then(Boolean),
        verifyPassword('ok', stored),
        hasher.verifyNobody('x'),
      ];
      await Promise.resolve();
      expect(hashSlots.running).toBe(2);
      await Promise.all(work);
      clearInterval(sampler);
      console.log(`7 hashes at once: peak ${peak} in the slots`);
      expect(peak).toBeLessThanOrEqual(2);
      expect(hashSlots.running).toBe(0);
    });
  });
});
