import { API, type LoginResult, type TokenPair } from '@faena/contracts';
import { useSession } from '../stores/session.store';
import { readBody, send, trackPending, unwrap } from './http-transport';

/** An access token this close to its expiry is renewed before a call is sent with it. */
export const RENEW_BEFORE_MS = 5_000;

let lockListener: (() => void) | null = null;
/** Called when the server says the session sat idle past the lock time (the shell opens the lock screen). */
export function onTokenLock(listener: (() => void) | null): void {
  lockListener = listener;
}
/** Opens the lock screen when one is mounted; answers whether it did. */
export function openLock(): boolean {
  lockListener?.();
  return lockListener !== null;
}

let renewal: Promise<boolean> | null = null;

/**
 * Renews the token pair once for every caller (single flight). A caller that saw the access token
 * `stale` and finds another one stored now just uses that one; calls wait for a renewal under way
 * (see tokenForCall), so a refresh token is presented once and never again after its rotation
 * (presenting it again is reuse, which revokes the session).
 */
export function renewTokens(stale: string | null): Promise<boolean> {
  const { accessToken } = useSession.getState();
  if (!renewal && stale !== null && accessToken !== null && accessToken !== stale)
    return Promise.resolve(true);
  renewal ??= trackPending(doRefresh).finally(() => {
    renewal = null;
  });
  return renewal;
}

/** Exchanges the stored refresh token for a new pair (rotating it), shared by whoever asks meanwhile. */
export const refreshSession = (): Promise<boolean> => renewTokens(null);

/**
 * The access token to send a call with: after the renewal under way, if any, and renewed first
 * when it is (about to be) expired, so calls made together after it lapsed share one renewal.
 * Answered at once (no promise) when nothing has to wait, as for most calls.
 */
export function tokenForCall(): string | null | Promise<string | null> {
  if (renewal) return renewal.then(() => tokenForCall());
  const { accessToken, refreshToken, accessExpiresAt } = useSession.getState();
  if (
    accessToken &&
    refreshToken &&
    accessExpiresAt !== null &&
    Date.now() >= accessExpiresAt - RENEW_BEFORE_MS
  ) {
    return renewTokens(accessToken).then(() => useSession.getState().accessToken);
  }
  return accessToken;
}

async function doRefresh(): Promise<boolean> {
  const { refreshToken } = useSession.getState();
  if (!refreshToken) return false;
  let res: Response;
  try {
    res = await send(
      { method: 'POST', path: API.refreshToken.path, opts: { body: { refreshToken } } },
      null,
    );
  } catch {
    return false; // network down: keep the session, the next call retries
  }
  if (!res.ok) return refused(res);
  const result = await unwrap<TokenPair & Partial<Pick<LoginResult, 'user'>>>(res);
  const session = useSession.getState();
  if (result.user)
    session.signIn(
      { accessToken: result.accessToken, refreshToken: result.refreshToken },
      result.user,
    );
  else session.setTokens({ accessToken: result.accessToken, refreshToken: result.refreshToken });
  return true;
}

/** A refused refresh logs out, unless the session only sat idle past the lock time: then the lock screen opens. */
async function refused(res: Response): Promise<false> {
  const body = (await readBody(res)) as { code?: unknown } | null;
  if (body?.code !== 'auth.sessionIdle' || !openLock()) useSession.getState().clear();
  return false;
}
