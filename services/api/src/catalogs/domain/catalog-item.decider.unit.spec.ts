import {
  catalogById,
  ValidationError,
  type CatalogDefinition,
  type CatalogItemEvent,
} from '@faena/contracts';
import { deciderSpec } from '@faena/test-kit';
import {
  changeCatalogItemState,
  createCatalogItem,
  evolveCatalogItem,
  initialCatalogItem,
  updateCatalogItem,
  type CatalogItemState,
} from './catalog-item.decider';

const DOC_TYPES = catalogById('document-types') as CatalogDefinition;
const ITEM = 'document-types-PE.DNI';
const given = deciderSpec<CatalogItemState, CatalogItemEvent>({
  evolve: evolveCatalogItem,
  initialState: initialCatalogItem,
});
const dniValues = {
  country: 'PE',
  description: 'Documento Nacional de Identidad',
  alias: 'DNI',
  equivalentCode: '01',
  exactLength: 'S',
  length: 8,
};
const created = (): CatalogItemEvent => ({
  type: 'catalog.ItemCreated',
  version: 1,
  data: { catalogId: 'document-types', itemId: ITEM, scope: 'PE', code: 'DNI', values: dniValues },
});
const deactivated = (): CatalogItemEvent => ({
  type: 'catalog.ItemStateChanged',
  version: 1,
  data: { catalogId: 'document-types', itemId: ITEM, active: 'N' },
});
const create =
  (missingRefs: string[] = []) =>
  (s: CatalogItemState) =>
    createCatalogItem(
      { def: DOC_TYPES, itemId: ITEM, scope: 'PE', code: 'DNI', values: dniValues, missingRefs },
      s,
    );
const update =
  (values: Record<string, string | number | null>, missingRefs: string[] = []) =>
  (s: CatalogItemState) =>
    updateCatalogItem({ def: DOC_TYPES, values, missingRefs }, s);

function validationIssues(run: () => unknown) {
  try {
    run();
  } catch (err) {
    if (err instanceof ValidationError) return err.issues;
    throw err;
  }
  throw new Error('expected a ValidationError');
}

describe('catalogue item', () => {
  describe('when the code is free in its catalogue and scope', () => {
    it('creates the item', () => given([]).when(create()).then([created()]));
    it('refuses a referenced item that does not exist (400 on the field)', () =>
      expect(validationIssues(() => create(['alias'])(initialCatalogItem()))).toEqual([
        { path: 'alias', message: 'catalogs:refNotFound' },
      ]));
    it('cannot update or change the state of an item that does not exist', () => {
      given([])
        .when(update({ description: 'x' }))
        .thenFailsWith('catalogs.itemNotFound');
      given([])
        .when((s) => changeCatalogItemState('N', s))
        .thenFailsWith('catalogs.itemNotFound');
    });
  });

  describe('when the code is taken', () => {
    it('refuses a second create with codeTaken', () =>
      given([created()]).when(create()).thenFailsWith('catalogs.codeTaken'));
    it('refuses it even while the item is inactive', () =>
      given([created(), deactivated()]).when(create()).thenFailsWith('catalogs.codeTaken'));
  });

  describe('when the item exists', () => {
    it('records only the editable fields that changed', () =>
      given([created()])
        .when(update({ description: 'DNI electrónico', alias: 'DNI', exactLength: 'N' }))
        .then([
          {
            type: 'catalog.ItemUpdated',
            version: 1,
            data: {
              catalogId: 'document-types',
              itemId: ITEM,
              changes: { description: 'DNI electrónico', exactLength: 'N' },
            },
          },
        ]));
    it('accepts non-editable fields sent unchanged', () =>
      given([created()])
        .when(update({ length: 8, country: 'PE' }))
        .thenNothingHappens());
    it('refuses a change of a field whose Modificable is N, with every offending field path', () =>
      expect(
        validationIssues(() =>
          update({ length: 9, country: 'CL', description: 'x' })(
            evolveCatalogItem(initialCatalogItem(), created()),
          ),
        ),
      ).toEqual([
        { path: 'country', message: 'catalogs:fieldNotEditable' },
        { path: 'length', message: 'catalogs:fieldNotEditable' },
      ]));
    it('lets a forced field change although its Modificable is N', () =>
      given([created()])
        .when(update({ equivalentCode: '1' }))
        .then([
          {
            type: 'catalog.ItemUpdated',
            version: 1,
            data: { catalogId: 'document-types', itemId: ITEM, changes: { equivalentCode: '1' } },
          },
        ]));
    it('clears an optional field with null', () =>
      given([created()])
        .when(update({ equivalentCode: null }))
        .then([
          {
            type: 'catalog.ItemUpdated',
            version: 1,
            data: { catalogId: 'document-types', itemId: ITEM, changes: { equivalentCode: null } },
          },
        ]));
    it('deactivates, and deactivating again changes nothing', () => {
      given([created()])
        .when((s) => changeCatalogItemState('N', s))
        .then([deactivated()]);
      given([created(), deactivated()])
        .when((s) => changeCatalogItemState('N', s))
        .thenNothingHappens();
    });
    it('reactivates an inactive item', () =>
      given([created(), deactivated()])
        .when((s) => changeCatalogItemState('S', s))
        .then([
          {
            type: 'catalog.ItemStateChanged',
            version: 1,
            data: { catalogId: 'document-types', itemId: ITEM, active: 'S' },
          },
        ]));
  });
});
