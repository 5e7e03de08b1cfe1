import { BREAKPOINTS, theme } from './theme';

describe('the theme', () => {
  it('uses the spec\'s breakpoints: sm 544, md 768, lg 1024, xl 1200 px', () => {
    const px = Object.fromEntries(Object.entries(theme.breakpoints ?? {}).map(([k, v]) => [k, parseFloat(String(v)) * 16]));
    expect(px).toEqual({ xs: 480, sm: 544, md: 768, lg: 1024, xl: 1200 });
    expect(theme.breakpoints).toBe(BREAKPOINTS);
  });
});
