import type { ChangeMessage } from '@faena/contracts';
import { originAllowed } from './origin-check';
import { ReplayBuffer } from './replay-buffer';

const msg = (room: string, position: number): ChangeMessage => ({ room, kind: 'trip.seat', position, payload: { position } });

describe('replay buffer', () => {
  it('replays what a room got after the client\'s last position', () => {
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
    expect(buffer.since('zone:X', 2)).toEqual({ kind: 'replay', messages: [msg('zone:X', 3), msg('zone:X', 4), msg('zone:X', 5)] });
  });

  it('asks for a refetch in a dropped room or a new room created after a drop', () => {
    const buffer = new ReplayBuffer(0, 10, 2);
    buffer.push(msg('r:1', 1));
    buffer.push(msg('r:2', 2));
    buffer.push(msg('r:3', 3));
    expect(buffer.since('r:1', 0)).toEqual({ kind: 'refetch' });
    expect(buffer.since('r:1', 1)).toEqual({ kind: 'replay', messages: [] });
    expect(buffer.since('r:3', 0)).toEqual({ kind: 'replay', messages: [msg('r:3', 3)] });
    buffer.push(msg('r:4', 4));
    expect(buffer.since('r:4', 0)).toEqual({ kind: 'refetch' });
    expect(buffer.since('r:4', 2)).toEqual({ kind: 'replay', messages: [msg('r:4', 4)] });
  });
});

describe('socket origin', () => {
  it('accepts same origin, listed origins and no origin; refuses others', () => {
    expect(originAllowed('http://localhost:3000', 'localhost:3000', [])).toBe(true);
    expect(originAllowed(undefined, 'localhost:3000', [])).toBe(true);
    expect(originAllowed('https://panel.minera.pe', 'api:3000', ['https://panel.minera.pe'])).toBe(true);
    expect(originAllowed('http://evil.example', 'localhost:3000', [])).toBe(false);
    expect(originAllowed('null', 'localhost:3000', [])).toBe(false);
  });
});
