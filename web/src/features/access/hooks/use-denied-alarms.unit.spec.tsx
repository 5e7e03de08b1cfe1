import { act, renderHook } from '@testing-library/react';
import type { ChangeMessage, DeniedMarkMessage, SessionUser } from '@faena/contracts';
import { useLiveRoom } from '../../../hooks/use-live-room';
import { useSession } from '../../../stores/session.store';
import { ALARM_MS, useDeniedAlarms } from './use-denied-alarms';

jest.mock('../../../hooks/use-live-room', () => ({ useLiveRoom: jest.fn() }));

const denied = (markId: string): DeniedMarkMessage => ({
  markId,
  zoneId: 'Z1',
  doorId: 'D1',
  doorName: 'Portería',
  personName: `Persona ${markId}`,
  reason: 'noAccreditation',
  markedAt: '2026-03-02T08:00:00.000Z',
});

const push = (kind: ChangeMessage['kind'], payload: unknown, position: number) => {
  const [room, onMessage] = jest.mocked(useLiveRoom).mock.calls.at(-1) as unknown as [
    string,
    (m: ChangeMessage) => void,
  ];
  act(() => onMessage({ room, kind, position, payload }));
};

describe('useDeniedAlarms', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    useSession.getState().signIn({ accessToken: 'a', refreshToken: 'r-00000001' }, {
      username: 'MONITOR',
      profile: { clientId: 'C1', profileId: 'PRF-1', permissions: ['board.read'] },
    } as unknown as SessionUser);
  });
  afterEach(() => {
    useSession.getState().clear();
    jest.useRealTimers();
  });

  it("stacks the client's denied marks newest first, ignores occupancy and repeats", () => {
    const { result } = renderHook(() => useDeniedAlarms(true));
    expect(jest.mocked(useLiveRoom).mock.calls.at(-1)?.[0]).toBe('zone:C1');
    push('zone.denied', denied('M1'), 5);
    push('zone.occupancy', { zoneId: 'Z1', occupancy: 3 }, 6);
    push('zone.denied', denied('M2'), 7);
    push('zone.denied', denied('M1'), 5);
    expect(result.current.map((a) => a.markId)).toEqual(['M2', 'M1']);
  });

  it('drops each alarm 30 s after it arrived', () => {
    const { result } = renderHook(() => useDeniedAlarms(true));
    push('zone.denied', denied('M1'), 5);
    act(() => jest.advanceTimersByTime(ALARM_MS / 2));
    push('zone.denied', denied('M2'), 7);
    act(() => jest.advanceTimersByTime(ALARM_MS / 2));
    expect(result.current.map((a) => a.markId)).toEqual(['M2']);
    act(() => jest.advanceTimersByTime(ALARM_MS / 2));
    expect(result.current).toEqual([]);
  });

  it('listens to no room when off', () => {
    renderHook(() => useDeniedAlarms(false));
    expect(jest.mocked(useLiveRoom).mock.calls.at(-1)?.[0]).toBeNull();
  });
});
