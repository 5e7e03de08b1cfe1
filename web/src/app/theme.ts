import { createTheme } from '@mantine/core';

/**
 * The spec's breakpoints (domain spec §9: sm 544, md 768, lg 1024, xl 1200 px), in em of 16 px as
 * Mantine takes them; xs (not given) stays below sm.
 */
export const BREAKPOINTS = { xs: '30em', sm: '34em', md: '48em', lg: '64em', xl: '75em' } as const;

export const theme = createTheme({
  primaryColor: 'orange',
  defaultRadius: 'sm',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  breakpoints: BREAKPOINTS,
});

/** Wall screens: the same theme with everything scaled up. */
export const wallTheme = createTheme({ ...theme, scale: 1.35 });
