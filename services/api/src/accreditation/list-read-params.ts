import { ReadOptionsSchema, RequestDateParamsSchema } from '@faena/contracts';
import type { z } from 'zod';

/** A list's date filter (FechaInicio, FechaFin) and read option (afterPosition), from one query string. */
export const ListReadParamsSchema = RequestDateParamsSchema.extend(ReadOptionsSchema.shape);
export type ListReadParams = z.infer<typeof ListReadParamsSchema>;
