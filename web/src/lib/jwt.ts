/** The claims of a JWT's payload, unverified (the server verifies; the browser only reads times). */
function claimsOf(token: string): Record<string, unknown> | null {
  const payload = token.split('.')[1];
  if (token.split('.').length !== 3 || !payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const claims: unknown = JSON.parse(json);
    return typeof claims === 'object' && claims !== null
      ? (claims as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * When an access token lapses on this browser's clock: its lifetime (exp − iat, as the server
 * signed it) counted from `receivedAtMs`, so a browser clock set wrong does not matter. Null for
 * a token that is no JWT with both times.
 */
export function localExpiry(token: string, receivedAtMs: number): number | null {
  const claims = claimsOf(token);
  const { iat, exp } = claims ?? {};
  if (typeof iat !== 'number' || typeof exp !== 'number' || exp <= iat) return null;
  return receivedAtMs + (exp - iat) * 1000;
}
