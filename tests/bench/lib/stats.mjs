// Pure statistics and verdict helpers of the benchmark (unit-tested in ../bench.unit.spec.ts).

/** The p-th percentile (0..100) by nearest rank over the values (sorted copy); NaN when empty. */
export function percentile(values, p) {
  if (values.length === 0) return Number.NaN;
  const sorted = Float64Array.from(values).sort();
  return percentileSorted(sorted, p);
}

/** Nearest-rank percentile of values already sorted ascending. */
export function percentileSorted(sorted, p) {
  const n = sorted.length;
  if (n === 0) return Number.NaN;
  if (p <= 0) return sorted[0];
  if (p >= 100) return sorted[n - 1];
  const rank = Math.ceil((p / 100) * n);
  return sorted[Math.min(n, Math.max(1, rank)) - 1];
}

/** count, min, mean, p50, p95, p99, max of a list of numbers (one sort). */
export function summarize(values) {
  const sorted = Float64Array.from(values).sort();
  const n = sorted.length;
  let sum = 0;
  for (const v of sorted) sum += v;
  return {
    count: n,
    min: n ? sorted[0] : Number.NaN,
    mean: n ? sum / n : Number.NaN,
    p50: percentileSorted(sorted, 50),
    p95: percentileSorted(sorted, 95),
    p99: percentileSorted(sorted, 99),
    max: n ? sorted[n - 1] : Number.NaN,
  };
}

/** value / baseline, or null when there is no usable baseline. */
export function ratio(value, baseline) {
  if (baseline === null || baseline === undefined || !Number.isFinite(baseline) || baseline === 0)
    return null;
  if (!Number.isFinite(value)) return null;
  return value / baseline;
}

/**
 * A target is a list of checks, all of which must hold:
 *   { kind: 'min' | 'max', of: 'value' | 'ratio', limit: number }
 * 'min' means value (or ratio) >= limit; 'max' means <= limit. A check on a missing number fails.
 */
export function verdict(checks, value, rat) {
  const failed = [];
  for (const c of checks) {
    const x = c.of === 'ratio' ? rat : value;
    const ok =
      typeof x === 'number' &&
      Number.isFinite(x) &&
      (c.kind === 'min' ? x >= c.limit : x <= c.limit);
    if (!ok) failed.push(c);
  }
  return { pass: failed.length === 0, failed };
}

/** Events (or requests) per second. */
export function ratePerSecond(count, ms) {
  return ms > 0 ? (count * 1000) / ms : Number.NaN;
}

/** A short human text of a number: 12,345 / 12.3 / 0.123. */
export function fmt(x, digits) {
  if (x === null || x === undefined || Number.isNaN(x)) return '-';
  if (!Number.isFinite(x)) return String(x);
  const abs = Math.abs(x);
  const d = digits ?? (abs >= 100 ? 0 : abs >= 10 ? 1 : abs >= 1 ? 2 : 3);
  return x.toLocaleString('en-US', { minimumFractionDigits: d, maximumFractionDigits: d });
}

/** The text of a target, e.g. ">= 10,000/s and ratio >= 25%". */
export function describeChecks(checks, unit) {
  return checks
    .map((c) => {
      const sign = c.kind === 'min' ? '>=' : '<=';
      if (c.of !== 'ratio') return `${sign} ${fmt(c.limit)}${unit ? ` ${unit}` : ''}`;
      // a throughput is a share of its baseline; a latency a multiple of it
      return c.kind === 'min'
        ? `>= ${fmt(c.limit * 100, 0)}% of baseline`
        : `<= ${fmt(c.limit, c.limit % 1 === 0 ? 0 : 1)}x baseline`;
    })
    .join(' and ');
}
