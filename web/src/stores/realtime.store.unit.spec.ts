import { isStale, STALE_AFTER_MS } from './realtime.store';

describe('STALE badge', () => {
  it('shows only after the socket has been down longer than the limit', () => {
    const since = 1_000;
    expect(isStale({ status: 'disconnected', since }, since + STALE_AFTER_MS)).toBe(false);
    expect(isStale({ status: 'disconnected', since }, since + STALE_AFTER_MS + 1)).toBe(true);
    expect(isStale({ status: 'connected', since }, since + 60_000)).toBe(false);
  });
});
