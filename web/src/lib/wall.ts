/**
 * Wall screens (MONITOR): which boards a wall rotates through, how often, and how a board pages
 * its content. Pure functions; the URL is the wall's configuration (a wall PC keeps a bookmark).
 */
export const WALL_BOARDS = ['ocupacion', 'campamento', 'asientos', 'sitio'] as const;
export type WallBoard = (typeof WALL_BOARDS)[number];

/** English names of the boards, accepted in the URL as aliases. */
const BOARD_ALIASES: Record<string, WallBoard> = {
  occupancy: 'ocupacion',
  camp: 'campamento',
  seats: 'asientos',
  onsite: 'sitio',
  'en-sitio': 'sitio',
};

export const DEFAULT_EVERY_S = 30;
export const DEFAULT_PAGE_S = 10;
const MIN_S = 2;
const MAX_S = 3600;

export interface WallConfig {
  boards: WallBoard[];
  /** seconds each board stays on the screen */
  every: number;
}

const first = (params: URLSearchParams, ...names: string[]) =>
  names.map((n) => params.get(n)).find((v) => v !== null) ?? null;

/** Whole seconds between MIN_S and MAX_S, else the fallback. */
export function parseSeconds(value: string | null, fallback: number): number {
  if (value === null || !/^\d+$/.test(value.trim())) return fallback;
  const n = Number(value);
  return n >= MIN_S && n <= MAX_S ? n : fallback;
}

/** Known boards in the given order, without repeats; none known → every board. */
export function parseBoards(value: string | null): WallBoard[] {
  const names = (value ?? '').split(',').map((s) => s.trim().toLowerCase());
  const known = names
    .map((n) =>
      (WALL_BOARDS as readonly string[]).includes(n) ? (n as WallBoard) : BOARD_ALIASES[n],
    )
    .filter((b): b is WallBoard => b !== undefined);
  const unique = [...new Set(known)];
  return unique.length > 0 ? unique : [...WALL_BOARDS];
}

/** `tableros` (or `boards`) and `cada` (or `every`, seconds); bad values fall back to defaults. */
export function parseWallConfig(params: URLSearchParams): WallConfig {
  return {
    boards: parseBoards(first(params, 'tableros', 'boards')),
    every: parseSeconds(first(params, 'cada', 'every'), DEFAULT_EVERY_S),
  };
}

/** Seconds each page of a board stays on a wall: `pagina` (or `page`), default DEFAULT_PAGE_S. */
export const parsePageSeconds = (params: URLSearchParams): number =>
  parseSeconds(first(params, 'pagina', 'page'), DEFAULT_PAGE_S);

/** Pages needed for `total` items, `size` a page (at least one page, even when empty). */
export const pageCount = (total: number, size: number): number =>
  Math.max(1, Math.ceil(total / Math.max(1, size)));

/** The index after `index` among `count`, back to the first after the last. */
export const nextIndex = (index: number, count: number): number =>
  count <= 0 ? 0 : (index + 1) % count;

/** The items of page `page` (0-based), `size` a page. */
export const pageOf = <T>(items: readonly T[], page: number, size: number): T[] =>
  items.slice(page * size, page * size + size);

/**
 * Groups that fit a page of `budget` lines, keeping each group whole (a room with its beds); a
 * group larger than the budget gets a page of its own.
 */
export function packPages<T>(groups: readonly T[], lines: (g: T) => number, budget: number): T[][] {
  const pages: T[][] = [];
  let used = 0;
  for (const g of groups) {
    const last = pages[pages.length - 1];
    if (last && used + lines(g) <= budget) {
      last.push(g);
      used += lines(g);
    } else {
      pages.push([g]);
      used = lines(g);
    }
  }
  return pages;
}
