import type * as React from 'react';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import {
  API,
  type ChangeMessage,
  type MarkRow,
  type SessionUser,
  type VehicleAccessChangedPayload,
} from '@faena/contracts';
import { useSession } from '../../../../stores/session.store';
import { urlText } from '../../../../test/fetch';
import { jsonResponse, renderUi, setupI18n } from '../../../../test/render';
import { VehicleAccessPage } from './vehicle-access-page';

jest.setTimeout(30_000);

/** The room as the screen sees it: every mounted subscriber gets each pushed message. */
const mockRooms = new Map<(m: ChangeMessage) => void, string>();
jest.mock('../../../../hooks/use-live-room', () => {
  const { useEffect, useRef } = jest.requireActual<typeof React>('react');
  return {
    useLiveRoom: (room: string | null, onMessage: (m: ChangeMessage) => void) => {
      const latest = useRef(onMessage);
      latest.current = onMessage;
      useEffect(() => {
        if (!room) return undefined;
        const listener = (m: ChangeMessage) => latest.current(m);
        mockRooms.set(listener, room);
        return () => void mockRooms.delete(listener);
      }, [room]);
    },
  };
});

const CLIENT = 'CLI-ANDINA';
/** What the server holds: the plate's approved requests and its marks (the tests change them). */
let approved: Array<{ startDate: string; endDate: string }> = [];
let marks: MarkRow[] = [];
const mark = (markId: string): MarkRow =>
  ({
    markId,
    date: '2026-11-27',
    hour: '08:15',
    markType: 'V',
    zoneName: 'Planta',
    doorName: 'Garita norte',
    mode: 'S',
    granted: true,
    plate: 'ABC-123',
  }) as MarkRow;

const calls = (path: string) =>
  jest.mocked(fetch).mock.calls.filter(([url]) => urlText(url).includes(path)).length;

function answer(url: string) {
  if (url.includes(API.listVehicleRequests.path))
    return { totalCount: approved.length, data: approved };
  if (url.includes(API.listVehicles.path))
    return {
      totalCount: 1,
      data: [
        {
          vehicleId: 'VEH-1',
          plate: 'ABC-123',
          type: 'CAMIONETA',
          companyId: 'CO1',
          companyName: 'Contrata Sur',
        },
      ],
    };
  if (url.includes(API.listMarks.path)) return { totalCount: marks.length, data: marks };
  return null;
}

/** A change pushed on a room, to every screen part subscribed to it. */
function push(room: string, payload: VehicleAccessChangedPayload, position: number) {
  act(() => {
    mockRooms.forEach((joined, listener) => {
      if (joined === room) listener({ room, kind: 'vehicleAccess.changed', position, payload });
    });
  });
}

beforeEach(async () => {
  await setupI18n('es');
  approved = [];
  marks = [];
  useSession.getState().signIn({ accessToken: 'a', refreshToken: 'r-00000001' }, {
    username: 'ADMIN',
    profile: { clientId: CLIENT, companyId: null, permissions: ['catalog.admin'] },
  } as unknown as SessionUser);
  globalThis.fetch = jest.fn((input: RequestInfo | URL) => {
    const result = answer(decodeURIComponent(urlText(input)));
    return Promise.resolve(result ? jsonResponse(200, { result }) : jsonResponse(404, {}));
  }) as typeof fetch;
});
afterEach(() => useSession.getState().clear());

describe('the vehicle access screen is live', () => {
  it("follows the client's access room: an accreditation change reloads the grid and the chosen vehicle", async () => {
    renderUi(<VehicleAccessPage />);
    await screen.findByText('Sin acreditación');
    expect([...mockRooms.values()]).toEqual([`access-rules:${CLIENT}`]);
    fireEvent.click(screen.getByTestId('manage-vehicle-ABC-123'));
    await screen.findByTestId('vehicle-access-header');

    approved = [{ startDate: '2026-01-01', endDate: '2026-12-31' }];
    const before = calls(API.listVehicles.path);
    push(`access-rules:${CLIENT}`, { plate: 'ABC-123', change: 'accreditation' }, 41);
    await waitFor(() =>
      expect(screen.getByTestId('vehicle-access-header').textContent).toContain('Acreditado hasta'),
    );
    expect(calls(API.listVehicles.path)).toBe(before + 1);
    // a mark is not an accreditation: the grid does not reload for it
    push(`access-rules:${CLIENT}`, { plate: 'ABC-123', change: 'mark' }, 42);
    expect(calls(API.listVehicles.path)).toBe(before + 1);
  });

  it("reloads the Markings tab when a mark with the vehicle's plate changes, not another plate's", async () => {
    renderUi(<VehicleAccessPage />);
    fireEvent.click(await screen.findByTestId('manage-vehicle-ABC-123'));
    fireEvent.click(screen.getByTestId('vehicle-access-tab-markings'));
    await screen.findByText('Sin marcaciones');

    marks = [mark('VM-1')];
    const before = calls(API.listMarks.path);
    push(`access-rules:${CLIENT}`, { plate: 'XYZ-999', change: 'mark' }, 50);
    expect(calls(API.listMarks.path)).toBe(before);
    push(`access-rules:${CLIENT}`, { plate: 'ABC-123', change: 'mark' }, 51);
    expect(await screen.findAllByTestId('vehicle-access-mark')).toHaveLength(1);
    expect(calls(API.listMarks.path)).toBe(before + 1);
    expect(
      jest
        .mocked(fetch)
        .mock.calls.map(([u]) => urlText(u))
        .at(-1),
    ).toContain('afterPosition=51');
  });
});
