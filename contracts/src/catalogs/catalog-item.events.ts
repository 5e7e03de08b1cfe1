import { z } from 'zod';
import { eventDefinition, type EventsOf, type RegisteredEvent } from '../shared/event-registry';

/** A field value of a catalogue item (text, number, S/N flag); null clears an optional field. */
const CatalogValueSchema = z.union([z.string(), z.number(), z.null()]);
const CatalogValuesSchema = z.record(z.string(), CatalogValueSchema);
export type CatalogValue = z.infer<typeof CatalogValueSchema>;
export type CatalogValues = z.infer<typeof CatalogValuesSchema>;

export const CATALOG_ITEM_EVENTS = {
  created: 'catalog.ItemCreated',
  updated: 'catalog.ItemUpdated',
  stateChanged: 'catalog.ItemStateChanged',
} as const;

const item = { catalogId: z.string(), itemId: z.string() };

/** The catalogs context's events: type → current schema and version. */
export const CATALOG_ITEM_REGISTRY = {
  /** `scope` is the country (IdPais) or client (IdCliente) the item belongs to; null for global lists. */
  'catalog.ItemCreated': eventDefinition(
    z.object({
      ...item,
      scope: z.string().nullable(),
      code: z.string(),
      values: CatalogValuesSchema,
    }),
  ),
  /** Only the fields that changed, with their new values. */
  'catalog.ItemUpdated': eventDefinition(z.object({ ...item, changes: CatalogValuesSchema })),
  /** S activates, N deactivates (catalogue items are never removed: records keep pointing at them). */
  'catalog.ItemStateChanged': eventDefinition(z.object({ ...item, active: z.enum(['S', 'N']) })),
};
type CatalogItems = typeof CATALOG_ITEM_REGISTRY;

export type CatalogItemCreated = RegisteredEvent<CatalogItems, 'catalog.ItemCreated'>;
export type CatalogItemUpdated = RegisteredEvent<CatalogItems, 'catalog.ItemUpdated'>;
export type CatalogItemStateChanged = RegisteredEvent<CatalogItems, 'catalog.ItemStateChanged'>;
export type CatalogItemEvent = EventsOf<CatalogItems>;
