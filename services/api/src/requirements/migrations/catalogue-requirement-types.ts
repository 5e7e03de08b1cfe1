import type { CatalogItemEvent, RequirementEntity, RequirementKind } from '@faena/contracts';
import type { TypeFields } from '../domain/requirement-types.decider';

/** The id of the generic catalogue this context's types stream replaced (issue 18). */
export const OLD_CATALOGUE_ID = 'requirement-types';

/** An item of the old catalogue as its events left it. */
export interface OldTypeItem {
  code: string;
  values: Record<string, string | number | null>;
  active: boolean;
}

/** Folds one catalogue event into the old items, by item id; events of other catalogues pass. */
export function foldOldItem(items: Map<string, OldTypeItem>, e: CatalogItemEvent): void {
  if (e.data.catalogId !== OLD_CATALOGUE_ID) return;
  const before = items.get(e.data.itemId);
  switch (e.type) {
    case 'catalog.ItemCreated':
      items.set(e.data.itemId, { code: e.data.code, values: e.data.values, active: true });
      return;
    case 'catalog.ItemUpdated':
      if (before)
        items.set(e.data.itemId, { ...before, values: { ...before.values, ...e.data.changes } });
      return;
    case 'catalog.ItemStateChanged':
      if (before) items.set(e.data.itemId, { ...before, active: e.data.active === 'S' });
      return;
  }
}

/** The old catalogue said E for a company; the requirements context says C. */
const entityOf = (v: unknown): RequirementEntity =>
  v === 'V' ? 'V' : v === 'E' || v === 'C' ? 'C' : 'P';
const kindOf = (v: unknown): RequirementKind => (v === 'A' ? 'A' : 'S');
const CODE = /^[A-Z0-9_-]{1,20}$/;

/**
 * The requirement type an old item becomes: same code, description, entity, kind, notice days
 * and active flag, applying nowhere yet (the old list had no applicability: nobody starts being
 * denied). Null when its code cannot be a type's code (the caller reports it).
 */
export function typeOfOldItem(item: OldTypeItem): TypeFields | null {
  const code = item.code.trim().toUpperCase();
  if (!CODE.test(code)) return null;
  const days = Number(item.values['notifyDaysBefore'] ?? 0);
  return {
    code,
    description: String(item.values['description'] ?? code).slice(0, 120),
    entity: entityOf(item.values['entity']),
    kind: kindOf(item.values['kind']),
    notifyDaysBefore: Number.isInteger(days) && days >= 0 && days <= 365 ? days : 0,
    active: item.active,
    applicability: { clientIds: [], contractIds: [], positionTypeIds: [], zoneIds: [] },
  };
}
