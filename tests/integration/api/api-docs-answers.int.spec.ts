import { API } from '@faena/contracts';
import { closeTestApp, startTestApp, type TestApp } from '@faena/test-kit';

/**
 * /api/docs-json: every call shows what it answers: the `{ result }` envelope with its answer
 * schema (checked against the server by the sample-answers spec), or, for an answer with no
 * envelope (files, pages, probes, metrics), its media types; the probes answer what they declare.
 */
jest.setTimeout(120_000);

type Content = Record<string, { schema: Record<string, unknown> }>;
interface Doc {
  paths: Record<string, Record<string, { responses: Record<string, { content: Content }> }>>;
}

let t: TestApp;
let doc: Doc;
beforeAll(async () => {
  t = await startTestApp({ seed: false });
  doc = (await t.request.get(API.docsJson.path)).body as Doc;
});
afterAll(() => closeTestApp(t));

const okContent = (c: { path: string; method: string }): Content =>
  doc.paths[c.path.replace(/:(\w+)/g, '{$1}')]![c.method.toLowerCase()]!.responses['200']!.content;

it('gives every call an answer schema, or the media types of an answer with no envelope', () => {
  const bare = Object.entries(API).filter(([, c]) => !('answer' in c) && !('raw' in c));
  expect(bare.map(([name]) => name)).toEqual([]);
  expect(Object.keys(okContent(API.personFile))).toEqual([
    'application/pdf',
    'image/png',
    'image/jpeg',
  ]);
  expect(okContent(API.vehicleFile)['image/png']).toEqual({
    schema: { type: 'string', format: 'binary' },
  });
  expect(okContent(API.metrics)).toEqual({ 'text/plain': { schema: { type: 'string' } } });
  expect(Object.keys(okContent(API.apiDocs))).toEqual(['text/html']);
  const health = okContent(API.health)['application/json']!.schema;
  expect(Object.keys(health.properties as object)).toEqual([
    'status',
    'mode',
    'head',
    'projections',
  ]);
  const enveloped = okContent(API.listPositions)['application/json']!.schema;
  expect(enveloped.required).toEqual(['result']);
});

it('answers the probes with the bodies their schemas describe', async () => {
  const health = await t.request.get(API.health.path);
  expect(health.headers['content-type']).toContain('application/json');
  expect(API.health.raw.schema.safeParse(health.body).error).toBeUndefined();
  const ready = await t.request.get(API.ready.path);
  expect(API.ready.raw.schema.safeParse(ready.body).error).toBeUndefined();
  const metrics = await t.request.get(API.metrics.path);
  expect(metrics.headers['content-type']).toContain('text/plain');
});
