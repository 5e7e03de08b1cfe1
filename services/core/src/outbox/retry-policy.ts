import type { DeliveryFailure } from './outbox.port';

/** How a relay retries: doubling waits from `firstDelayMs` up to `maxDelayMs`, until `giveUpAfterMs`. */
export interface RetryPolicy {
  firstDelayMs: number;
  maxDelayMs: number;
  /** a message still undelivered this long after it was written is given up (failed) */
  giveUpAfterMs: number;
}

/**
 * 5 s, 10 s, 20 s … up to 10 minutes between attempts; a day at most. The messages are
 * two-factor codes (valid 5 minutes) and temporary passwords (valid 24 hours): nothing the outbox
 * holds is worth sending after a day.
 */
export const DEFAULT_RETRY: RetryPolicy = {
  firstDelayMs: 5_000,
  maxDelayMs: 10 * 60_000,
  giveUpAfterMs: 24 * 3_600_000,
};

/** What to record after the `attempts`-th attempt at a message written at `writtenAt` failed at `now`. */
export function failureAfter(
  policy: RetryPolicy,
  attempt: { attempts: number; writtenAt: Date; now: Date; error: string },
): DeliveryFailure {
  const exponent = Math.min(Math.max(attempt.attempts - 1, 0), 30);
  const delay = Math.min(policy.firstDelayMs * 2 ** exponent, policy.maxDelayMs);
  const retryAt = new Date(attempt.now.getTime() + delay);
  const tooOld = retryAt.getTime() - attempt.writtenAt.getTime() >= policy.giveUpAfterMs;
  return { error: attempt.error, retryAt: tooOld ? null : retryAt };
}
