import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import oas31 from '@seriousme/openapi-schema-validator/schemas/v3.1/schema.json';
import { closeTestApp, startTestApp, type TestApp } from '@faena/test-kit';

/**
 * /api/docs-json passes the OpenAPI 3.1 schema (the specification's JSON schema, as
 * @seriousme/openapi-schema-validator ships it; its own entry point is ESM-only, which jest's CJS
 * runtime cannot load on Node 20 and 22, so the schema is checked with ajv directly).
 */
jest.setTimeout(120_000);

let t: TestApp;
let doc: Record<string, unknown>;
beforeAll(async () => {
  t = await startTestApp();
  const res = await t.request.get('/api/docs-json');
  expect(res.status).toBe(200);
  doc = res.body as Record<string, unknown>;
});
afterAll(() => closeTestApp(t));

function validator() {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  // a content type pattern (e.g. application/problem+json): the schema's own format, not ajv's
  ajv.addFormat('media-range', true);
  return ajv.compile(oas31);
}

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document', () => {
    const validate = validator();
    const valid = validate(doc);
    expect(validate.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
  });

  it('would be refused with a malformed operation (the check can fail)', () => {
    const paths = doc.paths as Record<string, Record<string, unknown>>;
    const [first] = Object.keys(paths);
    const broken = { ...doc, paths: { ...paths, [first!]: { get: { responses: 'none' } } } };
    expect(validator()(broken)).toBe(false);
  });
});
