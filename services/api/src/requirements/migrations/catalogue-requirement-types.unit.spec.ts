import type { CatalogItemEvent } from '@faena/contracts';
import { foldOldItem, typeOfOldItem, type OldTypeItem } from './catalogue-requirement-types';

const item = (itemId: string, catalogId = 'requirement-types') => ({ catalogId, itemId });
const fold = (events: CatalogItemEvent[]) => {
  const items = new Map<string, OldTypeItem>();
  for (const e of events) foldOldItem(items, e);
  return items;
};

describe('requirement-types catalogue migration', () => {
  describe('when folding the old catalogue events', () => {
    it('keeps the last values and the active flag of each item, ignoring other catalogues', () => {
      const items = fold([
        {
          type: 'catalog.ItemCreated',
          data: {
            ...item('requirement-types-EMO'),
            scope: null,
            code: 'EMO',
            values: { description: 'Examen', entity: 'P', kind: 'S', notifyDaysBefore: 30 },
          },
        },
        {
          type: 'catalog.ItemUpdated',
          data: { ...item('requirement-types-EMO'), changes: { description: 'Examen médico' } },
        },
        {
          type: 'catalog.ItemStateChanged',
          data: { ...item('requirement-types-EMO'), active: 'N' },
        },
        {
          type: 'catalog.ItemCreated',
          data: { ...item('models-HILUX', 'models'), scope: null, code: 'HILUX', values: {} },
        },
      ]);
      expect([...items.values()]).toEqual([
        {
          code: 'EMO',
          values: { description: 'Examen médico', entity: 'P', kind: 'S', notifyDaysBefore: 30 },
          active: false,
        },
      ]);
    });
  });

  describe('when an item becomes a type', () => {
    const base: OldTypeItem = {
      code: 'soat',
      values: { description: 'SOAT vigente', entity: 'V', kind: 'A', notifyDaysBefore: 15 },
      active: true,
    };
    it('keeps its settings and applies nowhere yet (nobody starts being denied)', () =>
      expect(typeOfOldItem(base)).toEqual({
        code: 'SOAT',
        description: 'SOAT vigente',
        entity: 'V',
        kind: 'A',
        notifyDaysBefore: 15,
        active: true,
        applicability: { clientIds: [], contractIds: [], positionTypeIds: [], zoneIds: [] },
      }));
    it('maps the old company entity E to C and an empty notice to 0 days', () =>
      expect(
        typeOfOldItem({ ...base, values: { description: 'RUC', entity: 'E', kind: 'S' } }),
      ).toMatchObject({ entity: 'C', kind: 'S', notifyDaysBefore: 0 }));
    it('answers null for a code a type cannot have', () =>
      expect(typeOfOldItem({ ...base, code: 'CÓDIGO CON ESPACIOS' })).toBeNull());
  });
});
