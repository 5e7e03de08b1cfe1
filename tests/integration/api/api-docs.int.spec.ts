import { z } from 'zod';
import { API, ERRORS, LoginBodySchema } from '@faena/contracts';
import { startTestApp, type TestApp } from '@faena/test-kit';

/** /api/docs-json: the OpenAPI 3.1 document built from the API table, readable without signing in. */
jest.setTimeout(120_000);

interface Doc {
  openapi: string;
  security: unknown[];
  paths: Record<
    string,
    Record<
      string,
      {
        operationId: string;
        tags: string[];
        parameters?: { name: string; in: string }[];
        summary?: string;
        requestBody?: { required: boolean; content: Record<string, { schema: unknown }> };
        responses: Record<string, { content: Record<string, unknown> }>;
      }
    >
  >;
  components: {
    securitySchemes: Record<string, { type: string; scheme: string; bearerFormat: string }>;
    schemas: { Problem: { properties: { code: { enum: string[] } } } };
  };
}

let t: TestApp;
let doc: Doc;
beforeAll(async () => {
  t = await startTestApp();
  const res = await t.request.get('/api/docs-json');
  expect(res.status).toBe(200);
  doc = res.body as Doc;
});
afterAll(async () => t?.close());

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 with the bearer JWT scheme', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.components.securitySchemes.bearer).toEqual({
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'JWT',
    });
    expect(doc.security).toEqual([{ bearer: [] }]);
  });

  it('lists every call of the API table with its path parameters', () => {
    const missing = Object.entries(API).filter(
      ([name, c]) =>
        doc.paths[c.path.replace(/:(\w+)/g, '{$1}')]?.[c.method.toLowerCase()]?.operationId !==
        name,
    );
    expect(missing.map(([name]) => name)).toEqual([]);
    const grid = doc.paths['/api/SistemaCatalogo/{catalogId}/listar']!.get!;
    expect(grid.parameters).toEqual([expect.objectContaining({ name: 'catalogId', in: 'path' })]);
  });

  it('tags every call with its context', () => {
    const tagsOf = (path: string) => Object.values(doc.paths[path]!)[0]!.tags;
    expect(
      [
        API.submitRequest.path,
        API.securitySettings.path,
        API.logout.path,
        API.referenceBloodTypes.path,
        API.markDoor.path,
      ].map(tagsOf),
    ).toEqual([['acreditacion'], ['seguridad'], ['seguridad'], ['sistema'], ['acceso']]);
  });

  it('declares the problem+json error shape with every error code', () => {
    const bad = doc.paths[API.markDoor.path]!.post!.responses['400']!;
    expect(Object.keys(bad.content)).toEqual(['application/problem+json']);
    expect(doc.components.schemas.Problem.properties.code.enum.sort()).toEqual(
      Object.keys(ERRORS).sort(),
    );
  });

  it("declares a call's body with the zod schema its controller validates with", () => {
    const login = doc.paths[API.login.path]!.post!;
    expect(API.login.body).toBe(LoginBodySchema);
    expect(login.summary).toBe(API.login.summary);
    expect(login.requestBody).toEqual({
      required: true,
      content: {
        'application/json': {
          schema: z.toJSONSchema(LoginBodySchema, {
            io: 'input',
            target: 'draft-2020-12',
            unrepresentable: 'any',
          }),
        },
      },
    });
    const props = Object.keys(
      (login.requestBody!.content['application/json']!.schema as { properties: object }).properties,
    );
    expect(props.length).toBeGreaterThan(0);
  });
});
