import type { ReadStore } from '@faena/core';
import { BatchContext } from './batch-context';

/** Only get/getMany are reached; they answer from a fixed map of stored documents. */
function storeWith(docs: Record<string, Record<string, unknown>>, calls: string[]): ReadStore {
  const read = (collection: string, id: string) => docs[`${collection}/${id}`] ?? null;
  return {
    get: (collection: string, id: string) => (
      calls.push(`get ${collection}/${id}`),
      Promise.resolve(read(collection, id))
    ),
    getMany: (collection: string, ids: string[]) => {
      calls.push(`getMany ${collection} ${ids.join(',')}`);
      const found = new Map<string, Record<string, unknown>>();
      for (const id of ids) {
        const doc = read(collection, id);
        if (doc) found.set(id, doc);
      }
      return Promise.resolve(found);
    },
  } as unknown as ReadStore;
}

describe('BatchContext', () => {
  it("reads the batch's own writes before the store", async () => {
    const calls: string[] = [];
    const ctx = new BatchContext(storeWith({ 'c/a': { n: 1 } }, calls), new Set(['c']), 0);
    expect(await ctx.get('c', 'a')).toEqual({ n: 1 });
    ctx.position = 2;
    ctx.put('c', 'a', { n: 2 });
    expect(await ctx.get('c', 'a')).toEqual({ n: 2 });
    ctx.remove('c', 'a');
    expect(await ctx.get('c', 'a')).toBeNull();
    expect(calls).toEqual(['get c/a']);
  });

  it('prefetches with one getMany per collection and remembers what is missing', async () => {
    const calls: string[] = [];
    const ctx = new BatchContext(storeWith({ 'c/a': { n: 1 } }, calls), new Set(['c', 'd']), 0);
    await ctx.prefetch([
      ['c', 'a'],
      ['c', 'b'],
      ['d', 'x'],
      ['c', 'a'],
    ]);
    expect([await ctx.get('c', 'a'), await ctx.get('c', 'b'), await ctx.get('d', 'x')]).toEqual([
      { n: 1 },
      null,
      null,
    ]);
    expect(calls).toEqual(['getMany c a,b', 'getMany d x']);
  });

  it('drops the fields a store reserves from what it reads', async () => {
    const ctx = new BatchContext(
      storeWith({ 'c/a': { _id: 'a', _pos: 3, n: 1 } }, []),
      new Set(['c']),
      0,
    );
    expect(await ctx.get('c', 'a')).toEqual({ n: 1 });
  });

  it('answers the last write per document with the first and last positions', () => {
    const ctx = new BatchContext(storeWith({}, []), new Set(['c']), 0);
    const steps: Array<[number, () => void]> = [
      [1, () => ctx.put('c', 'a', { v: 1 })],
      [2, () => ctx.put('c', 'b', { v: 2 })],
      [3, () => ctx.put('c', 'a', { v: 3 })],
      [4, () => ctx.remove('c', 'b')],
      [5, () => ctx.remove('c', 'a')],
      [6, () => ctx.put('c', 'a', { v: 6 })],
    ];
    for (const [position, step] of steps) {
      ctx.position = position;
      step();
    }
    expect(ctx.ops()).toEqual([
      { kind: 'remove', collection: 'c', id: 'a', position: 5 },
      { kind: 'put', collection: 'c', id: 'a', doc: { v: 6 }, position: 6, firstPosition: 6 },
      { kind: 'remove', collection: 'c', id: 'b', position: 4 },
    ]);
  });

  it('keeps notices only past the quiet position', () => {
    const ctx = new BatchContext(storeWith({}, []), new Set(['c']), 10);
    ctx.position = 10;
    ctx.notify('trip:T1', 'trip.seat', { n: 1 });
    ctx.position = 11;
    ctx.notify('trip:T1', 'trip.seat', { n: 2 });
    expect(ctx.notices).toEqual([
      { room: 'trip:T1', kind: 'trip.seat', position: 11, payload: { n: 2 } },
    ]);
  });

  it('refuses a collection the projection does not own', () => {
    const ctx = new BatchContext(storeWith({}, []), new Set(['c']), 0);
    expect(() => ctx.put('other', 'a', {})).toThrow('does not own');
  });
});
