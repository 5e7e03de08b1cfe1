import { DEFAULT_RETRY, failureAfter } from './retry-policy';

const writtenAt = new Date('2026-11-26T15:00:00Z');
const after = (attempts: number, sinceWrittenMs: number) =>
  failureAfter(DEFAULT_RETRY, {
    attempts,
    writtenAt,
    now: new Date(writtenAt.getTime() + sinceWrittenMs),
    error: 'refused',
  });
const waitOf = (attempts: number, sinceWrittenMs = 0) =>
  after(attempts, sinceWrittenMs).retryAt!.getTime() - writtenAt.getTime() - sinceWrittenMs;

describe('outbox retry policy', () => {
  it('doubles the wait from 5 s after each failed attempt', () => {
    expect([1, 2, 3, 4].map((n) => waitOf(n))).toEqual([5_000, 10_000, 20_000, 40_000]);
  });

  it('never waits more than 10 minutes between attempts', () => {
    expect(waitOf(8)).toBe(600_000);
    expect(waitOf(500)).toBe(600_000);
  });

  it('keeps the error of the attempt', () => {
    expect(after(1, 0).error).toBe('refused');
  });

  it('gives up when the next attempt would fall a day or more after the message was written', () => {
    expect(after(40, 24 * 3_600_000 - 600_001).retryAt).not.toBeNull();
    expect(after(40, 24 * 3_600_000 - 600_000).retryAt).toBeNull();
  });
});
