import {
  nextIndex,
  packPages,
  pageCount,
  pageOf,
  parseBoards,
  parsePageSeconds,
  parseWallConfig,
} from './wall';

const params = (query: string) => new URLSearchParams(query);

describe('wall configuration from the URL', () => {
  it('reads the Spanish parameters', () => {
    expect(parseWallConfig(params('tableros=campamento,ocupacion&cada=45'))).toEqual({
      boards: ['campamento', 'ocupacion'],
      every: 45,
    });
  });

  it('accepts the English aliases, of the parameters and of the boards', () => {
    expect(parseWallConfig(params('boards=seats,occupancy&every=12'))).toEqual({
      boards: ['asientos', 'ocupacion'],
      every: 12,
    });
  });

  it('falls back to every board every 30 s when the values are bad', () => {
    const all = ['ocupacion', 'campamento', 'asientos', 'sitio'];
    expect(parseWallConfig(params('tableros=nada,,x&cada=-3'))).toEqual({ boards: all, every: 30 });
    expect(parseWallConfig(params('cada=abc'))).toEqual({ boards: all, every: 30 });
    expect(parseWallConfig(params('cada=1'))).toEqual({ boards: all, every: 30 });
    expect(parseWallConfig(params('cada=2.5'))).toEqual({ boards: all, every: 30 });
    expect(parseWallConfig(params('cada=99999'))).toEqual({ boards: all, every: 30 });
  });

  it('drops unknown and repeated boards, keeping the order given', () => {
    expect(parseBoards('asientos, ASIENTOS,foo,camp')).toEqual(['asientos', 'campamento']);
    expect(parseBoards('onsite,sitio,en-sitio')).toEqual(['sitio']);
  });

  it('reads the page interval, 10 s by default', () => {
    expect(parsePageSeconds(params('pagina=5'))).toBe(5);
    expect(parsePageSeconds(params('page=7'))).toBe(7);
    expect(parsePageSeconds(params('pagina=0'))).toBe(10);
    expect(parsePageSeconds(params(''))).toBe(10);
  });
});

describe('wall paging', () => {
  it('counts pages, at least one', () => {
    expect(pageCount(0, 8)).toBe(1);
    expect(pageCount(8, 8)).toBe(1);
    expect(pageCount(9, 8)).toBe(2);
    expect(pageCount(3, 0)).toBe(3);
  });

  it('goes to the next index and back to the first after the last', () => {
    expect(nextIndex(0, 3)).toBe(1);
    expect(nextIndex(2, 3)).toBe(0);
    expect(nextIndex(5, 0)).toBe(0);
  });

  it('slices a page', () => {
    expect(pageOf([1, 2, 3, 4, 5], 1, 2)).toEqual([3, 4]);
    expect(pageOf([1, 2, 3], 2, 2)).toEqual([]);
  });

  it('packs whole groups into pages of a line budget', () => {
    const sizes = [3, 4, 2, 9, 1];
    expect(packPages(sizes, (n) => n, 8)).toEqual([[3, 4], [2], [9], [1]]);
  });
});
