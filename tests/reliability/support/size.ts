/**
 * How big a reliability run is: RELIABILITY_SIZE=small (default, CI: the whole suite in a few
 * minutes on 2 cores) or large (by argument: `RELIABILITY_SIZE=large npm run test:reliability`).
 */
export type ReliabilitySize = 'small' | 'large';

function sizeFromEnv(raw: string | undefined): ReliabilitySize {
  const value = (raw ?? '').trim().toLowerCase();
  if (value === '' || value === 'small') return 'small';
  if (value === 'large') return 'large';
  throw new Error(`RELIABILITY_SIZE must be small or large, not "${raw}"`);
}

/**
 * Per test and hook: Jest 30 does not pass the project's testTimeout on to the tests (they would
 * run at 5 s), so every reliability file calls jest.setTimeout(TEST_LIMIT_MS). A bound, not an assertion.
 */
export const TEST_LIMIT_MS = 600_000;

export const SIZE: ReliabilitySize = sizeFromEnv(process.env.RELIABILITY_SIZE);

/** The small figure in CI, the large one when asked. */
export const bySize = <T>(small: T, large: T): T => (SIZE === 'large' ? large : small);

/** A line of the run's report, prefixed so a reader finds it in Jest's output. */
export function report(test: string, message: string): void {
  process.stdout.write(`[reliability:${SIZE}] ${test}: ${message}\n`);
}
