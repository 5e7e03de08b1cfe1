import { z } from 'zod';

/** GET /api/SistemaBusqueda/buscar?q=…: the header's global search (Ctrl+K). */
export const GlobalSearchQuerySchema = z.object({
  q: z
    .string({ error: 'globalSearch:tooShort' })
    .trim()
    .min(2, 'globalSearch:tooShort')
    .max(100, 'common:tooLong'),
});
export type GlobalSearchQuery = z.infer<typeof GlobalSearchQuerySchema>;

/** The kinds of record the search finds, in the order the answer lists them. */
export const SEARCH_KINDS = ['person', 'request', 'vehicle', 'company'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** At most this many hits of each kind. */
export const SEARCH_LIMIT_PER_KIND = 5;

/** One hit: its kind, id (to open it), a title and a detail line (document, company, …). */
export interface SearchHit {
  kind: SearchKind;
  id: string;
  title: string;
  detail: string;
}
