import {
  describeChecks,
  fmt,
  percentile,
  ratio,
  summarize,
  verdict,
  type Check,
} from './lib/stats.mjs';

describe('bench statistics', () => {
  it('takes nearest-rank percentiles of unsorted values', () => {
    const values = [5, 1, 4, 2, 3, 10, 9, 8, 7, 6];
    expect(percentile(values, 50)).toBe(5);
    expect(percentile(values, 90)).toBe(9);
    expect(percentile(values, 95)).toBe(10);
    expect(percentile(values, 99)).toBe(10);
    expect(percentile(values, 0)).toBe(1);
    expect(percentile([42], 99)).toBe(42);
    expect(percentile([], 50)).toBeNaN();
  });

  it('summarizes a hundred latencies', () => {
    const values = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(summarize(values)).toEqual({
      count: 100,
      min: 1,
      mean: 50.5,
      p50: 50,
      p95: 95,
      p99: 99,
      max: 100,
    });
  });

  it('answers a ratio only against a usable baseline', () => {
    expect(ratio(2_500, 10_000)).toBe(0.25);
    expect(ratio(5, 0)).toBeNull();
    expect(ratio(5, null)).toBeNull();
    expect(ratio(Number.NaN, 3)).toBeNull();
  });

  it('passes a figure only when every check holds, and fails on a missing number', () => {
    const throughput: Check[] = [
      { kind: 'min', of: 'value', limit: 10_000 },
      { kind: 'min', of: 'ratio', limit: 0.25 },
    ];
    expect(verdict(throughput, 12_000, 0.3).pass).toBe(true);
    expect(verdict(throughput, 12_000, 0.2).failed).toEqual([throughput[1]]);
    expect(verdict(throughput, 9_999, 0.9).pass).toBe(false);
    expect(verdict(throughput, 12_000, null).pass).toBe(false);
    const latency: Check[] = [
      { kind: 'max', of: 'value', limit: 20 },
      { kind: 'max', of: 'ratio', limit: 3 },
    ];
    expect(verdict(latency, 20, 3).pass).toBe(true);
    expect(verdict(latency, 12, 3.5).pass).toBe(false);
    expect(verdict(latency, Number.NaN, 1).pass).toBe(false);
  });

  it('describes targets and formats numbers for the table', () => {
    expect(
      describeChecks(
        [
          { kind: 'min', of: 'value', limit: 10_000 },
          { kind: 'min', of: 'ratio', limit: 0.25 },
        ],
        '/s',
      ),
    ).toBe('>= 10,000 /s and >= 25% of baseline');
    expect(
      describeChecks(
        [
          { kind: 'max', of: 'value', limit: 20 },
          { kind: 'max', of: 'ratio', limit: 3 },
        ],
        'ms',
      ),
    ).toBe('<= 20.0 ms and <= 3x baseline');
    expect(fmt(12_345.6)).toBe('12,346');
    expect(fmt(null)).toBe('-');
  });
});
