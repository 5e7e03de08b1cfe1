import { TextDecoder, TextEncoder } from 'node:util';

/** What jsdom lacks and react-router or Mantine use. Import before anything else in a test. */
const g = globalThis as unknown as Record<string, unknown>;
g.TextEncoder ??= TextEncoder;
g.TextDecoder ??= TextDecoder;

// jsdom has no matchMedia, whatever the DOM types declare
if (typeof window !== 'undefined' && !(window as Partial<Window>).matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      // MediaQueryList still declares its deprecated listener pair: a stand-in carries it
      // eslint-disable-next-line @typescript-eslint/no-deprecated
      addListener: () => undefined,
      // eslint-disable-next-line @typescript-eslint/no-deprecated
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
