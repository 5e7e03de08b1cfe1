import { createHash, randomBytes, randomUUID } from 'node:crypto';

/** A refresh token: `<familyId>.<32 random bytes base64url>`; only its sha256 is stored. */
export interface RefreshToken {
  familyId: string;
  token: string;
  hash: string;
}

const TOKEN_FORMAT = /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{43})$/;

export function newFamilyId(): string {
  return randomUUID();
}

export function issueRefreshToken(familyId: string): RefreshToken {
  const token = `${familyId}.${randomBytes(32).toString('base64url')}`;
  return { familyId, token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The family of a well-formed token, or null. */
export function familyOf(token: string): string | null {
  return TOKEN_FORMAT.exec(token)?.[1] ?? null;
}
