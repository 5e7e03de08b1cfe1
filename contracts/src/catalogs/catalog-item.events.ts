import type { DomainEvent } from '../shared/events';
import type { Flag } from './catalog-definition';

/** A field value of a catalogue item (text, number, S/N flag); null clears an optional field. */
export type CatalogValue = string | number | null;
export type CatalogValues = Record<string, CatalogValue>;

export const CATALOG_ITEM_EVENTS = {
  created: 'catalog.ItemCreated',
  updated: 'catalog.ItemUpdated',
  stateChanged: 'catalog.ItemStateChanged',
} as const;

/** v1. `scope` is the country (IdPais) or client (IdCliente) the item belongs to; null for global lists. */
export type CatalogItemCreated = DomainEvent<
  'catalog.ItemCreated',
  { catalogId: string; itemId: string; scope: string | null; code: string; values: CatalogValues }
>;
/** v1. Only the fields that changed, with their new values. */
export type CatalogItemUpdated = DomainEvent<
  'catalog.ItemUpdated',
  { catalogId: string; itemId: string; changes: CatalogValues }
>;
/** v1. S activates, N deactivates (catalogue items are never removed: records keep pointing at them). */
export type CatalogItemStateChanged = DomainEvent<
  'catalog.ItemStateChanged',
  { catalogId: string; itemId: string; active: Flag }
>;
export type CatalogItemEvent = CatalogItemCreated | CatalogItemUpdated | CatalogItemStateChanged;
