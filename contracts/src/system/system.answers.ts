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

/** A projection's progress (ProjectionStatus of the runner). */
export const ProjectionStatusSchema = z.object({
  name: z.string(),
  checkpoint: z.number().int(),
  head: z.number().int(),
  lag: z.number().int(),
  state: z.enum(['catching-up', 'live', 'rebuilding', 'stopped', 'failed']),
  error: z.string().optional(),
});

/** POST /api/admin/projections/rebuild: what was rebuilt, how long it took, every projection's status. */
export const RebuildAnswerSchema = z.object({
  rebuilt: z.array(z.string()),
  seconds: z.number(),
  projections: z.array(ProjectionStatusSchema),
});

/** GET /health (no envelope): the write side serves; `status` says whether the read side keeps up. */
export const HealthBodySchema = z.object({
  status: z.enum(['ok', 'degraded']),
  mode: z.string(),
  head: z.number().int(),
  projections: z.array(ProjectionStatusSchema),
});
/** GET /health/ready (no envelope; 503 while not ready): why not, and what lags. */
export const ReadyBodySchema = z.object({
  ready: z.boolean(),
  reason: z.enum(['draining', 'stores', 'projections']).optional(),
  maxLag: z.number().int(),
  head: z.number().int().optional(),
  behind: z
    .array(z.object({ name: z.string(), lag: z.number().int(), state: z.string() }))
    .optional(),
});
