import type { PatternName } from '../shared/patterns';

/** Texts of a catalogue or a field in both languages of the product. */
export interface Labels {
  es: string;
  en: string;
}

/** The spec's yes/no values (and the active state: S ACTIVO, N INACTIVO). */
export type Flag = 'S' | 'N';

export type FieldType = 'text' | 'int' | 'flag' | 'enum' | 'ref';

/**
 * One field of a catalogue item. `obligatorio` and `modificable` are the spec's field metadata
 * (Campo / Obligatorio / Modificable): required when Obligatorio is S; editable after creation
 * when Modificable is S or the field is `forced`.
 */
export interface CatalogField {
  name: string;
  label: Labels;
  type: FieldType;
  obligatorio: Flag;
  modificable: Flag;
  forced?: boolean;
  /** text: the pattern of spec point 5 it must match */
  pattern?: PatternName;
  /** text: max length; int: max value */
  max?: number;
  /** int: min value */
  min?: number;
  /** enum: the allowed values */
  options?: ReadonlyArray<{ value: string; label: Labels }>;
  /** ref: the catalogue whose item codes (same scope) are the allowed values */
  ref?: string;
  /** shown as a grid column (default true) */
  grid?: boolean;
}

/** global: one list; country: one list per country (IdPais); client: one list per client (IdCliente). */
export type CatalogScope = 'global' | 'country' | 'client';

/** The menu group under ADMINISTRACIÓN a catalogue's screen belongs to. */
export type CatalogMenuGroup = 'SIS' | 'ADM' | 'VEH' | 'ACC' | 'IDE' | 'COM';

export interface CatalogDefinition {
  /** kebab-case, part of stream names, paths and collection names */
  id: string;
  labels: Labels;
  menu: CatalogMenuGroup;
  scope: CatalogScope;
  /** the item's fields besides `code` (the key, never editable); `description` comes first */
  fields: readonly CatalogField[];
  /** extra read-model indexes besides code, description, active, the scope field and grid columns */
  indexes?: readonly string[];
}

/** The read-model field that holds the scope value. */
export const SCOPE_FIELD = { global: null, country: 'country', client: 'clientId' } as const;

export const scopeFieldOf = (def: CatalogDefinition): string | null => SCOPE_FIELD[def.scope];

/** Fields editable after creation: Modificable S, or forced. */
export const isFieldEditable = (f: CatalogField): boolean =>
  f.modificable === 'S' || f.forced === true;
export const isFieldRequired = (f: CatalogField): boolean => f.obligatorio === 'S';

/** Grid columns: code, the fields shown in the grid, active. */
export const gridColumnsOf = (def: CatalogDefinition): string[] => [
  'code',
  ...def.fields.filter((f) => f.grid !== false).map((f) => f.name),
  'active',
];

/** Every filter and sort field of the grid is indexed. */
export const indexesOf = (def: CatalogDefinition): string[] => {
  const scope = scopeFieldOf(def);
  return [...new Set([...gridColumnsOf(def), ...(scope ? [scope] : []), ...(def.indexes ?? [])])];
};

/** The spec's field metadata entries (Campo, Obligatorio, Modificable) of a catalogue. */
export const fieldMetadataOf = (def: CatalogDefinition) => [
  { Campo: 'code', Obligatorio: 'S' as Flag, Modificable: 'N' as Flag },
  ...def.fields.map((f) => ({
    Campo: f.name,
    Obligatorio: f.obligatorio,
    Modificable: f.modificable,
  })),
];

/** Key of an item inside its catalogue: the scope value (if any) and the code, case-insensitive. */
export const itemKeyOf = (scope: string | null, code: string): string =>
  scope ? `${scope.toUpperCase()}.${code.toUpperCase()}` : code.toUpperCase();
export const itemIdOf = (catalogId: string, scope: string | null, code: string): string =>
  `${catalogId}-${itemKeyOf(scope, code)}`;
/** The stream that owns an item, and with it the rule "one code per catalogue and scope". */
export const catalogItemStream = (catalogId: string, scope: string | null, code: string): string =>
  `catalog.item-${itemIdOf(catalogId, scope, code)}`;
export const catalogCollection = (catalogId: string): string =>
  `catalog_${catalogId.replace(/-/g, '_')}_v1`;

// ---- helpers to declare fields tersely -------------------------------------------------------
const L = (es: string, en: string): Labels => ({ es, en });
type Extra = Partial<
  Pick<CatalogField, 'forced' | 'max' | 'min' | 'grid' | 'pattern' | 'options' | 'ref'>
>;
/** Whether a field is required and editable, plus any of its optional settings. */
type Settings = Pick<CatalogField, 'obligatorio' | 'modificable'> & Extra;

export const catalogField = {
  description: (max = 120): CatalogField => ({
    name: 'description',
    label: L('Descripción', 'Description'),
    type: 'text',
    pattern: 'description',
    max,
    obligatorio: 'S',
    modificable: 'S',
  }),
  text: (name: string, label: Labels, settings: Settings): CatalogField => ({
    name,
    label,
    type: 'text',
    pattern: 'description',
    max: 120,
    ...settings,
  }),
  int: (name: string, label: Labels, settings: Settings): CatalogField => ({
    name,
    label,
    type: 'int',
    min: 0,
    max: 999999,
    ...settings,
  }),
  flag: (name: string, label: Labels, settings: Settings): CatalogField => ({
    name,
    label,
    type: 'flag',
    ...settings,
  }),
  ref: (name: string, label: Labels, settings: Settings & { ref: string }): CatalogField => ({
    name,
    label,
    type: 'ref',
    ...settings,
  }),
  enumOf: (
    name: string,
    label: Labels,
    settings: Settings & { options: ReadonlyArray<{ value: string; label: Labels }> },
  ): CatalogField => ({
    name,
    label,
    type: 'enum',
    ...settings,
  }),
};
export { L as catalogLabels };

/** The countries a per-country catalogue knows (ISO 3166-1 alpha-2). */
export const CATALOG_COUNTRIES = [
  { value: 'PE', label: L('Perú', 'Peru') },
  { value: 'CL', label: L('Chile', 'Chile') },
  { value: 'BO', label: L('Bolivia', 'Bolivia') },
  { value: 'AR', label: L('Argentina', 'Argentina') },
  { value: 'CO', label: L('Colombia', 'Colombia') },
  { value: 'EC', label: L('Ecuador', 'Ecuador') },
] as const;

/** The scope field of a per-country catalogue: chosen on creation, never changed. */
export const countryField = (): CatalogField => ({
  name: 'country',
  label: L('País', 'Country'),
  type: 'enum',
  options: CATALOG_COUNTRIES,
  obligatorio: 'S',
  modificable: 'N',
});
