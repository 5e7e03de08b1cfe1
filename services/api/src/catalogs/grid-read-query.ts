import { GridQuerySchema, ReadOptionsSchema } from '@faena/contracts';
import { z } from 'zod';

/** A grid's query (skip, take, sort, filter) and the read option (afterPosition), from one query string. */
export const GridReadQuerySchema = z.intersection(GridQuerySchema, ReadOptionsSchema);
export type GridReadQuery = z.infer<typeof GridReadQuerySchema>;
