import { act, screen, waitFor } from '@testing-library/react';
import {
  API,
  catalogPath,
  CESSATION_REASONS_CATALOG,
  type ChangeMessage,
  type DemobilizationRow,
  type SessionUser,
} from '@faena/contracts';
import { useLiveRoom } from '../../../../hooks/use-live-room';
import { jsonResponse, renderUi, setupI18n } from '../../../../test/render';
import { useSession } from '../../../../stores/session.store';
import { DemobilizationRequestsPage } from './demobilization-requests-page';
import { urlText } from '../../../../test/fetch';

jest.mock('../../../../hooks/use-live-room', () => ({ useLiveRoom: jest.fn() }));

const row = (over: Partial<DemobilizationRow> = {}): DemobilizationRow => ({
  demobilizationId: 'D1',
  code: 'DES-0000000A',
  personId: 'P1',
  personName: 'Ana Rojas',
  documentNumber: '45678912',
  workerCode: '45678912',
  companyId: 'CO1',
  companyName: 'Andes Servicios',
  clientId: 'MINERA-ANDINA',
  divisionId: 'DIV-NORTE',
  cessationReason: 'RENUNCIA',
  cessationDate: '2026-12-01',
  observation: 'Renuncia',
  status: 'P',
  requestedBy: 'SOLICITANTE',
  requestedAt: '2026-11-23T12:00:00.000Z',
  decidedBy: null,
  decidedAt: null,
  lastComment: '',
  version: 5,
  ...over,
});
const user = {
  username: 'SOLICITANTE',
  profile: { clientId: 'MINERA-ANDINA', permissions: ['request.submit'] },
} as unknown as SessionUser;

beforeEach(async () => {
  await setupI18n('es');
  useSession.getState().signIn({ accessToken: 'a', refreshToken: 'r-00000001' }, user);
  globalThis.fetch = jest.fn((url: string) =>
    Promise.resolve(
      url.startsWith(catalogPath('catalogGrid', CESSATION_REASONS_CATALOG))
        ? jsonResponse(200, {
            result: {
              data: [{ code: 'RENUNCIA', description: 'Renuncia voluntaria', active: 'S' }],
              totalCount: 1,
            },
          })
        : url.startsWith(API.listDemobilizations.path)
          ? jsonResponse(200, {
              result: {
                data: [
                  { ...row(), RowIndex: 1 },
                  {
                    ...row({
                      demobilizationId: 'D2',
                      code: 'DES-0000000B',
                      status: 'O',
                      lastComment: 'Falta carta',
                    }),
                    RowIndex: 2,
                  },
                ],
                totalCount: 2,
              },
            })
          : jsonResponse(404, {}),
    ),
  ) as unknown as typeof fetch;
});

describe('DemobilizationRequestsPage', () => {
  describe('when the requester opens it', () => {
    it('lists their demobilizations with status badges, offers to correct an observed one and joins their room', async () => {
      renderUi(<DemobilizationRequestsPage />);
      expect(await screen.findByText('DES-0000000A')).toBeTruthy();
      const statuses = screen
        .getAllByTestId('status-badge')
        .map((b) => b.getAttribute('data-status'));
      expect(statuses).toEqual(['P', 'O']);
      expect(screen.getByTestId('correct-D2').textContent).toBe('Corregir');
      // the reason's description from the termination-reasons catalogue, its code below
      expect((await screen.findAllByText('Renuncia voluntaria')).length).toBe(2);
      // the history is for holders of audit.read; a requester does not see the link
      expect(screen.queryByTestId('history-D1')).toBeNull();
      expect(screen.queryByTestId('correct-D1')).toBeNull();
      expect(jest.mocked(useLiveRoom).mock.calls.at(-1)?.[0]).toBe('demob-requester:SOLICITANTE');
      const listed = jest
        .mocked(fetch)
        .mock.calls.map(([url]) => decodeURIComponent(urlText(url)))
        .find((u) => u.startsWith(API.listDemobilizations.path));
      expect(listed).toContain('["requestedBy","=","SOLICITANTE"]');
    });
  });

  describe('when an approval arrives over the socket', () => {
    it('shows the new status without reloading', async () => {
      renderUi(<DemobilizationRequestsPage />);
      await screen.findByText('DES-0000000A');
      const calls = jest.mocked(fetch).mock.calls.length;
      const onMessage = jest.mocked(useLiveRoom).mock.calls.at(-1)?.[1] as (
        m: ChangeMessage<DemobilizationRow>,
      ) => void;
      act(() =>
        onMessage({
          room: 'demob-requester:SOLICITANTE',
          kind: 'demobilization.changed',
          position: 9,
          payload: row({ status: 'A', version: 9 }),
        }),
      );
      await waitFor(() =>
        expect(
          screen.getAllByTestId('status-badge').map((b) => b.getAttribute('data-status')),
        ).toEqual(['A', 'O']),
      );
      expect(jest.mocked(fetch).mock.calls.length).toBe(calls);
    });
  });

  describe('when the user may audit', () => {
    it('offers the history of every row', async () => {
      const auditor = {
        username: 'ADMIN',
        profile: { clientId: 'MINERA-ANDINA', permissions: ['request.submit', 'audit.read'] },
      } as unknown as SessionUser;
      useSession.getState().signIn({ accessToken: 'a', refreshToken: 'r-00000001' }, auditor);
      renderUi(<DemobilizationRequestsPage />);
      expect((await screen.findByTestId('history-D1')).textContent).toBe('Historial');
      expect(screen.getByTestId('history-D2')).toBeTruthy();
    });
  });
});
