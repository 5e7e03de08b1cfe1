import { z } from 'zod';
import { IsoDateSchema } from '../shared/dates';
import { dateRangeRefinement } from '../shared/patterns';

/** The fields the access rules' bodies share (issue 20), with their messages. */
export const req = 'common:requiredField';
export const code = z
  .string({ error: req })
  .trim()
  .min(1, req)
  .max(20, 'access:rules.codeTooLong')
  .regex(/^[A-Za-z0-9_-]+$/, 'access:rules.codeChars')
  .transform((s) => s.toUpperCase());
export const id = z.string({ error: req }).trim().min(1, req).max(64);
export const date = z.string({ error: req }).min(1, req).pipe(IsoDateSchema);

/** A validity's start may not fall after its end; the message sits on the start. */
export const validity = dateRangeRefinement<{ startDate: string; endDate: string }>(
  'startDate',
  'endDate',
  {
    message: 'startNotAfterEnd',
    on: 'start',
  },
);
