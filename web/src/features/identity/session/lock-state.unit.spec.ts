import {
  fromServer,
  LOCK_AFTER_SECONDS,
  resetCounter,
  splashDone,
  splashNext,
  tick,
  type LockCounter,
} from './lock-state';

const run = (seconds: number, route = '/dashboard', exempt = false): LockCounter => {
  let s: LockCounter = { countTime: 0, locked: false };
  for (let i = 0; i < seconds; i += 1) s = tick(s, route, exempt);
  return s;
};

describe('inactivity lock counter', () => {
  it('opens the lock only after more than 400 seconds', () => {
    expect(run(LOCK_AFTER_SECONDS).locked).toBe(false);
    expect(run(LOCK_AFTER_SECONDS + 1).locked).toBe(true);
  });
  it('never locks on the login route nor for the display identity', () => {
    expect(run(500, '/auth/login').locked).toBe(false);
    expect(run(500, '/dashboard', true).locked).toBe(false);
  });
  it('is reset by activity, but activity does not close an open lock', () => {
    expect(resetCounter(run(399))).toEqual({ countTime: 0, locked: false });
    expect(resetCounter(run(401)).locked).toBe(true);
  });
});

describe('session splash countdown', () => {
  it('counts 5, 4, 3, 2, 1, 0 and then is done', () => {
    const seen: number[] = [5];
    while (!splashDone(seen[seen.length - 1] ?? 0))
      seen.push(splashNext(seen[seen.length - 1] ?? 0));
    expect(seen).toEqual([5, 4, 3, 2, 1, 0]);
    expect(splashNext(0)).toBe(0);
  });
});

describe('the server idle probe (validateMaxDowntime)', () => {
  it('locks when the server says bloqueado, otherwise takes its idle seconds', () => {
    expect(
      fromServer(
        { countTime: 10, locked: false },
        { segundosInactivo: 400, bloqueado: true },
        false,
      ),
    ).toEqual({ countTime: 401, locked: true });
    expect(
      fromServer(
        { countTime: 10, locked: false },
        { segundosInactivo: 250, bloqueado: false },
        false,
      ),
    ).toEqual({ countTime: 250, locked: false });
    expect(
      fromServer(
        { countTime: 300, locked: false },
        { segundosInactivo: 5, bloqueado: false },
        false,
      ),
    ).toEqual({ countTime: 5, locked: false });
  });

  it('never changes an open lock, nor the MONITOR display identity', () => {
    expect(
      fromServer(
        { countTime: 401, locked: true },
        { segundosInactivo: 0, bloqueado: false },
        false,
      ),
    ).toEqual({ countTime: 401, locked: true });
    expect(
      fromServer({ countTime: 3, locked: false }, { segundosInactivo: 999, bloqueado: true }, true),
    ).toEqual({ countTime: 3, locked: false });
  });
});
