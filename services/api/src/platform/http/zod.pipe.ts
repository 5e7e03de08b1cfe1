import { type PipeTransform, Injectable } from '@nestjs/common';
import { ValidationError } from '@faena/contracts';
import type { z } from 'zod';

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
        message: i.code === 'unrecognized_keys' ? `common:unknownField:${i.keys.join(',')}` : i.message,
      })),
    );
  }
}
