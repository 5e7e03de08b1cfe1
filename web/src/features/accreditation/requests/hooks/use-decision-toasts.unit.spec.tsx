import { notifications } from '@mantine/notifications';
import { renderHook } from '@testing-library/react';
import type { ChangeMessage, RequestRow } from '@faena/contracts';
import { useLiveRoom } from '../../../../hooks/use-live-room';
import { setupI18n } from '../../../../test/render';
import { useDecisionToasts } from './use-decision-toasts';

jest.mock('../../../../hooks/use-live-room', () => ({ useLiveRoom: jest.fn() }));
jest.mock('@mantine/notifications', () => ({ notifications: { show: jest.fn() } }));

const row = (status: RequestRow['status'], decidedAt: string | null = '2026-03-05T15:30:00.000Z') =>
  ({ requestId: 'R1', code: 'SOL-000123', status, decidedAt, version: 5 }) as unknown as RequestRow;

/** Mounts the hook and answers the room it joined and its message handler. */
function mount(username: string | null) {
  renderHook(() => useDecisionToasts(username));
  const [room, onMessage] = jest.mocked(useLiveRoom).mock.calls.at(-1)! as unknown as [
    string | null,
    (m: ChangeMessage<RequestRow>) => void,
  ];
  const push = (payload: RequestRow, kind: ChangeMessage<RequestRow>['kind'] = 'request.changed') =>
    onMessage({ room: room ?? '', kind, position: 9, payload });
  return { room, push };
}
const shown = () => jest.mocked(notifications.show).mock.calls.map(([n]) => n.message);

beforeEach(() => jest.mocked(notifications.show).mockClear());

describe('useDecisionToasts', () => {
  it("joins the user's own requester room, none without a user", () => {
    expect(mount('ANA').room).toBe('requester:ANA');
    expect(mount(null).room).toBeNull();
  });

  it('shows one toast per decision, in Spanish, and none for other changes', async () => {
    await setupI18n('es');
    const { push } = mount('ANA');
    push(row('P', null));
    push(row('A'));
    push(row('A'));
    push(row('O', '2026-03-06T10:00:00.000Z'), 'request.event');
    push(row('R', '2026-03-07T10:00:00.000Z'));
    expect(shown()).toEqual([
      'Su solicitud SOL-000123 fue aprobada',
      'Su solicitud SOL-000123 fue rechazada',
    ]);
  });

  it('speaks English too, an observation included', async () => {
    await setupI18n('en');
    mount('ANA').push(row('O'));
    expect(shown()).toEqual(['Your request SOL-000123 was observed']);
  });
});
