/** jsdom's window as wide as a phone (390 px) or a desktop: what matchMedia answers. */
export function screenWidth(px: number): void {
  window.matchMedia = (query: string) => {
    const max = /max-width:\s*calc\((\d+(?:\.\d+)?)em - 1px\)/.exec(query);
    const matches = max ? px < Number(max[1]) * 16 : false;
    return {
      matches,
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
    } as MediaQueryList;
  };
}
