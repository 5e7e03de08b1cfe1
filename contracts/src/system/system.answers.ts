import { z } from 'zod';
import { HOME_FIGURE_KEYS } from './home-summary.schemas';
import { SEARCH_KINDS } from './global-search.schemas';

/** GET /api/SistemaInicio/resumen: the figures the caller may see. */
export const HomeSummaryAnswerSchema = z.object({
  figures: z.array(z.object({ key: z.enum(HOME_FIGURE_KEYS), value: z.number() })),
});

/** GET /api/SistemaBusqueda/buscar: the hits, by kind. */
export const GlobalSearchAnswerSchema = z.array(
  z.object({ kind: z.enum(SEARCH_KINDS), id: z.string(), title: z.string(), detail: z.string() }),
);

/** POST /api/admin/projections/rebuild: what was rebuilt, how long it took, every projection's status. */
export const RebuildAnswerSchema = z.object({
  rebuilt: z.array(z.string()),
  seconds: z.number(),
  projections: z.array(
    z.object({
      name: z.string(),
      checkpoint: z.number().int(),
      head: z.number().int(),
      lag: z.number().int(),
      state: z.enum(['catching-up', 'live', 'rebuilding', 'stopped', 'failed']),
      error: z.string().optional(),
    }),
  ),
});
