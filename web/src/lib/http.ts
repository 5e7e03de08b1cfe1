import { TOKEN_HEADER, decodeTokenHeader, type RecreatedTokens } from '@faena/contracts';
import { useSession } from '../stores/session.store';
import { ApiError, toProblem } from './api-error';
import {
  readBody,
  send,
  toUrl,
  trackPending,
  unwrap,
  type Call,
  type Method,
  type Query,
  type RequestOptions,
} from './http-transport';
import { openLock, renewTokens, tokenForCall } from './token-renewal';

// the transport and the renewal are used through this module by the features
export {
  currentUrlPath,
  onNoResponse,
  toUrl,
  trackPending,
  URL_PATH_MAX,
  usePendingCalls,
  withUrlPath,
} from './http-transport';
export type { Method, Query, QueryValue } from './http-transport';
export { onTokenLock, refreshSession } from './token-renewal';

/**
 * The sign-in calls (/api/usuario/...) answer their own 401s (a wrong password at the lock screen,
 * a refused code): no log-out, no refresh-and-retry (their captcha token is single-use).
 */
export const isSignInCall = (path: string): boolean => path.startsWith('/api/usuario/');

/** HTTP 401 on a signed-in call logs the user out (sign-in calls answer their own 401s). */
function logoutOn401(res: Response, path: string, token: string | null = 'retried'): Response {
  if (res.status === 401 && token && !isSignInCall(path)) useSession.getState().clear();
  return res;
}

/** The recreated token pair a response carries (header x-token-recreated), read only for a signed-in call. */
export function recreatedTokens(
  res: Response,
  token: string | null,
): RecreatedTokens | 'malformed' | null {
  const header = token ? res.headers.get(TOKEN_HEADER) : null;
  if (!header) return null;
  return decodeTokenHeader(header) ?? 'malformed';
}

/** What a call was sent with: the access token and the refresh token stored then. */
interface Sent {
  token: string | null;
  refresh: string | null;
}

/**
 * The response header with a recreated token pair (spec §4): `retry` stores the new pair (unless
 * a newer one was stored meanwhile) and repeats the call once; `lock` opens the lock screen (the
 * password unlocks it); anything else logs out.
 */
async function afterRecreated<T>(
  recreated: RecreatedTokens | 'malformed',
  { res, call, sent }: { res: Response; call: Call; sent: Sent },
): Promise<T> {
  const session = useSession.getState();
  if (recreated !== 'malformed' && recreated.action === 'retry') {
    if (session.refreshToken === sent.refresh)
      session.setTokens({
        accessToken: recreated.accessToken,
        refreshToken: recreated.refreshToken,
      });
    if (res.status !== 401 || isSignInCall(call.path)) return unwrap<T>(res);
    return unwrap<T>(logoutOn401(await send(call, useSession.getState().accessToken), call.path));
  }
  if (recreated === 'malformed' || !openLock()) session.clear();
  throw new ApiError(toProblem(await readBody(res), res.status), res.status);
}

/**
 * Calls the API and answers `result`; follows a recreated token pair, else on 401 renews the
 * tokens (once for all the calls that failed with the same token) and retries (not for the
 * sign-in calls, which answer their own 401s).
 */
async function answer<T>(call: Call): Promise<T> {
  const ready = tokenForCall();
  const token = ready instanceof Promise ? await ready : ready; // most calls go out at once
  const sent: Sent = { token, refresh: useSession.getState().refreshToken };
  const res = await send(call, token);
  const recreated = recreatedTokens(res, token);
  if (recreated) return afterRecreated<T>(recreated, { res, call, sent });
  if (res.status === 401 && token && !isSignInCall(call.path) && (await renewTokens(token))) {
    return unwrap<T>(logoutOn401(await send(call, useSession.getState().accessToken), call.path));
  }
  return unwrap<T>(logoutOn401(res, call.path, token));
}

/** A call, counted in flight (refresh and retry included) until it settles. */
export function request<T>(method: Method, path: string, opts: RequestOptions = {}): Promise<T> {
  return trackPending(() => answer<T>({ method, path, opts }));
}

export const http = {
  get: <T>(path: string, query?: Query, signal?: AbortSignal) =>
    request<T>('GET', path, { query, signal }),
  post: <T>(path: string, body: unknown) => request<T>('POST', path, { body }),
  put: <T>(path: string, body: unknown) => request<T>('PUT', path, { body }),
};

/**
 * A file the API answers (a photo, a PDF) as an object URL, fetched with the session's token; a
 * refusal throws its problem (the spec's message) like any other call.
 */
export function fileObjectUrl(path: string, query: Query): Promise<string> {
  return trackPending(async () => {
    const token = useSession.getState().accessToken;
    const res = logoutOn401(
      await fetch(toUrl(path, query), {
        headers: token ? { Authorization: `Bearer ${token}` } : {},
      }),
      path,
      token,
    );
    if (!res.ok) throw new ApiError(toProblem(await readBody(res), res.status), res.status);
    return URL.createObjectURL(await res.blob());
  });
}
