import type { SessionUser } from '@faena/contracts';
import { jsonResponse } from '../../../../test/render';
import { useSession } from '../../../../stores/session.store';
import { decideDemobilization } from './demobilization.api';

const released = [
  {
    kind: 'bed',
    ref: 'A1',
    label: 'Campamento Los Andes · Habitación 104 · Cama A',
    from: '2026-11-29',
    to: '2026-12-01',
  },
];

beforeEach(() => {
  const user = {
    username: 'APROBADOR',
    profile: { clientId: 'MINERA-ANDINA' },
  } as unknown as SessionUser;
  useSession.getState().signIn({ accessToken: 'a', refreshToken: 'r-00000001' }, user);
});

describe('decideDemobilization', () => {
  it("keeps what an approval's cascade released (issue 19)", async () => {
    globalThis.fetch = jest.fn(() =>
      Promise.resolve(
        jsonResponse(200, { result: { id: 'D1', revision: 1, position: 9, released } }),
      ),
    );
    const answer = await decideDemobilization('approve', {
      commandId: 'c-1',
      demobilizationId: 'D1',
      comment: '',
    });
    expect(answer).toEqual({ id: 'D1', revision: 1, position: 9, released });
  });
  it('answers no list for a decision that releases nothing', async () => {
    globalThis.fetch = jest.fn(() =>
      Promise.resolve(jsonResponse(200, { result: { id: 'D1', revision: 1, position: 9 } })),
    );
    const answer = await decideDemobilization('reject', {
      commandId: 'c-2',
      demobilizationId: 'D1',
      comment: 'no',
    });
    expect(answer).toEqual({ id: 'D1', revision: 1, position: 9 });
  });
});
