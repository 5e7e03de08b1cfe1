import { TextDecoder, TextEncoder } from 'node:util';

/** What jsdom lacks and react-router or Mantine use. Import before anything else in a test. */
const g = globalThis as unknown as Record<string, unknown>;
g.TextEncoder ??= TextEncoder;
g.TextDecoder ??= TextDecoder;

if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
g.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
