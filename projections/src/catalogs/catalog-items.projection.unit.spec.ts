import { projectionSpec } from '@faena/test-kit';
import { catalogItemsProjection } from './catalog-items.projection';

const COLLECTION = 'catalog_models_v1';
const created = {
  type: 'catalog.ItemCreated',
  data: {
    catalogId: 'models',
    itemId: 'models-HILUX',
    scope: null,
    code: 'HILUX',
    values: { brand: 'TOYOTA', description: 'Hilux' },
  },
  metadata: { userId: 'ADMIN' },
};
const updated = {
  type: 'catalog.ItemUpdated',
  data: { catalogId: 'models', itemId: 'models-HILUX', changes: { description: 'Hilux 4x4' } },
  metadata: { userId: 'OTRO' },
};
const deactivated = {
  type: 'catalog.ItemStateChanged',
  data: { catalogId: 'models', itemId: 'models-HILUX', active: 'N' },
};

describe('catalog-items.v1', () => {
  it('declares one collection per catalogue with its grid columns indexed', () => {
    const models = catalogItemsProjection.collections.find((c) => c.name === COLLECTION);
    expect(models?.indexes).toEqual(
      expect.arrayContaining(['code', 'brand', 'description', 'active']),
    );
  });

  it('puts a created item with its values, active, and who created it', () =>
    projectionSpec(catalogItemsProjection)
      .given([created])
      .thenDocument(COLLECTION, 'models-HILUX', {
        itemId: 'models-HILUX',
        catalogId: 'models',
        code: 'HILUX',
        brand: 'TOYOTA',
        description: 'Hilux',
        active: 'S',
        createdBy: 'ADMIN',
        createdAt: '2026-03-02T12:00:01.000Z',
        modifiedBy: null,
        modifiedAt: null,
        version: 1,
      }));

  it('applies updates and state changes with the modifying user and the version', () =>
    projectionSpec(catalogItemsProjection)
      .given([created, updated, deactivated])
      .thenDocument(
        COLLECTION,
        'models-HILUX',
        expect.objectContaining({
          description: 'Hilux 4x4',
          active: 'N',
          createdBy: 'ADMIN',
          modifiedBy: 'TESTER',
          version: 3,
        }),
      ));

  it('keeps the scope in the catalogue scope field (country / clientId)', () =>
    projectionSpec(catalogItemsProjection)
      .given([
        {
          type: 'catalog.ItemCreated',
          data: {
            catalogId: 'functions',
            itemId: 'functions-C1.OPE',
            scope: 'C1',
            code: 'OPE',
            values: { description: 'Operador', contractor: 'S' },
          },
        },
        {
          type: 'catalog.ItemCreated',
          data: {
            catalogId: 'ubigeos',
            itemId: 'ubigeos-PE.150101',
            scope: 'PE',
            code: '150101',
            values: { country: 'PE', description: 'Lima' },
          },
        },
      ])
      .thenDocument(
        'catalog_functions_v1',
        'functions-C1.OPE',
        expect.objectContaining({ clientId: 'C1', contractor: 'S' }),
      )
      .thenDocument(
        'catalog_ubigeos_v1',
        'ubigeos-PE.150101',
        expect.objectContaining({ country: 'PE' }),
      ));

  it('ignores an update of an unknown item and items of undeclared catalogues', () =>
    projectionSpec(catalogItemsProjection)
      .given([
        updated,
        {
          type: 'catalog.ItemCreated',
          data: { catalogId: 'nope', itemId: 'nope-X', scope: null, code: 'X', values: {} },
        },
      ])
      .thenNoDocument(COLLECTION, 'models-HILUX'));

  it("skips every event of a retired catalogue (issue 18: 'requirement-types') on a rebuild", async () => {
    const item = { catalogId: 'requirement-types', itemId: 'requirement-types-EMO' };
    const { documents } = await projectionSpec(catalogItemsProjection)
      .given([
        { type: 'catalog.ItemCreated', data: { ...item, scope: null, code: 'EMO', values: {} } },
        { type: 'catalog.ItemUpdated', data: { ...item, changes: { description: 'EMO' } } },
        { type: 'catalog.ItemStateChanged', data: { ...item, active: 'N' } },
      ])
      .outcome();
    expect(documents).not.toHaveProperty('catalog_requirement_types_v1');
    expect(Object.values(documents).filter((docs) => Object.keys(docs).length > 0)).toEqual([]);
  });
});
