import { z } from 'zod';

/** The field shapes the sign-in and login-user schemas share (login.schemas.ts and its siblings). */
export const captcha = z.string().max(4000).optional();
export const yesNo = z.enum(['S', 'N']);
export const password = z
  .string({ error: 'common:requiredField' })
  .min(1, 'common:requiredField')
  .max(100);
export const id = z.string().trim().min(1, 'common:requiredField').max(40);
