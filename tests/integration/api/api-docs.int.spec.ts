import { z } from 'zod';
import { API, ERRORS, LoginBodySchema } from '@faena/contracts';
import { closeTestApp, startTestApp, type TestApp } from '@faena/test-kit';

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
        description?: string;
        'x-faena-access'?: unknown;
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
afterAll(() => closeTestApp(t));

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
    ).toEqual([['accreditation'], ['identity'], ['identity'], ['catalogs'], ['access']]);
  });

  it("shows each call's access: the x-faena-access extension and a line of its description", () => {
    const op = (c: { path: string; method: string }) =>
      doc.paths[c.path.replace(/:(\w+)/g, '{$1}')]![c.method.toLowerCase()]!;
    const wrong = Object.entries(API).filter(([, c]) => {
      const o = op(c);
      const line = typeof c.access === 'string' ? c.access : `Permiso: ${c.access.any.join(', ')}`;
      return (
        JSON.stringify(o['x-faena-access']) !== JSON.stringify(c.access) ||
        !o.description?.split('\n').includes(line)
      );
    });
    expect(wrong.map(([name]) => name)).toEqual([]);
    expect(op(API.approveRequest).description).toBe('Permiso: request.decide');
    expect(op(API.login).description).toBe('public');
  });

  it("declares each call's answer with its schema, and its query and path parameters", () => {
    const grid = doc.paths[API.listPositions.path]!.get!;
    const envelope = grid.responses['200']!.content['application/json'] as {
      schema: { properties: { result: unknown } };
    };
    expect(envelope.schema.properties.result).toEqual(
      z.toJSONSchema(API.listPositions.answer, {
        io: 'output',
        target: 'draft-2020-12',
        unrepresentable: 'any',
      }),
    );
    expect(grid.parameters?.map((p) => `${p.in} ${p.name}`)).toEqual(
      expect.arrayContaining(['query skip', 'query take', 'query filter']),
    );
    const file = doc.paths['/api/archivo/{hash}']!.get!;
    expect(file.parameters).toEqual([
      expect.objectContaining({
        name: 'hash',
        in: 'path',
        schema: expect.objectContaining({ pattern: expect.any(String) }),
      }),
    ]);
    const errors = Object.keys(doc.paths[API.approveRequest.path]!.post!.responses);
    expect(errors).toEqual(['200', '400', '401', '403', '404', '409', '422']);
  });

  it('declares the success status each route answers: 201 for a created request, 200, 202', async () => {
    const success = (c: { path: string; method: string }) =>
      Object.keys(
        doc.paths[c.path.replace(/:(\w+)/g, '{$1}')]![c.method.toLowerCase()]!.responses,
      ).filter((code) => code.startsWith('2'));
    expect(success(API.submitRequest)).toEqual(['201']);
    expect(success(API.approveRequest)).toEqual(['200']);
    expect(success(API.login)).toEqual(['200']);
    expect(success(API.register)).toEqual(['202']);
    expect(success(API.listPositions)).toEqual(['200']);
    const noSingleSuccess = Object.entries(API).filter(([, c]) => success(c).length !== 1);
    expect(noSingleSuccess.map(([name]) => name)).toEqual([]);
    // and the server answers what the document says
    const created = await t.request
      .post(API.catalogCreate.path.replace(':catalogId', 'places'))
      .set('Authorization', `Bearer ${await t.tokenFor('ADMIN')}`)
      .send({ commandId: 'docs-status-create-1', code: 'DOCS-1', description: 'Documentada' });
    expect(created.body).toEqual(expect.objectContaining({ result: expect.anything() }));
    expect(String(created.status)).toBe(success(API.catalogCreate)[0]);
    const captcha = await t.request.get(API.captchaChallenge.path);
    expect(String(captcha.status)).toBe(success(API.captchaChallenge)[0]);
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
