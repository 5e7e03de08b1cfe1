import type { DocOp } from './read-store.port';
import { collapseOps } from './doc-ops';

const put = (id: string, position: number, doc = { v: position }): DocOp => ({
  kind: 'put',
  collection: 'c',
  id,
  doc,
  position,
});
const remove = (id: string, position: number): DocOp => ({
  kind: 'remove',
  collection: 'c',
  id,
  position,
});

describe('collapseOps', () => {
  it('keeps one write per document: the last, with the position of its first put as seq', () => {
    expect(collapseOps([put('a', 1), put('b', 2), put('a', 3)])).toEqual([
      { kind: 'put', collection: 'c', id: 'b', doc: { v: 2 }, position: 2, seq: 2, fresh: false },
      { kind: 'put', collection: 'c', id: 'a', doc: { v: 3 }, position: 3, seq: 1, fresh: false },
    ]);
  });

  it('restarts seq after a remove and marks the put fresh', () => {
    expect(collapseOps([put('a', 1), remove('a', 2), put('a', 3), put('a', 4)])).toEqual([
      { kind: 'put', collection: 'c', id: 'a', doc: { v: 4 }, position: 4, seq: 3, fresh: true },
    ]);
  });

  it("takes seq from the runner's firstPosition when it merged writes already", () => {
    const merged: DocOp = {
      kind: 'put',
      collection: 'c',
      id: 'a',
      doc: {},
      position: 9,
      firstPosition: 4,
    };
    expect(collapseOps([remove('a', 3), merged])).toEqual([
      { kind: 'put', collection: 'c', id: 'a', doc: {}, position: 9, seq: 4, fresh: true },
    ]);
  });

  it('ends in a remove when the last op removes', () => {
    expect(collapseOps([put('a', 1), remove('a', 2)])).toEqual([
      { kind: 'remove', collection: 'c', id: 'a', position: 2 },
    ]);
  });

  it('keeps documents of different collections apart', () => {
    expect(collapseOps([put('a', 1), { ...put('a', 2), collection: 'd' }])).toHaveLength(2);
  });
});
