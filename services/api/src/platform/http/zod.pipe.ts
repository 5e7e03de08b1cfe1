import { type PipeTransform, Injectable } from '@nestjs/common';
import { ValidationError } from '@faena/contracts';
import type { z } from 'zod';

/**
 * The issue's message key. The schemas name their own keys; zod's defaults (English sentences)
 * become keys too: a missing field is common:requiredField, a value of the wrong type common:invalidType.
 */
function messageOf(issue: z.core.$ZodIssue): string {
  if (issue.code === 'unrecognized_keys') return `common:unknownField:${issue.keys.join(',')}`;
  if (issue.code === 'invalid_type' && issue.message.startsWith('Invalid input'))
    return issue.message.endsWith('received undefined')
      ? 'common:requiredField'
      : 'common:invalidType';
  return issue.message;
}

/** Parses a body, query or param with a contracts schema; a failure answers 400 with field paths. */
@Injectable()
export class ZodPipe<S extends z.ZodType> implements PipeTransform<unknown, z.infer<S>> {
  constructor(private readonly schema: S) {}
  transform(value: unknown): z.infer<S> {
    const parsed = this.schema.safeParse(value);
    if (parsed.success) return parsed.data;
    throw new ValidationError(
      parsed.error.issues.map((i) => ({
        path: i.path.map(String).join('.') || '(body)',
        message: messageOf(i),
      })),
    );
  }
}
