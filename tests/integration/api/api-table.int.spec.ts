import { API } from '@faena/contracts';
import { closeTestApp, startTestApp, type TestApp } from '@faena/test-kit';
import { routeAccessOf } from './route-access';
import { routesOfApp } from './routes-of';

/**
 * The API table in contracts is the one list of calls: every route the running app registers is in
 * it, and every entry of it is served. Keys as Fastify prints them (lower case: the router is not
 * case sensitive).
 */
jest.setTimeout(120_000);

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => closeTestApp(t));

const keyOf = (method: string, path: string) =>
  `${method} ${path.replace(/\/[^/:]+/g, (seg) => seg.toLowerCase())}`;
/** Routes that are not calls of the API: the web app's files, served beside it. */
const NOT_CALLS = /^GET \/(\*|assets\/|$)/;

describe('the API table', () => {
  it('lists every route the app serves, and the app serves every entry', () => {
    const served = new Set(
      routesOfApp(t.app)
        .map((r) => r.key)
        .filter((k) => !NOT_CALLS.test(k)),
    );
    const table = new Set(Object.values(API).map((c) => keyOf(c.method, c.path)));
    expect({
      notInTable: [...served].filter((k) => !table.has(k)).sort(),
      notServed: [...table].filter((k) => !served.has(k)).sort(),
    }).toEqual({ notInTable: [], notServed: [] });
  });
});

describe("the table's access rules", () => {
  it('are the rules the auth guard applies to each route', () => {
    const registered = new Map(
      routeAccessOf(t.app).map((r) => [keyOf(...splitKey(r.key)), r.access] as const),
    );
    const differing = Object.entries(API)
      .map(([name, c]) => ({
        name,
        table: c.access,
        route: registered.get(keyOf(c.method, c.path)),
      }))
      .filter((d) => JSON.stringify(d.table) !== JSON.stringify(d.route));
    expect(differing).toEqual([]);
  });
});

describe('the controllers', () => {
  it('declare every route with @Call and its own table entry', () => {
    const notByCall = routeAccessOf(t.app)
      .filter((r) => !r.call || keyOf(r.call.method, r.call.path) !== keyOf(...splitKey(r.key)))
      .map((r) => r.key)
      .sort();
    expect(notByCall).toEqual([]);
  });
});

function splitKey(key: string): [string, string] {
  const at = key.indexOf(' ');
  return [key.slice(0, at), key.slice(at + 1)];
}
