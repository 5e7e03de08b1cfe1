import { catalogById, CATALOG_MENU_GROUPS, CATALOGS, REFERENCE_LISTS } from './catalog-registry';
import {
  catalogCollection,
  catalogItemStream,
  fieldMetadataOf,
  gridColumnsOf,
  indexesOf,
  isFieldEditable,
} from './catalog-definition';
import { createItemSchemaOf, updateItemSchemaOf } from './catalog-item.schemas';
import { PATTERNS } from '../shared/patterns';

describe('catalogue declarations', () => {
  it('have unique kebab-case ids, a menu group and labels in both languages', () => {
    expect(new Set(CATALOGS.map((c) => c.id)).size).toBe(CATALOGS.length);
    for (const c of CATALOGS) {
      expect(c.id).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(CATALOG_MENU_GROUPS.map((g) => g.id)).toContain(c.menu);
      expect(c.labels.es && c.labels.en).toBeTruthy();
    }
  });

  it.each(CATALOGS.map((c) => [c.id, c] as const))(
    '%s: fields are unique, typed and consistent',
    (_id, c) => {
      const names = c.fields.map((f) => f.name);
      expect(new Set(names).size).toBe(names.length);
      expect(names).toContain('description');
      if (c.scope === 'country')
        expect(c.fields.find((f) => f.name === 'country')).toMatchObject({
          obligatorio: 'S',
          modificable: 'N',
        });
      for (const f of c.fields) {
        expect(['S', 'N']).toContain(f.obligatorio);
        expect(['S', 'N']).toContain(f.modificable);
        if (f.type === 'ref') expect(catalogById(f.ref ?? '')).toBeDefined();
        if (f.type === 'enum') expect(f.options?.length).toBeGreaterThan(0);
        if (f.pattern) expect(PATTERNS[f.pattern]).toBeDefined();
      }
      expect(indexesOf(c)).toEqual(expect.arrayContaining(gridColumnsOf(c)));
      expect(catalogCollection(c.id)).toMatch(/^catalog_[a-z_]+_v1$/);
      expect(fieldMetadataOf(c)[0]).toEqual({ Campo: 'code', Obligatorio: 'S', Modificable: 'N' });
      expect(() => createItemSchemaOf(c)).not.toThrow();
      expect(() => updateItemSchemaOf(c)).not.toThrow();
    },
  );

  it('name the stream that owns the code per scope, case-insensitively', () => {
    expect(catalogItemStream('fuels', null, 'diesel')).toBe('catalog.item-fuels-DIESEL');
    expect(catalogItemStream('document-types', 'pe', 'Dni')).toBe(
      'catalog.item-document-types-PE.DNI',
    );
    expect(catalogItemStream('document-types', 'CL', 'DNI')).not.toBe(
      catalogItemStream('document-types', 'PE', 'DNI'),
    );
  });

  it('derive required and editable from Obligatorio / Modificable / forced', () => {
    const docTypes = catalogById('document-types')!;
    const byName = (n: string) => docTypes.fields.find((f) => f.name === n)!;
    expect(isFieldEditable(byName('description'))).toBe(true);
    expect(isFieldEditable(byName('length'))).toBe(false);
    expect(isFieldEditable(byName('equivalentCode'))).toBe(true); // Modificable N but forced
    const schema = createItemSchemaOf(docTypes);
    const issues = schema.safeParse({
      commandId: 'cmd-12345678',
      code: 'DNI',
      country: 'PE',
      description: '',
      alias: 'DNI',
      exactLength: 'S',
    }).error?.issues;
    expect(issues?.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['description', 'common:requiredField'],
      ['length', 'common:requiredField'],
    ]);
    expect(
      schema.safeParse({
        commandId: 'cmd-12345678',
        code: 'DNI',
        country: 'PE',
        description: 'DNI',
        alias: 'DNI',
        exactLength: 'S',
        length: 8,
        extra: 1,
      }).success,
    ).toBe(false);
  });

  it('map every reference call of spec point 7 to a declared catalogue', () => {
    for (const list of Object.values(REFERENCE_LISTS))
      expect(catalogById(list.catalogId)).toBeDefined();
  });
});
