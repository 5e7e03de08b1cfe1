import {
  API,
  type ContractRow,
  type GridPage,
  type LoginResult,
  type PersonRow,
  type RequestRow,
  type TripRow,
} from '@faena/contracts';

export const DEMO_PASSWORD = 'Faena.2026';

/** A token of the embedded captcha: authenticate checks it, as the login step does. */
export async function captchaToken(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}${API.captchaChallenge.path}`);
  return ((await res.json()) as { result: { token: string } }).result.token;
}

/**
 * Direct API calls the tests use to choose and prepare their data (never to act in place of the
 * browser in the step a test is about).
 */
export class ApiClient {
  private constructor(
    private readonly baseUrl: string,
    readonly login: LoginResult,
  ) {}

  static async signIn(
    baseUrl: string,
    username: string,
    password = DEMO_PASSWORD,
  ): Promise<ApiClient> {
    const res = await fetch(`${baseUrl}${API.authenticate.path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username, password, tokenClient: await captchaToken(baseUrl) }),
    });
    if (!res.ok)
      throw new Error(`sign-in of ${username} failed: ${res.status} ${await res.text()}`);
    const { result } = (await res.json()) as { result: LoginResult };
    return new ApiClient(baseUrl, result);
  }

  async get<T>(path: string, query: Record<string, string | number> = {}): Promise<T> {
    const qs = new URLSearchParams(
      Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
    ).toString();
    const res = await fetch(`${this.baseUrl}${path}${qs ? `?${qs}` : ''}`, {
      headers: { Authorization: `Bearer ${this.login.accessToken}` },
    });
    if (!res.ok) throw new Error(`GET ${path} failed: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { result: T }).result;
  }

  async post<T>(path: string, body: unknown): Promise<T> {
    const res = await fetch(`${this.baseUrl}${path}`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${this.login.accessToken}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`POST ${path} failed: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { result: T }).result;
  }

  people = () =>
    this.get<GridPage<PersonRow>>(API.listPeople.path, { skip: 0, take: 1000 }).then((p) => p.data);
  requests = () =>
    this.get<GridPage<RequestRow>>(API.listRequests.path, { skip: 0, take: 1000 }).then(
      (p) => p.data,
    );
  /** The contracts offered to the caller; `afterPosition`: once the read models reached it. */
  contracts = (afterPosition?: number) =>
    this.get<ContractRow[] | GridPage<ContractRow>>(
      API.listContracts.path,
      afterPosition === undefined ? {} : { afterPosition },
    ).then((r) => (Array.isArray(r) ? r : r.data));
  trips = () => this.get<TripRow[]>(API.listTrips.path);
  trip = (tripId: string) => this.get<TripRow>(API.tripSeats.path, { tripId });
}
