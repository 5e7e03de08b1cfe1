import { API, ERRORS, type ApiName } from '@faena/contracts';
import { operationOf } from './openapi.operation';
import { callKey } from './route-statuses';

type Json = Record<string, unknown>;

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
/**
 * The OpenAPI 3.1 document of every call in the API table (contracts/src/shared/api.ts), each with
 * the success status its route answers (`statuses`, by method and path; 200 when not served here).
 */
export function openApiDocument(statuses: ReadonlyMap<string, number>): Json {
  const paths: Record<string, Json> = {};
  for (const name of Object.keys(API) as ApiName[]) {
    const { method, path } = API[name];
    const key = path.replace(/:(\w+)/g, '{$1}');
    const status = statuses.get(callKey(API[name])) ?? 200;
    paths[key] = { ...paths[key], [method.toLowerCase()]: operationOf(name, status) };
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
