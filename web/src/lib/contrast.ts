/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const linear = (i: number) => {
    const v = parseInt(hex.slice(i, i + 2), 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(1) + 0.7152 * linear(3) + 0.0722 * linear(5);
}

/** WCAG 2 contrast ratio between two #rrggbb colours (1 to 21); AA asks 4.5 for normal text. */
export function contrastRatio(a: string, b: string): number {
  const [x, y] = [luminance(a), luminance(b)];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

/** WCAG AA for normal-size text. */
export const AA_TEXT = 4.5;
