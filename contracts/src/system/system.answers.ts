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
