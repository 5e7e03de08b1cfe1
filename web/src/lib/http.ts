import { API, TOKEN_HEADER, decodeTokenHeader, type LoginResult, type RecreatedTokens, type TokenPair } from '@faena/contracts';
import { create } from 'zustand';
import { useSession } from '../stores/session.store';
import { ApiError, toProblem } from './api-error';
import { currentLanguage } from './i18n';

export type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue>;

interface RequestOptions {
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
}
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** How many API calls are in flight: the shell's top progress bar shows while any is. */
export const usePendingCalls = create<{ count: number }>()(() => ({ count: 0 }));

/** Counts `call` as in flight until it settles, whether it answers or fails. */
export async function trackPending<T>(call: () => Promise<T>): Promise<T> {
  usePendingCalls.setState((s) => ({ count: s.count + 1 }));
  try {
    return await call();
  } finally {
    usePendingCalls.setState((s) => ({ count: s.count - 1 }));
  }
}

/** Same origin: the API serves the web app; the Vite dev server proxies /api. */
const BASE_URL = '';

export function toUrl(path: string, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return `${BASE_URL}${path}${qs ? `?${qs}` : ''}`;
}

/** The longest urlPath the server accepts. */
export const URL_PATH_MAX = 300;

/** The current hash route (spec §7 urlPath): the hash without '#', at most 300 characters; '/' when none. */
export function currentUrlPath(): string {
  const route = typeof window === 'undefined' ? '' : window.location.hash.replace(/^#/, '');
  return (route || '/').slice(0, URL_PATH_MAX);
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && (Object.getPrototypeOf(v) === Object.prototype || Object.getPrototypeOf(v) === null);

/** Every call carries urlPath (spec §7): in the query for GET/DELETE, merged into a plain-object body otherwise. */
export function withUrlPath(method: Method, opts: Pick<RequestOptions, 'query' | 'body'>): { query: Query; body: unknown } {
  const urlPath = currentUrlPath();
  if (method === 'GET' || method === 'DELETE') return { query: { ...opts.query, urlPath }, body: opts.body };
  return { query: opts.query ?? {}, body: isPlainObject(opts.body) ? { ...opts.body, urlPath } : opts.body };
}

async function send(method: Method, path: string, opts: RequestOptions, token: string | null): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': currentLanguage() };
  if (opts.body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  const refresh = useSession.getState().refreshToken;
  if (token && refresh) headers['x-refresh-token'] = refresh;
  const { query, body } = withUrlPath(method, opts);
  try {
    return await fetch(toUrl(path, query), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: opts.signal,
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    noResponseListener?.(path);
    throw new ApiError(null, 0);
  }
}

async function readBody(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** The spec treats 509 as a normal response. */
const NORMAL_STATUS = 509;

let noResponseListener: ((path: string) => void) | null = null;
/** Called when a request gets no response at all (the shell opens the session splash). */
export function onNoResponse(listener: ((path: string) => void) | null): void {
  noResponseListener = listener;
}

async function unwrap<T>(res: Response): Promise<T> {
  const body = await readBody(res);
  if (!res.ok && res.status !== NORMAL_STATUS) throw new ApiError(toProblem(body, res.status), res.status);
  return (body as { result: T } | null)?.result as T;
}

let refreshing: Promise<boolean> | null = null;

/** Exchanges the stored refresh token for a new pair (rotating); one call at a time. */
export function refreshSession(): Promise<boolean> {
  refreshing ??= trackPending(doRefresh).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

async function doRefresh(): Promise<boolean> {
  const { refreshToken } = useSession.getState();
  if (!refreshToken) return false;
  let res: Response;
  try {
    res = await send('POST', API.refreshToken.path, { body: { refreshToken } }, null);
  } catch {
    return false; // network down: keep the session, the next call retries
  }
  if (!res.ok) {
    useSession.getState().clear();
    return false;
  }
  const result = await unwrap<TokenPair & Partial<Pick<LoginResult, 'user'>>>(res);
  const session = useSession.getState();
  if (result.user) session.signIn({ accessToken: result.accessToken, refreshToken: result.refreshToken }, result.user);
  else session.setTokens({ accessToken: result.accessToken, refreshToken: result.refreshToken });
  return true;
}

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

let tokenLockListener: (() => void) | null = null;
/** Called when the server answers that the session sat idle past the lock time (the shell opens the lock screen). */
export function onTokenLock(listener: (() => void) | null): void {
  tokenLockListener = listener;
}

/** The recreated token pair a response carries (header x-token-recreated), read only for a signed-in call. */
export function recreatedTokens(res: Response, token: string | null): RecreatedTokens | 'malformed' | null {
  const header = token ? res.headers?.get?.(TOKEN_HEADER) : null;
  if (!header) return null;
  return decodeTokenHeader(header) ?? 'malformed';
}

/**
 * The response header with a recreated token pair (spec §4): `retry` stores the new pair and
 * repeats the call once with it; `lock` opens the lock screen (the session stays, the password
 * unlocks it); anything else logs out.
 */
async function afterRecreated<T>(recreated: RecreatedTokens | 'malformed', res: Response, retry: () => Promise<Response>, path: string): Promise<T> {
  const session = useSession.getState();
  if (recreated !== 'malformed' && recreated.action === 'retry') {
    session.setTokens({ accessToken: recreated.accessToken, refreshToken: recreated.refreshToken });
    return res.status === 401 && !isSignInCall(path) ? unwrap<T>(logoutOn401(await retry(), path)) : unwrap<T>(res);
  }
  if (recreated !== 'malformed' && recreated.action === 'lock' && tokenLockListener) tokenLockListener();
  else session.clear();
  throw new ApiError(toProblem(await readBody(res), res.status), res.status);
}

/**
 * Calls the API and answers `result`; follows a recreated token pair, else on 401 refreshes the
 * tokens once and retries (not for the sign-in calls, which answer their own 401s).
 */
async function answer<T>(method: Method, path: string, opts: RequestOptions): Promise<T> {
  const token = useSession.getState().accessToken;
  const res = await send(method, path, opts, token);
  const resend = () => send(method, path, opts, useSession.getState().accessToken);
  const recreated = recreatedTokens(res, token);
  if (recreated) return afterRecreated<T>(recreated, res, resend, path);
  if (res.status === 401 && token && !isSignInCall(path) && (await refreshSession())) {
    return unwrap<T>(logoutOn401(await resend(), path));
  }
  return unwrap<T>(logoutOn401(res, path, token));
}

/** A call, counted in flight (refresh and retry included) until it settles. */
export function request<T>(method: Method, path: string, opts: RequestOptions = {}): Promise<T> {
  return trackPending(() => answer<T>(method, path, opts));
}

export const http = {
  get: <T>(path: string, query?: Query, signal?: AbortSignal) => request<T>('GET', path, { query, signal }),
  post: <T>(path: string, body: unknown) => request<T>('POST', path, { body }),
  put: <T>(path: string, body: unknown) => request<T>('PUT', path, { body }),
};
