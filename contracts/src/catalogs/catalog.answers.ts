import { z } from 'zod';
import { gridPageOf } from '../shared/answers';

/** A catalogue item as its grid and the reference calls answer it (plus the catalogue's own fields). */
export const CatalogItemRowSchema = z.object({
  itemId: z.string(),
  catalogId: z.string(),
  code: z.string(),
  active: z.enum(['S', 'N']),
  version: z.number().int(),
});
export const CatalogItemsAnswerSchema = z.array(CatalogItemRowSchema);
export const CatalogPageSchema = gridPageOf(CatalogItemRowSchema);
