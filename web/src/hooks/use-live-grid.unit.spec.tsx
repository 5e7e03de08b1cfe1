import { act, renderHook, waitFor } from '@testing-library/react';
import type { ChangeMessage } from '@faena/contracts';
import { useLiveGrid } from './use-live-grid';
import { useLiveRoom } from './use-live-room';

jest.mock('./use-live-room', () => ({ useLiveRoom: jest.fn() }));

type Row = { id: string; status: string; version: number };
const page = (rows: Row[]) =>
  Promise.resolve({
    data: rows.map((r, i) => ({ ...r, RowIndex: i + 1 })),
    totalCount: rows.length,
  });

describe('useLiveGrid', () => {
  it('loads, joins the room, applies its kind of message in place and ignores the others', async () => {
    const fetchPage = jest.fn(() => page([{ id: 'A', status: 'P', version: 3 }]));
    const { result } = renderHook(() =>
      useLiveGrid<Row>('queue:C1', 'request.changed', {
        fetchPage,
        rowId: (r) => r.id,
        versionOf: (r) => r.version,
      }),
    );
    await waitFor(() => expect(result.current.grid.rows.map((r) => r.status)).toEqual(['P']));
    const loadedAt = result.current.updatedAt;
    expect(loadedAt).not.toBeNull();
    const [room, onMessage] = jest.mocked(useLiveRoom).mock.calls.at(-1)! as unknown as [
      string,
      (m: ChangeMessage<Row>) => void,
    ];
    expect(room).toBe('queue:C1');
    act(() =>
      onMessage({
        room,
        kind: 'request.event',
        position: 9,
        payload: { id: 'A', status: 'X', version: 9 },
      }),
    );
    expect(result.current.grid.rows.map((r) => r.status)).toEqual(['P']);
    act(() =>
      onMessage({
        room,
        kind: 'request.changed',
        position: 10,
        payload: { id: 'A', status: 'A', version: 10 },
      }),
    );
    expect(result.current.grid.rows.map((r) => r.status)).toEqual(['A']);
    expect(fetchPage).toHaveBeenCalledTimes(1);
    expect(result.current.updatedAt).toBeGreaterThanOrEqual(loadedAt!);
  });

  it('makes each pushed row of its kind a notice: the row is highlighted', async () => {
    const fetchPage = jest.fn(() => page([{ id: 'A', status: 'P', version: 3 }]));
    const { result } = renderHook(() =>
      useLiveGrid<Row>('queue:C1', 'request.changed', {
        fetchPage,
        rowId: (r) => r.id,
        versionOf: (r) => r.version,
      }),
    );
    await waitFor(() => expect(result.current.grid.rows).toHaveLength(1));
    const [room, onMessage] = jest.mocked(useLiveRoom).mock.calls.at(-1)! as unknown as [
      string,
      (m: ChangeMessage<Row>) => void,
    ];
    expect(result.current.notices.isFresh('A')).toBe(false);
    act(() =>
      onMessage({
        room,
        kind: 'request.changed',
        position: 10,
        payload: { id: 'A', status: 'A', version: 10 },
      }),
    );
    expect(result.current.notices.isFresh('A')).toBe(true);
  });
});
