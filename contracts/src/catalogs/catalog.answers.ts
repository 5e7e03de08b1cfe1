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

const LabelsSchema = z.object({ es: z.string(), en: z.string() });
const FlagSchema = z.enum(['S', 'N']);
/** metadatos: the catalogue's definition (CatalogDefinition) and its fields as the spec lists them. */
export const CatalogMetadataAnswerSchema = z.object({
  catalog: z.object({
    id: z.string(),
    labels: LabelsSchema,
    menu: z.string(),
    scope: z.enum(['global', 'country', 'client']),
    fields: z.array(
      z.object({
        name: z.string(),
        label: LabelsSchema,
        type: z.enum(['text', 'int', 'flag', 'enum', 'ref']),
        obligatorio: FlagSchema,
        modificable: FlagSchema,
        forced: z.boolean().optional(),
        pattern: z.string().optional(),
        max: z.number().optional(),
        min: z.number().optional(),
        options: z.array(z.object({ value: z.string(), label: LabelsSchema })).optional(),
        ref: z.string().optional(),
        grid: z.boolean().optional(),
      }),
    ),
    indexes: z.array(z.string()).optional(),
  }),
  fields: z.array(
    z.object({ Campo: z.string(), Obligatorio: FlagSchema, Modificable: FlagSchema }),
  ),
});
