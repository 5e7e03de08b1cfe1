import {
  CATALOGS,
  catalogById,
  catalogCollection,
  indexesOf,
  SCOPE_FIELD,
  type CatalogItemCreated,
  type CatalogItemEvent,
  type CatalogItemStateChanged,
  type CatalogItemUpdated,
  type CatalogItemRow,
} from '@faena/contracts';
import { INSERTION_ORDER, type Doc, type IndexSpec } from '@faena/core';
import { handlersOf, type StoredOf } from '../runner/handlers';
import { defineProjection, type DocKey } from '../runner/projection';

/** Grid columns one by one; a per-client list also leads with its client, in RowIndex order. */
const indexSpecsOf = (def: (typeof CATALOGS)[number]): IndexSpec[] => [
  ...indexesOf(def),
  ...(def.scope === 'client' ? [['clientId', INSERTION_ORDER]] : []),
];

/** The audit fields every record shows: who and when it was created and last modified. */
const modified = (event: StoredOf<CatalogItemEvent>) => ({
  modifiedBy: event.metadata.userId,
  modifiedAt: event.metadata.occurredAt,
  version: event.position,
});
const keyOf = (event: StoredOf<CatalogItemUpdated | CatalogItemStateChanged>): DocKey => [
  catalogCollection(event.data.catalogId),
  event.data.itemId,
];

function created(event: StoredOf<CatalogItemCreated>): CatalogItemRow {
  const { catalogId, itemId, scope, code, values } = event.data;
  const def = catalogById(catalogId);
  const scopeField = def ? SCOPE_FIELD[def.scope] : null;
  return {
    ...values,
    ...(scopeField && scope !== null ? { [scopeField]: scope } : {}),
    itemId,
    catalogId,
    code,
    active: 'S',
    createdBy: event.metadata.userId,
    createdAt: event.metadata.occurredAt,
    modifiedBy: null,
    modifiedAt: null,
    version: event.position,
  };
}

/**
 * catalog-items.v1: one collection per declared catalogue (`catalog_<id>_v1`), one document per
 * item, indexed on every grid column and the scope field. Events of an undeclared catalogue (one
 * retired since, e.g. 'requirement-types', now the requirements context's) are skipped.
 */
export const catalogItemsProjection = defineProjection({
  name: 'catalog-items.v1',
  collections: CATALOGS.map((def) => ({
    name: catalogCollection(def.id),
    indexes: indexSpecsOf(def),
  })),
  ...handlersOf<CatalogItemEvent>(
    {
      'catalog.ItemCreated': (event, ctx) => {
        if (!catalogById(event.data.catalogId)) return;
        ctx.put(catalogCollection(event.data.catalogId), event.data.itemId, created(event));
      },
      'catalog.ItemUpdated': async (event, ctx) => {
        if (!catalogById(event.data.catalogId)) return;
        const [collection, id] = keyOf(event);
        const doc = await ctx.get<Doc>(collection, id);
        if (doc) ctx.put(collection, id, { ...doc, ...event.data.changes, ...modified(event) });
      },
      'catalog.ItemStateChanged': async (event, ctx) => {
        if (!catalogById(event.data.catalogId)) return;
        const [collection, id] = keyOf(event);
        const doc = await ctx.get<Doc>(collection, id);
        if (doc) ctx.put(collection, id, { ...doc, active: event.data.active, ...modified(event) });
      },
    },
    {
      'catalog.ItemUpdated': (e) => (catalogById(e.data.catalogId) ? [keyOf(e)] : []),
      'catalog.ItemStateChanged': (e) => (catalogById(e.data.catalogId) ? [keyOf(e)] : []),
    },
  ),
});
