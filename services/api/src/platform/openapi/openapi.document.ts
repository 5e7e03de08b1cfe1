import { z } from 'zod';
import { API, ERRORS, type ApiCall, type ApiName } from '@faena/contracts';

type Json = Record<string, unknown>;

const CONTEXTS = [
  'acreditacion',
  'administracion',
  'seguridad',
  'sistema',
  'acceso',
  'transporte',
  'hotel',
];
/** The context a call belongs to: its resource's leading word (`/api/AcreditacionSolicitud/…` → acreditacion). */
const tagOf = (path: string): string => {
  const segment = (path.split('/').filter((s) => s && s !== 'api')[0] ?? 'ops').toLowerCase();
  return CONTEXTS.find((c) => segment.startsWith(c)) ?? segment;
};

const PROBLEM: Json = {
  type: 'object',
  required: ['status', 'code', 'title', 'message'],
  properties: {
    status: { type: 'integer' },
    code: { type: 'string', enum: Object.keys(ERRORS) },
    title: { type: 'string' },
    message: { type: 'string' },
    issues: {
      type: 'array',
      items: {
        type: 'object',
        required: ['path', 'message'],
        properties: { path: { type: 'string' }, message: { type: 'string' } },
      },
    },
  },
};
const problemAnswer = (description: string): Json => ({
  description,
  content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } },
});

/** The request body: the controller's own zod schema as JSON Schema (its input side), else any object. */
function requestBodyOf(call: ApiCall): Json {
  const schema = call.body
    ? z.toJSONSchema(call.body, { io: 'input', target: 'draft-2020-12', unrepresentable: 'any' })
    : { type: 'object' };
  return { required: Boolean(call.body), content: { 'application/json': { schema } } };
}

function operationOf(name: ApiName): Json {
  const call: ApiCall = API[name];
  const { method, path } = call;
  const params = [...path.matchAll(/:(\w+)/g)].map((m) => ({
    name: m[1],
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  return {
    operationId: name,
    ...(call.summary ? { summary: call.summary } : {}),
    tags: [tagOf(path)],
    ...(params.length ? { parameters: params } : {}),
    ...(method === 'GET' ? {} : { requestBody: requestBodyOf(call) }),
    responses: {
      '200': {
        description: 'The `{ result }` envelope',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Envelope' } } },
      },
      '400': problemAnswer('Bad input (the fields in `issues`)'),
      '401': problemAnswer('Not signed in'),
      '403': problemAnswer('Not allowed'),
      '422': problemAnswer('A domain rule refused the call'),
    },
  };
}

/** The OpenAPI 3.1 document of every call in the API table (contracts/src/shared/api.ts). */
export function openApiDocument(): Json {
  const paths: Record<string, Json> = {};
  for (const name of Object.keys(API) as ApiName[]) {
    const { method, path } = API[name];
    const key = path.replace(/:(\w+)/g, '{$1}');
    paths[key] = { ...paths[key], [method.toLowerCase()]: operationOf(name) };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Faena API', version: '1' },
    security: [{ bearer: [] }],
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: {
        Problem: PROBLEM,
        Envelope: { type: 'object', required: ['result'], properties: { result: {} } },
      },
    },
  };
}
