import {
  DomainError,
  ValidationError,
  isFieldEditable,
  type CatalogDefinition,
  type CatalogItemCreated,
  type CatalogItemEvent,
  type CatalogItemStateChanged,
  type CatalogItemUpdated,
  type CatalogValue,
  type CatalogValues,
  type FieldIssue,
  type Flag,
} from '@faena/contracts';

/** An item stream folded: nothing yet, or the item with its current values and state. */
export type CatalogItemState =
  | { exists: false }
  | {
      exists: true;
      catalogId: string;
      itemId: string;
      scope: string | null;
      code: string;
      values: CatalogValues;
      active: Flag;
    };

export const initialCatalogItem = (): CatalogItemState => ({ exists: false });

export function evolveCatalogItem(
  state: CatalogItemState,
  event: Pick<CatalogItemEvent, 'type' | 'data'>,
): CatalogItemState {
  switch (event.type) {
    case 'catalog.ItemCreated': {
      const { catalogId, itemId, scope, code, values } = (event as CatalogItemCreated).data;
      return { exists: true, catalogId, itemId, scope, code, values: { ...values }, active: 'S' };
    }
    case 'catalog.ItemUpdated':
      return state.exists
        ? { ...state, values: { ...state.values, ...(event as CatalogItemUpdated).data.changes } }
        : state;
    case 'catalog.ItemStateChanged':
      return state.exists
        ? { ...state, active: (event as CatalogItemStateChanged).data.active }
        : state;
    default:
      return state;
  }
}

/** Fields whose referenced item (e.g. a model's brand) does not exist or is inactive. */
const refIssues = (missingRefs: readonly string[]): FieldIssue[] =>
  missingRefs.map((path) => ({ path, message: 'catalogs:refNotFound' }));

export interface CreateItemInput {
  def: CatalogDefinition;
  itemId: string;
  scope: string | null;
  code: string;
  values: CatalogValues;
  missingRefs: readonly string[];
}

/** One code per catalogue and scope: the item's stream owns it, so a second create is refused. */
export function createCatalogItem(
  input: CreateItemInput,
  state: CatalogItemState,
): CatalogItemCreated[] {
  if (state.exists) throw new DomainError('catalogs.codeTaken', { code: input.code });
  if (input.missingRefs.length > 0) throw new ValidationError(refIssues(input.missingRefs));
  const { def, itemId, scope, code, values } = input;
  return [
    {
      type: 'catalog.ItemCreated',
      version: 1,
      data: { catalogId: def.id, itemId, scope, code, values },
    },
  ];
}

export interface UpdateItemInput {
  def: CatalogDefinition;
  /** the fields the caller sent (absent = unchanged) */
  values: CatalogValues;
  missingRefs: readonly string[];
}

const same = (a: CatalogValue | undefined, b: CatalogValue | undefined) =>
  (a ?? null) === (b ?? null);

/**
 * Applies the changed fields. A field that is not editable (Modificable N and not forced) may be
 * sent unchanged, never changed: the whole update is refused with the field paths (400).
 */
export function updateCatalogItem(
  { def, values, missingRefs }: UpdateItemInput,
  state: CatalogItemState,
): CatalogItemUpdated[] {
  if (!state.exists) throw new DomainError('catalogs.itemNotFound');
  const changes: CatalogValues = {};
  const issues: FieldIssue[] = [];
  for (const f of def.fields) {
    if (!(f.name in values) || same(values[f.name], state.values[f.name])) continue;
    if (isFieldEditable(f)) changes[f.name] = values[f.name] ?? null;
    else issues.push({ path: f.name, message: 'catalogs:fieldNotEditable' });
  }
  issues.push(...refIssues(missingRefs.filter((name) => name in changes)));
  if (issues.length > 0) throw new ValidationError(issues);
  if (Object.keys(changes).length === 0) return [];
  return [
    {
      type: 'catalog.ItemUpdated',
      version: 1,
      data: { catalogId: state.catalogId, itemId: state.itemId, changes },
    },
  ];
}

/** Activate (S) or deactivate (N); asking for the current state changes nothing. */
export function changeCatalogItemState(
  active: Flag,
  state: CatalogItemState,
): CatalogItemStateChanged[] {
  if (!state.exists) throw new DomainError('catalogs.itemNotFound');
  if (state.active === active) return [];
  return [
    {
      type: 'catalog.ItemStateChanged',
      version: 1,
      data: { catalogId: state.catalogId, itemId: state.itemId, active },
    },
  ];
}
