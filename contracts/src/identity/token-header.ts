/**
 * The response header that carries a recreated token pair (spec §4, inactivity lock): a call made
 * with an expired access token and its family's refresh token (`x-refresh-token`) is answered 401
 * with this header. `retry`: the server rotated the refresh token, the web stores the pair and
 * repeats the call once. `lock`: the session sat idle past the lock time, so the refresh token is
 * not renewed and the web opens the lock screen (the password gives a new pair). Without the
 * header, or with anything else in it, a 401 logs the user out.
 */
export const TOKEN_HEADER = 'x-token-recreated';

export type RecreatedTokens =
  { action: 'retry'; accessToken: string; refreshToken: string } | { action: 'lock' };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** base64url(JSON): one header line, no characters a proxy would fold. */
export function encodeTokenHeader(value: RecreatedTokens): string {
  // tokens are ASCII (JWT and base64url), so btoa is enough, in Node and in the browser
  return btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

const isToken = (v: unknown): v is string => typeof v === 'string' && v.length > 0;

/** base64url(JSON) read back, or undefined when it is not such a text. */
function parseHeaderJson(header: string): unknown {
  try {
    const b64 = header.replace(/-/g, '+').replace(/_/g, '/');
    return JSON.parse(atob(b64));
  } catch {
    return undefined;
  }
}

/** The header's content, or null when it is missing or malformed. */
export function decodeTokenHeader(header: string | null | undefined): RecreatedTokens | null {
  if (!header || header.length > 4000) return null;
  const value = parseHeaderJson(header);
  if (!isRecord(value)) return null;
  if (value.action === 'lock') return { action: 'lock' };
  if (value.action === 'retry' && isToken(value.accessToken) && isToken(value.refreshToken)) {
    return { action: 'retry', accessToken: value.accessToken, refreshToken: value.refreshToken };
  }
  return null;
}
