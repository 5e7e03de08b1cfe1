import { TextDecoder, TextEncoder } from 'node:util';
import { mediaQueryList } from './media-query-list';

/** What jsdom lacks and react-router or Mantine use. Import before anything else in a test. */
const g = globalThis as unknown as Record<string, unknown>;
g.TextEncoder ??= TextEncoder;
g.TextDecoder ??= TextDecoder;

// jsdom has no matchMedia, whatever the DOM types declare
if (typeof window !== 'undefined' && !(window as Partial<Window>).matchMedia) {
  window.matchMedia = (query: string) => mediaQueryList(query, false);
}
g.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
