import { z } from 'zod';
import { IsoDateSchema } from '../shared/dates';

/** The fields the attendance bodies share (issue 21), with their messages. */
export const req = 'common:requiredField';
export const code = z
  .string({ error: req })
  .trim()
  .min(1, req)
  .max(20, 'attendance:codeTooLong')
  .regex(/^[A-Za-z0-9_-]+$/, 'attendance:codeChars')
  .transform((s) => s.toUpperCase());
export const id = z.string({ error: req }).trim().min(1, req).max(64);
export const date = z.string({ error: req }).min(1, req).pipe(IsoDateSchema);
export const description = z
  .string({ error: req })
  .trim()
  .min(1, req)
  .max(120, 'attendance:descriptionTooLong');
