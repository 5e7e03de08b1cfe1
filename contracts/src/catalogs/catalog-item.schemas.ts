import { z } from 'zod';
import { CommandIdSchema } from '../shared/events';
import { optionalPatternText, patternText, REQUIRED_KEY } from '../shared/patterns';
import {
  isFieldRequired,
  type CatalogDefinition,
  type CatalogField,
  type Flag,
} from './catalog-definition';

const RANGE_KEY = 'catalogs:outOfRange';

/** The schema of a required value, per field type. */
const REQUIRED_VALUE: Record<CatalogField['type'], (f: CatalogField) => z.ZodType> = {
  text: (f) => patternText(f.pattern ?? 'description', f.max ?? 120),
  ref: () => patternText('code', 40),
  int: (f) =>
    z
      .number(REQUIRED_KEY)
      .int('patterns:numbers')
      .min(f.min ?? 0, RANGE_KEY)
      .max(f.max ?? 999999, RANGE_KEY),
  flag: () => z.enum(['S', 'N'], REQUIRED_KEY),
  enum: (f) => z.enum((f.options ?? []).map((o) => o.value) as [string, ...string[]], REQUIRED_KEY),
};

function requiredValue(f: CatalogField): z.ZodType {
  return REQUIRED_VALUE[f.type](f);
}

function optionalValue(f: CatalogField): z.ZodType {
  switch (f.type) {
    case 'text':
      return optionalPatternText(f.pattern ?? 'description', f.max ?? 120).optional();
    case 'ref':
      return optionalPatternText('code', 40).optional();
    case 'int':
    case 'flag':
      return requiredValue(f).nullable().optional();
    case 'enum':
      return z
        .union([z.literal(''), requiredValue(f)], { error: 'catalogs:invalidOption' })
        .optional();
  }
}

/** The zod schema of one field's value: required ones refuse empty values with 'Required field'. */
export const valueSchemaOf = (f: CatalogField): z.ZodType =>
  isFieldRequired(f) ? requiredValue(f) : optionalValue(f);

const fieldShape = (def: CatalogDefinition, partial: boolean) =>
  Object.fromEntries(
    def.fields.map((f) => [f.name, partial ? valueSchemaOf(f).optional() : valueSchemaOf(f)]),
  );

/** POST body of "create an item": commandId, code and every declared field. */
export const createItemSchemaOf = (def: CatalogDefinition) =>
  z
    .object({
      commandId: CommandIdSchema,
      code: patternText('code', 20),
      ...fieldShape(def, false),
    })
    .strict();

/** PUT body of "update an item": the item id and the fields to change (absent ones stay). */
export const updateItemSchemaOf = (def: CatalogDefinition) =>
  z
    .object({
      commandId: CommandIdSchema,
      itemId: z.string().min(1).max(120).startsWith(`${def.id}-`, 'catalogs:itemNotOfCatalog'),
      ...fieldShape(def, true),
    })
    .strict();

export const ChangeItemStateBodySchema = z
  .object({
    commandId: CommandIdSchema,
    itemId: z.string().min(1).max(120),
    active: z.enum(['S', 'N'], REQUIRED_KEY),
  })
  .strict();

export type CreateItemBody = { commandId: string; code: string } & Record<
  string,
  string | number | null | undefined
>;
export type UpdateItemBody = { commandId: string; itemId: string } & Record<
  string,
  string | number | null | undefined
>;
export type ChangeItemStateBody = { commandId: string; itemId: string; active: Flag };

/** A catalogue item as its grid and the reference calls show it. */
export interface CatalogItemRow {
  itemId: string;
  catalogId: string;
  code: string;
  active: Flag;
  createdBy: string;
  createdAt: string;
  modifiedBy: string | null;
  modifiedAt: string | null;
  /** position of the event that last changed it */
  version: number;
  [field: string]: string | number | null;
}

/** Query of the spec's reference calls (the lists the web caches). */
export const ReferenceListQuerySchema = z.object({
  IdPais: z.string().trim().max(3).optional(),
  IdCliente: z.string().trim().max(40).optional(),
  Contratista: z.string().trim().max(5).optional(),
});
