import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * Reads a secret kept in a file, or generates one (32 random bytes, base64url) and writes it with
 * mode 0600 so it survives restarts. Two processes starting at once agree: the file is created
 * exclusively and the loser reads the winner's secret.
 */
export function readOrCreateSecret(path: string): string {
  const existing = readSecret(path);
  if (existing) return existing;
  mkdirSync(dirname(path), { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  try {
    writeFileSync(path, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    const winner = readSecret(path);
    if (!winner) throw new Error(`secret file ${path} is empty`);
    return winner;
  }
}

function readSecret(path: string): string | null {
  try {
    const value = readFileSync(path, 'utf8').trim();
    if (value) tightenMode(path);
    return value || null;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}

function tightenMode(path: string): void {
  try {
    chmodSync(path, 0o600);
  } catch {
    // read-only mounts (secrets volumes) keep their own mode
  }
}
