/**
 * Is a socket handshake's Origin acceptable? Same origin as the Host it reached, or in the
 * ALLOWED_ORIGINS list. A missing Origin (non-browser clients) is left to the token check.
 */
export function originAllowed(
  origin: string | undefined,
  host: string | undefined,
  allowed: readonly string[],
): boolean {
  if (origin === undefined || origin === '') return true;
  const normalized = origin.replace(/\/+$/, '');
  if (allowed.includes(normalized)) return true;
  try {
    const url = new URL(normalized);
    return (
      host !== undefined &&
      url.host.toLowerCase() === host.toLowerCase() &&
      (url.protocol === 'http:' || url.protocol === 'https:')
    );
  } catch {
    return false;
  }
}
