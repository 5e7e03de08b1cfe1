import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { present } from '@faena/core';

/** scrypt cost: N = 2^17, r = 8, p = 1 (128 MiB per hash), 16-byte salt, 32-byte key. */
export const SCRYPT_DEFAULTS = { logN: 17, r: 8, p: 1 } as const;
export type ScryptParams = { logN: number; r: number; p: number };
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
const MAX_MEM = 256 * 1024 * 1024;
const CONCURRENT_HASHES = 2;
const FORMAT = /^scrypt\$(\d{1,2})\$(\d{1,2})\$(\d{1,2})\$([A-Za-z0-9+/=]+)\$([A-Za-z0-9+/=]+)$/;

/** At most `limit` tasks at once; the others wait in arrival order. A finished task hands its slot to the next. */
export class Semaphore {
  private active = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(readonly limit: number) {}

  /** Tasks running now (never more than the limit). */
  get running(): number {
    return this.active;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active >= this.limit) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.active += 1;
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.active -= 1;
    }
  }
}

/**
 * Every scrypt run of the process (sign-ins, password changes, users created by the catalog, the
 * dummy hash) takes one of these slots: each run holds 128 MiB, so a burst of sign-ins peaks at
 * two runs' memory instead of one per request (and leaves libuv pool threads for file I/O).
 */
export const hashSlots = new Semaphore(CONCURRENT_HASHES);

function derive(
  password: string,
  { salt, params, keyLength }: { salt: Buffer; params: ScryptParams; keyLength: number },
): Promise<Buffer> {
  const options: ScryptOptions = { N: 2 ** params.logN, r: params.r, p: params.p, maxmem: MAX_MEM };
  return hashSlots.run(
    () =>
      new Promise((resolve, reject) => {
        // crypto.scrypt runs on the libuv pool, off the request thread
        scrypt(password.normalize('NFKC'), salt, keyLength, options, (err, key) =>
          err ? reject(err) : resolve(key),
        );
      }),
  );
}

/** The cost of new hashes: SCRYPT_DEFAULTS unless the configuration set another (setNewHashCost). */
let newHashParams: ScryptParams = SCRYPT_DEFAULTS;

/**
 * Sets log2(N) of the hashes made from now on (PASSWORD_HASH_COST, once at start by createApp).
 * Stored hashes keep the cost they carry: verification reads it from the hash.
 */
export function setNewHashCost(logN: number): void {
  newHashParams = { ...SCRYPT_DEFAULTS, logN };
}

/** `scrypt$17$8$1$<salt b64>$<hash b64>` */
export async function hashPassword(
  password: string,
  params: ScryptParams = newHashParams,
): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, { salt, params, keyLength: KEY_LENGTH });
  return [
    'scrypt',
    params.logN,
    params.r,
    params.p,
    salt.toString('base64'),
    key.toString('base64'),
  ].join('$');
}

/** Parses a stored hash; null when it is not in our format or its cost is out of bounds. */
export function parseHash(
  stored: string,
): { params: ScryptParams; salt: Buffer; key: Buffer } | null {
  const m = FORMAT.exec(stored);
  if (!m) return null;
  const params = { logN: Number(m[1]), r: Number(m[2]), p: Number(m[3]) };
  if (
    params.logN < 1 ||
    params.logN > 20 ||
    params.r < 1 ||
    params.r > 16 ||
    params.p < 1 ||
    params.p > 4
  )
    return null;
  // FORMAT's groups all take part in a match
  const key = Buffer.from(present(m[5], "the hash's key"), 'base64');
  if (key.length < 16) return null;
  return { params, salt: Buffer.from(present(m[4], "the hash's salt"), 'base64'), key };
}

/** Constant-time comparison of the derived key with the stored one. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const key = await derive(password, { ...parsed, keyLength: parsed.key.length });
  return timingSafeEqual(key, parsed.key);
}

/**
 * Hashing as a service: at most two scrypt runs at once (hashSlots), and a dummy hash
 * to verify against when the user does not exist, so both failures cost the same.
 */
@Injectable()
export class PasswordHasher {
  /** hashed at start-up, off the request thread, so the first unknown user costs the same */
  private readonly dummy: Promise<string> = hashPassword(randomBytes(12).toString('base64'));

  hash(password: string): Promise<string> {
    return hashPassword(password);
  }

  verify(password: string, stored: string): Promise<boolean> {
    return verifyPassword(password, stored);
  }

  /** Spends the same work as a real verification and answers false. */
  async verifyNobody(password: string): Promise<false> {
    await this.verify(password, await this.dummy);
    return false;
  }
}
