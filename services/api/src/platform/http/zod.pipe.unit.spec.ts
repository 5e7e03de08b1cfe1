import { type ValidationError } from '@faena/contracts';
import { z } from 'zod';
import { ZodPipe } from './zod.pipe';

const issuesOf = (schema: z.ZodType, value: unknown) => {
  try {
    new ZodPipe(schema).transform(value);
  } catch (err) {
    return (err as ValidationError).issues;
  }
  throw new Error('expected a validation error');
};

describe('ZodPipe', () => {
  const schema = z
    .object({
      commandId: z.string(),
      count: z.number(),
      name: z.string().min(1, 'common:requiredField'),
    })
    .strict();

  it("turns zod's default sentences into keys: missing → common:requiredField, wrong type → common:invalidType", () => {
    expect(issuesOf(schema, { count: 'x', name: 'a' })).toEqual([
      { path: 'commandId', message: 'common:requiredField' },
      { path: 'count', message: 'common:invalidType' },
    ]);
  });

  it("keeps the schema's own keys and names unknown fields", () => {
    expect(issuesOf(schema, { commandId: 'c', count: 1, name: '', extra: 1 })).toEqual([
      { path: 'name', message: 'common:requiredField' },
      { path: '(body)', message: 'common:unknownField:extra' },
    ]);
  });
});
