// Types of stats.mjs (for the unit spec under the strict TypeScript config).
export interface Summary {
  count: number;
  min: number;
  mean: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}
export interface Check {
  kind: 'min' | 'max';
  of: 'value' | 'ratio';
  limit: number;
}
export function percentile(values: ArrayLike<number>, p: number): number;
export function percentileSorted(sorted: ArrayLike<number>, p: number): number;
export function summarize(values: ArrayLike<number>): Summary;
export function ratio(value: number, baseline: number | null | undefined): number | null;
export function verdict(
  checks: Check[],
  value: number,
  ratio: number | null,
): { pass: boolean; failed: Check[] };
export function ratePerSecond(count: number, ms: number): number;
export function fmt(x: number | null | undefined, digits?: number): string;
export function describeChecks(checks: Check[], unit?: string): string;
