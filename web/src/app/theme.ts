import {
  createTheme,
  darken,
  defaultVariantColorsResolver,
  parseThemeColor,
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type VariantColorsResolver,
} from '@mantine/core';

/**
 * The spec's breakpoints (domain spec §9: sm 544, md 768, lg 1024, xl 1200 px), in em of 16 px as
 * Mantine takes them; xs (not given) stays below sm.
 */
export const BREAKPOINTS = { xs: '30em', sm: '34em', md: '48em', lg: '64em', xl: '75em' } as const;

/**
 * The brand orange, darkened where it carries text: Mantine's orange puts #fd7e14 (2.6:1 on
 * white) at the light scheme's filled shade 6. Here shade 6 (light filled buttons, links, text)
 * and 8 (dark filled buttons) hold white text at WCAG AA, shade 4 (dark-scheme links and text)
 * reads on the dark body; the brand #f76707 stays at shade 5 for surfaces without text.
 */
export const BRAND_ORANGE: MantineColorsTuple = [
  '#fff4e6',
  '#ffe8cc',
  '#ffd8a8',
  '#ffc078',
  '#ffa94d',
  '#f76707',
  '#c2410c',
  '#b03a0a',
  '#9a3412',
  '#7c2d12',
];

/** #rrggbb of Mantine's `rgba(r, g, b, a)` colour strings. */
const toHex = (rgba: string): string =>
  '#' +
  (rgba.match(/\d+/g) ?? [])
    .slice(0, 3)
    .map((n) => Number(n).toString(16).padStart(2, '0'))
    .join('');

/**
 * The text of a light variant (status badges, light buttons) on its pale tint: Mantine takes
 * shade 6, below AA for green, yellow, teal… (axe's color-contrast). Shade 9, darkened, holds AA.
 */
export const lightVariantText = (tuple: MantineColorsTuple): string =>
  toHex(darken(tuple[9], 0.35));

const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  const parsed = parseThemeColor({
    color: input.color ?? input.theme.primaryColor,
    theme: input.theme,
  });
  const tuple = input.theme.colors[parsed.color];
  if (input.variant !== 'light' || !parsed.isThemeColor || !tuple) return colors;
  return { ...colors, color: lightVariantText(tuple), hoverColor: lightVariantText(tuple) };
};

/** Dimmed text (captions, dates, the footer) in gray 7: Mantine's gray 6 reads at 3.3:1 on white. */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: { '--mantine-color-dimmed': t.colors.gray[7] },
  dark: {},
});

export const theme = createTheme({
  variantColorResolver,
  primaryColor: 'orange',
  primaryShade: { light: 6, dark: 8 },
  colors: { orange: BRAND_ORANGE },
  defaultRadius: 'sm',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  breakpoints: BREAKPOINTS,
});

/** Wall screens: the same theme with everything scaled up. */
export const wallTheme = createTheme({
  ...theme,
  scale: 1.35,
  // dark scheme: Mantine's light variants are made for it
  variantColorResolver: defaultVariantColorsResolver,
});
