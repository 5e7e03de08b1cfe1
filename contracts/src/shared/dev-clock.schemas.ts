import { z } from 'zod';

/** POST /api/dev/reloj (DEV_CLOCK=true only): move the server's clock by whole days from the real time. */
export const DevClockBodySchema = z
  .object({ offsetDays: z.number().int().min(-3650).max(3650) })
  .strict();
export type DevClockBody = z.infer<typeof DevClockBodySchema>;

/** GET/POST /api/dev/reloj: the offset in force and the time the server now reads. */
export const DevClockAnswerSchema = z.object({
  offsetDays: z.number().int(),
  now: z.string(),
});
export type DevClockAnswer = z.infer<typeof DevClockAnswerSchema>;
