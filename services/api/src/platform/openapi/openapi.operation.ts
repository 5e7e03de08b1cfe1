import { z } from 'zod';
import { API, type Access, type ApiCall, type ApiName } from '@faena/contracts';

type Json = Record<string, unknown>;

const jsonSchema = (schema: z.ZodType, io: 'input' | 'output'): Json =>
  z.toJSONSchema(schema, { io, target: 'draft-2020-12', unrepresentable: 'any' });

const problemAnswer = (description: string): Json => ({
  description,
  content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } },
});

/** The error answers every call may give, as problem+json bodies. */
const ERROR_ANSWERS: Json = {
  '400': problemAnswer('Bad input (the fields in `issues`)'),
  '401': problemAnswer('Not signed in'),
  '403': problemAnswer('Not allowed (`auth.forbidden`)'),
  '404': problemAnswer('Not found'),
  '409': problemAnswer('Changed meanwhile, or already done'),
  '422': problemAnswer('A domain rule refused the call'),
};

/** The access rule as the description's line: "public", "signed-in" or "Permiso: a, b". */
export const accessLine = (access: Access): string =>
  typeof access === 'string' ? access : `Permiso: ${access.any.join(', ')}`;

/** The request body: the controller's own zod schema as JSON Schema (its input side), else any object. */
function requestBodyOf(call: ApiCall): Json {
  const schema = call.body ? jsonSchema(call.body, 'input') : { type: 'object' };
  return { required: Boolean(call.body), content: { 'application/json': { schema } } };
}

/** Each property of an object schema as a parameter (`in` path or query). */
function parametersOf(schema: z.ZodType | undefined, where: 'path' | 'query'): Json[] {
  if (!schema) return [];
  const json = jsonSchema(schema, 'input') as { properties?: Json; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || (json.required ?? []).includes(name),
    schema: property,
  }));
}

function pathParametersOf(call: ApiCall): Json[] {
  const declared = parametersOf(call.params, 'path');
  return [...call.path.matchAll(/:(\w+)/g)].map(
    (m) =>
      declared.find((p) => p.name === m[1]) ?? {
        name: m[1],
        in: 'path',
        required: true,
        schema: { type: 'string' },
      },
  );
}

/** A JSON body's schema, or the file or text itself (binary, or a string). */
const rawSchemaOf = (type: string, schema: z.ZodType | undefined): Json => {
  if (type === 'application/json')
    return schema ? jsonSchema(schema, 'output') : { type: 'object' };
  return type.startsWith('text/') ? { type: 'string' } : { type: 'string', format: 'binary' };
};

/**
 * The `{ result }` envelope, with the call's answer schema when the table has one; a call that
 * answers no envelope (files, pages, probes, metrics) shows its media types as they are.
 */
function answerOf(call: ApiCall): Json {
  if (call.raw) {
    const { types, description, schema } = call.raw;
    return {
      description,
      content: Object.fromEntries(
        types.map((type) => [type, { schema: rawSchemaOf(type, schema) }]),
      ),
    };
  }
  const schema = call.answer
    ? {
        type: 'object',
        required: ['result'],
        properties: { result: jsonSchema(call.answer, 'output') },
      }
    : { $ref: '#/components/schemas/Envelope' };
  return { description: 'The `{ result }` envelope', content: { 'application/json': { schema } } };
}

/** One operation of the OpenAPI document, from its entry in the API table and its success status. */
export function operationOf(name: ApiName, status: number): Json {
  const call: ApiCall = API[name];
  const params = [...pathParametersOf(call), ...parametersOf(call.query, 'query')];
  const access = accessLine(call.access);
  return {
    operationId: name,
    ...(call.summary ? { summary: call.summary } : {}),
    description: access,
    'x-faena-access': call.access,
    tags: [...(call.tags ?? ['api'])],
    ...(call.access === 'public' ? { security: [] } : {}),
    ...(params.length ? { parameters: params } : {}),
    ...(call.method === 'GET' ? {} : { requestBody: requestBodyOf(call) }),
    responses: { [String(status)]: answerOf(call), ...ERROR_ANSWERS },
  };
}
