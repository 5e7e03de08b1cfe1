import { create } from 'zustand';
import { useSession } from '../stores/session.store';
import { ApiError, toProblem } from './api-error';
import { currentLanguage } from './i18n';

export type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue>;

export interface RequestOptions {
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
  /**
   * The caller handles a call that got no answer itself (the guard's screen queues the mark):
   * the shell's "connection error" splash, which logs out, is not opened for it.
   */
  offlineAware?: boolean;
}
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One call: method, path and its options. */
export interface Call {
  method: Method;
  path: string;
  opts: RequestOptions;
}

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
  typeof v === 'object' &&
  v !== null &&
  (Object.getPrototypeOf(v) === Object.prototype || Object.getPrototypeOf(v) === null);

/** A file sent as the body's bytes (the bulk request's spreadsheet), not as JSON. */
const isFile = (v: unknown): v is Blob => typeof Blob !== 'undefined' && v instanceof Blob;

/** Every call carries urlPath (spec §7): in the query for GET/DELETE, merged into a plain-object body otherwise. */
export function withUrlPath(
  method: Method,
  opts: Pick<RequestOptions, 'query' | 'body'>,
): { query: Query; body: unknown } {
  const urlPath = currentUrlPath();
  if (method === 'GET' || method === 'DELETE' || isFile(opts.body))
    return { query: { ...opts.query, urlPath }, body: opts.body };
  return {
    query: opts.query ?? {},
    body: isPlainObject(opts.body) ? { ...opts.body, urlPath } : opts.body,
  };
}

let noResponseListener: ((path: string) => void) | null = null;
/** Called when a request gets no response at all (the shell opens the session splash). */
export function onNoResponse(listener: ((path: string) => void) | null): void {
  noResponseListener = listener;
}

/** The body's content type: a file's own (bytes), JSON otherwise. */
const contentType = (body: unknown): string =>
  isFile(body) ? body.type || 'application/octet-stream' : 'application/json';

/** The headers of a call: language, content type, the access token and the stored refresh token. */
function headersFor(opts: RequestOptions, token: string | null): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': currentLanguage(),
  };
  if (opts.body !== undefined) headers['Content-Type'] = contentType(opts.body);
  if (!token) return headers;
  headers.Authorization = `Bearer ${token}`;
  const refresh = useSession.getState().refreshToken;
  if (refresh) headers['x-refresh-token'] = refresh;
  return headers;
}

/** A body as sent: a file as its bytes, anything else as JSON. */
const encodeBody = (body: unknown): BodyInit | undefined =>
  body === undefined ? undefined : isFile(body) ? body : JSON.stringify(body);

/** Sends a call with the given access token and, alongside it, the stored refresh token (spec §7). */
export async function send({ method, path, opts }: Call, token: string | null): Promise<Response> {
  const headers = headersFor(opts, token);
  const { query, body } = withUrlPath(method, opts);
  try {
    return await fetch(toUrl(path, query), {
      method,
      headers,
      body: encodeBody(body),
      signal: opts.signal,
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    if (!opts.offlineAware) noResponseListener?.(path);
    throw new ApiError(null, 0);
  }
}

export async function readBody(res: Response): Promise<unknown> {
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

export async function unwrap<T>(res: Response): Promise<T> {
  const body = await readBody(res);
  if (!res.ok && res.status !== NORMAL_STATUS)
    throw new ApiError(toProblem(body, res.status), res.status);
  return (body as { result: T } | null)?.result as T;
}
