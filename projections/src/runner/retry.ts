import { describeError, type RunnerLog } from './runner-types';

/** Pauses before the 2nd, 3rd and 4th attempt of a store call. */
export const RETRY_DELAYS_MS = [50, 250, 1000] as const;

/**
 * Runs a store call (a commit, a read of the log) again after short pauses when it fails: a busy
 * database or a dropped connection should not stop a projection. Both calls are safe to repeat
 * (a commit carries the same documents and checkpoint). The last failure is thrown.
 */
export async function withRetry<T>(
  what: string,
  log: RunnerLog,
  call: () => Promise<T>,
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await call();
    } catch (err) {
      const delay = RETRY_DELAYS_MS[attempt];
      if (delay === undefined) throw err;
      log.error(
        `${what} failed (attempt ${attempt + 1}), retrying in ${delay} ms: ${describeError(err).message}`,
      );
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}
