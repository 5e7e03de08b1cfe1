import { mediaQueryList } from './media-query-list';

/** jsdom's window as wide as a phone (390 px) or a desktop: what matchMedia answers. */
export function screenWidth(px: number): void {
  window.matchMedia = (query: string) => {
    const max = /max-width:\s*calc\((\d+(?:\.\d+)?)em - 1px\)/.exec(query);
    return mediaQueryList(query, max ? px < Number(max[1]) * 16 : false);
  };
}
