import { readinessOf } from './readiness';

const status = (lags: Array<[string, number, string?]>) => ({
  head: 100,
  inProcess: true,
  projections: lags.map(([name, lag, state]) => ({
    name,
    checkpoint: 100 - lag,
    head: 100,
    lag,
    state: (state ?? 'live') as 'live',
  })),
});

describe('readiness', () => {
  it('is ready when every projection runs within the allowed lag', () => {
    expect(
      readinessOf(
        status([
          ['a.v1', 0],
          ['b.v1', 5, 'catching-up'],
        ]),
        false,
        5,
      ),
    ).toEqual({ ready: true, maxLag: 5, head: 100 });
  });

  it('is not ready while the node is stopping, whatever the projections', () => {
    expect(readinessOf(status([['a.v1', 0]]), true, 5)).toEqual({
      ready: false,
      reason: 'draining',
      maxLag: 5,
    });
  });

  it('is not ready when the stores did not answer', () => {
    expect(readinessOf(null, false, 5)).toMatchObject({ ready: false, reason: 'stores' });
  });

  it('names the projections that lag, failed or stopped', () => {
    const answer = readinessOf(
      status([
        ['a.v1', 6],
        ['b.v1', 0, 'failed'],
        ['c.v1', 0, 'stopped'],
        ['d.v1', 0],
      ]),
      false,
      5,
    );
    expect(answer).toMatchObject({ ready: false, reason: 'projections' });
    expect(answer.behind?.map((p) => p.name)).toEqual(['a.v1', 'b.v1', 'c.v1']);
  });
});
