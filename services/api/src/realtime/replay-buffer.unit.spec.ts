import type { ChangeMessage } from '@faena/contracts';
import { originAllowed } from './origin-check';
import { ReplayBuffer } from './replay-buffer';

const msg = (room: string, position: number): ChangeMessage => ({
  room,
  kind: 'trip.seat',
  position,
  payload: { position },
});

describe('replay buffer', () => {
  it("replays what a room got after the client's last position", () => {
    const buffer = new ReplayBuffer(10);
    [11, 12, 13].forEach((p) => buffer.push(msg('trip:A', p)));
    buffer.push(msg('trip:B', 14));
    const replay = buffer.since('trip:A', 11);
    expect(replay).toEqual({ kind: 'replay', messages: [msg('trip:A', 12), msg('trip:A', 13)] });
    expect(buffer.position).toBe(14);
  });

  it('tells a client whose position is older than the start head to refetch', () => {
    const buffer = new ReplayBuffer(10);
    expect(buffer.since('trip:A', 9)).toEqual({ kind: 'refetch' });
    expect(buffer.since('trip:A', 10)).toEqual({ kind: 'replay', messages: [] });
  });

  it('moves the complete-from mark when the ring evicts', () => {
    const buffer = new ReplayBuffer(0, 3);
    [1, 2, 3, 4, 5].forEach((p) => buffer.push(msg('zone:X', p)));
    expect(buffer.since('zone:X', 1)).toEqual({ kind: 'refetch' });
    expect(buffer.since('zone:X', 2)).toEqual({
      kind: 'replay',
      messages: [msg('zone:X', 3), msg('zone:X', 4), msg('zone:X', 5)],
    });
  });

  it('keeps the last perRoom messages across many evictions (the ring compacts itself)', () => {
    const buffer = new ReplayBuffer(0, 3);
    for (let p = 1; p <= 20; p += 1) buffer.push(msg('zone:X', p));
    expect(buffer.since('zone:X', 16)).toEqual({ kind: 'refetch' });
    expect(buffer.since('zone:X', 17)).toEqual({
      kind: 'replay',
      messages: [msg('zone:X', 18), msg('zone:X', 19), msg('zone:X', 20)],
    });
    expect(buffer.since('zone:X', 19)).toEqual({ kind: 'replay', messages: [msg('zone:X', 20)] });
  });

  it('asks for a refetch in a dropped room or a new room created after a drop', () => {
    // at most 4 rooms: when the newer half (2) fills, the older half is dropped
    const buffer = new ReplayBuffer(0, 10, 4);
    [1, 2, 3, 4, 5].forEach((p) => buffer.push(msg(`r:${p}`, p)));
    expect(buffer.since('r:1', 0)).toEqual({ kind: 'refetch' });
    expect(buffer.since('r:1', 2)).toEqual({ kind: 'replay', messages: [] });
    expect(buffer.since('r:3', 0)).toEqual({ kind: 'replay', messages: [msg('r:3', 3)] });
    // r:5 was opened after r:1 and r:2 were dropped
    expect(buffer.since('r:5', 0)).toEqual({ kind: 'refetch' });
    expect(buffer.since('r:5', 2)).toEqual({ kind: 'replay', messages: [msg('r:5', 5)] });
    buffer.push(msg('r:6', 6));
    expect(buffer.since('r:6', 0)).toEqual({ kind: 'refetch' });
    expect(buffer.since('r:6', 2)).toEqual({ kind: 'replay', messages: [msg('r:6', 6)] });
  });

  it('keeps a room that is fed while others come and go', () => {
    const buffer = new ReplayBuffer(0, 10, 4);
    for (let p = 1; p <= 40; p += 2) {
      buffer.push(msg('queue', p));
      buffer.push(msg(`request:${p}`, p + 1));
    }
    expect(buffer.since('queue', 35)).toEqual({
      kind: 'replay',
      messages: [msg('queue', 37), msg('queue', 39)],
    });
    expect(buffer.since('request:1', 0)).toEqual({ kind: 'refetch' });
  });
});

describe('socket origin', () => {
  it('accepts same origin, listed origins and no origin; refuses others', () => {
    expect(originAllowed('http://localhost:3000', 'localhost:3000', [])).toBe(true);
    expect(originAllowed(undefined, 'localhost:3000', [])).toBe(true);
    expect(originAllowed('https://panel.minera.pe', 'api:3000', ['https://panel.minera.pe'])).toBe(
      true,
    );
    expect(originAllowed('http://evil.example', 'localhost:3000', [])).toBe(false);
    expect(originAllowed('null', 'localhost:3000', [])).toBe(false);
  });
});
