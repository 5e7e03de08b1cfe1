import type { CollectionSpec, Doc, DocOp, ReadStore } from '@faena/core';
import type { ReadStoreHarness } from './read-store.contract';

/**
 * The words search (global search): every word of the text begins a word of the declared fields,
 * accents and case ignored, within the scope, in insertion order; kept through puts and removes,
 * and filled over documents stored before the collection declared its searched fields.
 */
const PEOPLE: CollectionSpec = {
  name: 'people',
  indexes: ['clientId'],
  search: ['fullName', 'document'],
};
const DOCS: Array<[string, Doc]> = [
  ['p1', { clientId: 'a', fullName: 'José Pérez Núñez', document: '45123456' }],
  ['p2', { clientId: 'a', fullName: 'Ana PEREZ', document: '10203040' }],
  ['p3', { clientId: 'b', fullName: 'Luis Pérez', document: '45120000' }],
  ['p4', { clientId: 'a', fullName: 'Perla Soto', document: '77777777' }],
];
const puts = (docs: Array<[string, Doc]>, from = 1): DocOp[] =>
  docs.map(([id, doc], i) => ({
    kind: 'put',
    collection: PEOPLE.name,
    id,
    doc,
    position: from + i,
  }));

export function readStoreSearchContract(name: string, harness: ReadStoreHarness): void {
  describe(`${name} read store: words search`, () => {
    let store: ReadStore;
    const ids = async (text: string, scope?: Record<string, string>, limit = 10) =>
      (await store.search<Doc>(PEOPLE.name, text, { scope, limit })).map((d) => d.fullName);
    beforeEach(async () => {
      store = await harness.create();
      await store.ensureCollection(PEOPLE);
      await store.commit(puts(DOCS), { projection: 'people.v1', position: DOCS.length });
    });
    afterEach(async () => harness.dispose(store));

    it('finds "Pérez" by "perez", "PEREZ" and "Pérez", accents and case ignored', async () => {
      const all = ['José Pérez Núñez', 'Ana PEREZ', 'Luis Pérez'];
      expect(await ids('perez')).toEqual(all);
      expect(await ids('PEREZ')).toEqual(all);
      expect(await ids('Pérez')).toEqual(all);
      expect(await ids('nunez jose')).toEqual(['José Pérez Núñez']);
    });

    it('matches word prefixes, documents included, and answers documents as they were put', async () => {
      expect(await ids('per')).toEqual([
        'José Pérez Núñez',
        'Ana PEREZ',
        'Luis Pérez',
        'Perla Soto',
      ]);
      expect(await ids('4512')).toEqual(['José Pérez Núñez', 'Luis Pérez']);
      expect(await ids('erez')).toEqual([]);
      expect(await store.search(PEOPLE.name, 'núñez', { limit: 1 })).toEqual([DOCS[0]![1]]);
    });

    it('keeps to the scope and the limit; a text without words finds nothing', async () => {
      expect(await ids('perez', { clientId: 'b' })).toEqual(['Luis Pérez']);
      expect(await ids('perez', { clientId: 'a' }, 1)).toEqual(['José Pérez Núñez']);
      expect(await ids(' -·- ')).toEqual([]);
    });

    it('follows puts and removes', async () => {
      await store.commit(
        [
          ...puts([['p2', { clientId: 'a', fullName: 'Ana Gómez', document: '10203040' }]], 10),
          { kind: 'remove', collection: PEOPLE.name, id: 'p3', position: 11 },
        ],
        { projection: 'people.v1', position: 11 },
      );
      expect(await ids('perez')).toEqual(['José Pérez Núñez']);
      expect(await ids('GOMEZ')).toEqual(['Ana Gómez']);
    });

    it('fills the words of documents stored before the fields were declared', async () => {
      const other = { name: 'later', indexes: [] };
      await store.ensureCollection(other);
      await store.commit(
        [{ kind: 'put', collection: 'later', id: 'x', doc: { n: 'Ñandú Díaz' }, position: 20 }],
        { projection: 'later.v1', position: 20 },
      );
      await store.ensureCollection({ ...other, search: ['n'] });
      expect(await store.search('later', 'nandu diaz', { limit: 5 })).toEqual([
        { n: 'Ñandú Díaz' },
      ]);
    });
  });
}
