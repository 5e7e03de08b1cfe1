import { catalogById, CATALOGS, createItemSchemaOf } from '@faena/contracts';
import { CATALOG_SEED } from './data/catalogs';

describe('catalogue demo data', () => {
  it('seeds every declared catalogue', () => {
    expect(CATALOG_SEED.map(([id]) => id).sort()).toEqual(CATALOGS.map((c) => c.id).sort());
  });

  it.each(CATALOG_SEED.map(([id, items]) => [id, items] as const))(
    '%s: every item passes the catalogue schema, codes unique per scope',
    (id, items) => {
      const def = catalogById(id)!;
      const schema = createItemSchemaOf(def);
      const keys = new Set<string>();
      for (const [code, description, values = {}] of items) {
        const parsed = schema.safeParse({
          commandId: 'seed-check-1',
          code,
          description,
          ...values,
        });
        expect(parsed.error?.issues ?? []).toEqual([]);
        keys.add(`${String(values['country'] ?? '')}.${code.toUpperCase()}`);
      }
      expect(keys.size).toBe(items.length);
    },
  );

  it('seeds refs after the catalogues they point at', () => {
    const order = CATALOG_SEED.map(([id]) => id);
    for (const def of CATALOGS)
      for (const f of def.fields)
        if (f.ref) expect(order.indexOf(f.ref)).toBeLessThan(order.indexOf(def.id));
  });
});
