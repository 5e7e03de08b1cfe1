import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { AA_TEXT, contrastRatio } from '../lib/contrast';
import { BREAKPOINTS, cssVariablesResolver, lightVariantText, theme } from './theme';

describe('the theme', () => {
  it("uses the spec's breakpoints: sm 544, md 768, lg 1024, xl 1200 px", () => {
    const px = Object.fromEntries(
      Object.entries(theme.breakpoints ?? {}).map(([k, v]) => [k, parseFloat(String(v)) * 16]),
    );
    expect(px).toEqual({ xs: 480, sm: 544, md: 768, lg: 1024, xl: 1200 });
    expect(theme.breakpoints).toBe(BREAKPOINTS);
  });
});

describe("the theme's contrast (WCAG AA, 4.5:1 for text)", () => {
  const merged = mergeMantineTheme(DEFAULT_THEME, theme);
  const shade = merged.primaryShade as { light: number; dark: number };
  const primary = (i: number): string => merged.colors[merged.primaryColor]?.[i] ?? '';
  const darkBody = merged.colors.dark[7];
  const WHITE = '#ffffff';

  it("white text on the light scheme's filled primary", () => {
    expect(contrastRatio(primary(shade.light), WHITE)).toBeGreaterThanOrEqual(AA_TEXT);
  });
  it("white text on the dark scheme's filled primary", () => {
    expect(contrastRatio(primary(shade.dark), WHITE)).toBeGreaterThanOrEqual(AA_TEXT);
  });
  it('primary text and links on white (light) and on the dark body (dark: shade 4)', () => {
    expect(contrastRatio(primary(shade.light), WHITE)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrastRatio(primary(4), darkBody)).toBeGreaterThanOrEqual(AA_TEXT);
  });
  it('measures the brand orange #f76707 on white at 3.04:1, below AA', () => {
    expect(contrastRatio('#f76707', '#ffffff')).toBeCloseTo(3.04, 2);
  });
});

describe('text the axe check found below AA (issue 17)', () => {
  const merged = mergeMantineTheme(DEFAULT_THEME, theme);

  it('light variants (status badges, light buttons) hold AA on their tint, in every colour', () => {
    const failing = Object.entries(merged.colors)
      .filter(([name]) => name !== 'dark')
      .map(([name, tuple]) => [name, contrastRatio(lightVariantText(tuple), tuple[0])] as const)
      .filter(([, ratio]) => ratio < AA_TEXT);
    expect(failing).toEqual([]);
  });

  it('the light variant of the theme is the one those colours come from', () => {
    const resolved = merged.variantColorResolver({
      color: 'green',
      theme: merged,
      variant: 'light',
    });
    expect(resolved.color).toBe(lightVariantText(merged.colors.green));
  });

  it('dimmed text holds AA on white', () => {
    const dimmed = cssVariablesResolver(merged).light['--mantine-color-dimmed'] ?? '';
    expect(contrastRatio(dimmed, '#ffffff')).toBeGreaterThanOrEqual(AA_TEXT);
  });
});
