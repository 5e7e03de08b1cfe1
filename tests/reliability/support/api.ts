import {
  API,
  dateIn,
  type GridPage,
  type LoginResult,
  type PersonRow,
  type RequestRow,
  type TripRow,
  type ZoneRow,
} from '@faena/contracts';
import { loadConfig } from '@faena/core';

export const DEMO_PASSWORD = 'Faena.2026';
export const CLIENT_ID = 'MINERA-ANDINA';
export type DemoUser =
  'ADMIN' | 'APROBADOR' | 'SOLICITANTE' | 'CONTRATISTA' | 'AUDITOR' | 'MONITOR';

/** An HTTP answer, or the connection failed before one arrived (the outcome is unknown). */
export type Reply =
  { answered: true; status: number; body: unknown } | { answered: false; error: string };

const describe = (err: unknown): string => {
  if (!(err instanceof Error)) return String(err);
  const cause = (err as Error & { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? err.message;
};

async function send(url: string, init: RequestInit): Promise<Reply> {
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(30_000) });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = text === '' ? null : (JSON.parse(text) as unknown);
    } catch {
      // not JSON (e.g. an HTML error page): kept as text for the report
    }
    return { answered: true, status: res.status, body };
  } catch (err) {
    return { answered: false, error: describe(err) };
  }
}

export const codeOf = (reply: Reply): string =>
  reply.answered ? ((reply.body as { code?: string } | null)?.code ?? '') : `lost:${reply.error}`;
export const resultOf = (reply: Reply): unknown =>
  (reply as { body: { result: unknown } }).body.result;

/** Signs in a demo user and answers the access token. */
export async function signIn(url: string, username: DemoUser): Promise<string> {
  // authenticate checks the captcha as the login step does: a token of the embedded verifier first
  const challenge = await send(`${url}${API.captchaChallenge.path}`, { method: 'GET' });
  const tokenClient = challenge.answered
    ? (resultOf(challenge) as { token: string }).token
    : undefined;
  const reply = await send(`${url}${API.authenticate.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: DEMO_PASSWORD, tokenClient }),
  });
  if (!reply.answered || reply.status !== 200)
    throw new Error(`sign-in of ${username} failed: ${JSON.stringify(reply)}`);
  return (resultOf(reply) as LoginResult).accessToken;
}

/** Calls as one signed-in user; `url` may change when a restarted server got another port. */
export class Caller {
  constructor(
    public url: string,
    readonly token: string,
  ) {}

  static async as(url: string, username: DemoUser): Promise<Caller> {
    return new Caller(url, await signIn(url, username));
  }

  post(path: string, body: unknown): Promise<Reply> {
    return send(`${this.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${this.token}` },
      body: JSON.stringify(body),
    });
  }

  /** A POST with a body and headers exactly as given (malformed JSON, other media types …). */
  postRaw(
    path: string,
    body: string | Uint8Array,
    headers: Record<string, string>,
  ): Promise<Reply> {
    return send(`${this.url}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${this.token}`, ...headers },
      body,
    });
  }

  get(path: string, query: Record<string, string | number> | string = {}): Promise<Reply> {
    const qs =
      typeof query === 'string'
        ? query
        : new URLSearchParams(
            Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
          ).toString();
    return send(`${this.url}${path}${qs ? `?${qs}` : ''}`, {
      headers: { authorization: `Bearer ${this.token}` },
    });
  }

  /** GET that must answer 200; answers `result`. */
  async read<T>(path: string, query: Record<string, string | number> = {}): Promise<T> {
    const reply = await this.get(path, query);
    if (!reply.answered || reply.status !== 200)
      throw new Error(
        `GET ${path} ${JSON.stringify(query)} failed: ${JSON.stringify(reply).slice(0, 500)}`,
      );
    return resultOf(reply) as T;
  }

  people = (afterPosition = 0) =>
    this.read<GridPage<PersonRow>>(API.listPeople.path, {
      skip: 0,
      take: 1000,
      afterPosition,
    }).then((p) => p.data);
  requests = (afterPosition = 0) =>
    this.read<GridPage<RequestRow>>(API.listRequests.path, {
      skip: 0,
      take: 1000,
      afterPosition,
    }).then((p) => p.data);
  trips = (afterPosition = 0) => this.read<TripRow[]>(API.listTrips.path, { afterPosition });
  trip = (tripId: string, afterPosition = 0) =>
    this.read<TripRow>(API.tripSeats.path, { tripId, afterPosition });
  zones = (afterPosition = 0) => this.read<ZoneRow[]>(API.zoneOccupancy.path, { afterPosition });
}

/** Today as the server sees it: the calendar date in its SITE_TIMEZONE (the child servers inherit this environment). */
export const siteToday = (): string => dateIn(new Date(), loadConfig().SITE_TIMEZONE);

/** A command id unique to this run (8–64 chars of [A-Za-z0-9_-]). */
let issued = 0;
export function commandId(label: string): string {
  issued += 1;
  return `rel-${label}-${process.pid}-${issued}-${Math.random().toString(36).slice(2, 7)}`;
}
