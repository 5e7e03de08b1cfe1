import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { API, type SessionUser, type VisitHistory, type VisitRow } from '@faena/contracts';
import { jsonResponse, urlText } from '../../../../test/fetch';
import { renderUi, setupI18n } from '../../../../test/render';
import { screenWidth } from '../../../../test/screen-width';
import { useSession } from '../../../../stores/session.store';
import { VisitApprovalsPage } from './visit-approvals-page';
import { useLiveRoom } from '../../../../hooks/use-live-room';
import { VisitsPage } from './visits-page';
import { visitRow } from '../../../../test/accreditation-rows';

jest.mock('../../../../hooks/use-live-room', () => ({ useLiveRoom: jest.fn() }));

export const visitHistoryOf = (visitId: string): VisitHistory => ({
  visitId,
  entries: [
    {
      position: 3,
      revision: 0,
      type: 'accreditation.VisitRequested',
      occurredAt: '2026-11-22T12:00:00.000Z',
      userId: 'SOLICITANTE',
      profileId: 'PRF-SOL',
      data: { startDate: '2026-11-23', endDate: '2026-11-24' },
      userName: 'Rosa Huamán',
    },
    {
      position: 4,
      revision: 1,
      type: 'accreditation.VisitObserved',
      occurredAt: '2026-11-22T13:00:00.000Z',
      userId: 'APROBADOR',
      profileId: 'PRF-APR',
      data: { comment: 'Indique el taller' },
      userName: 'Jorge Paredes',
    },
  ],
  visitorCompanies: [{ personId: 'PER-VIS-1', companyName: 'Minera Andina S.A.A.' }],
});

const ZONES = [
  { zoneId: 'ZON-GARITA', name: 'Garita Principal' },
  { zoneId: 'ZON-TALLER', name: 'Taller de Mantenimiento' },
];

/** fetch answering the visits grid (the given rows), the zones and a visit's history. */
export function visitsFetch(rows: VisitRow[]) {
  return jest.fn((input: RequestInfo | URL) => {
    const url = urlText(input);
    if (url.startsWith(API.visitZones.path))
      return Promise.resolve(jsonResponse(200, { result: ZONES }));
    if (url.startsWith(API.visitHistory.path)) {
      const visitId = new URL(url, 'http://x').searchParams.get('visitId') ?? '';
      return Promise.resolve(jsonResponse(200, { result: visitHistoryOf(visitId) }));
    }
    if (url.startsWith(API.listVisits.path))
      return Promise.resolve(
        jsonResponse(200, {
          result: {
            data: rows.map((r, i) => ({ ...r, RowIndex: i + 1 })),
            totalCount: rows.length,
          },
        }),
      );
    return Promise.resolve(jsonResponse(404, {}));
  });
}

const requester = {
  username: 'SOLICITANTE',
  profile: { clientId: 'MINERA-ANDINA', permissions: ['request.submit'] },
} as unknown as SessionUser;
const approver = {
  username: 'APROBADOR',
  profile: { clientId: 'MINERA-ANDINA', permissions: ['request.decide', 'request.readAll'] },
} as unknown as SessionUser;
const observed = visitRow({
  visitId: 'V2',
  code: 'VIS-00000002',
  status: 'O',
  lastComment: 'Indique el taller',
});

function signIn(user: SessionUser) {
  useSession.getState().signIn({ accessToken: 'a', refreshToken: 'r-00000001' }, user);
}

beforeEach(async () => {
  await setupI18n('es');
  window.localStorage.clear();
  screenWidth(1440);
  signIn(requester);
  globalThis.fetch = visitsFetch([visitRow(), observed]);
});

describe('VisitsPage', () => {
  describe('on a desktop', () => {
    it('opens the list (L) and offers the five modes, mass edit (EM) included', async () => {
      renderUi(<VisitsPage />);
      expect(await screen.findByText('VIS-00000001')).toBeTruthy();
      expect(screen.queryByTestId('grid-cards')).toBeNull();
      const offered = ['T', 'L', 'E', 'LM', 'EM'].filter((m) => screen.queryByTestId(`mode-${m}`));
      expect(offered).toEqual(['T', 'L', 'E', 'LM', 'EM']);
      expect(jest.mocked(useLiveRoom).mock.calls.at(-1)?.[0]).toBe(
        `visit-requester:${requester.username}`,
      );
    });

    it('edits only the observed visits in EM', async () => {
      renderUi(<VisitsPage />);
      await screen.findByText('VIS-00000001');
      fireEvent.click(screen.getByTestId('mode-EM'));
      expect(await screen.findByTestId('em-row-V2')).toBeTruthy();
      expect(screen.queryByTestId('em-row-V1')).toBeNull();
      expect(screen.getByTestId('em-comment-V2').textContent).toBe('Indique el taller');
    });

    it('shows the visits as cards in T and the new visit form in the page in E', async () => {
      renderUi(<VisitsPage />);
      await screen.findByText('VIS-00000001');
      fireEvent.click(screen.getByTestId('mode-T'));
      expect(await screen.findByTestId('grid-cards')).toBeTruthy();
      expect(window.localStorage.getItem('vcg:mode:visits:SOLICITANTE')).toBe('T');
      fireEvent.click(screen.getByTestId('mode-E'));
      expect(await screen.findByTestId('visit-submit')).toBeTruthy();
      expect(screen.queryByTestId('my-visits-grid')).toBeNull();
    });

    it('ticks rows in LM to export them, counting the selection, and clears it', async () => {
      renderUi(<VisitsPage />);
      await screen.findByText('VIS-00000001');
      expect(screen.queryByTestId('select-V1')).toBeNull();
      fireEvent.click(screen.getByTestId('mode-LM'));
      const exportButton = await screen.findByTestId('export-selected');
      expect(exportButton.hasAttribute('disabled')).toBe(true);
      fireEvent.click(screen.getByTestId('select-V1'));
      fireEvent.click(screen.getByTestId('select-V2'));
      await waitFor(() => expect(exportButton.textContent).toBe('Exportar selección (2)'));
      expect(exportButton.hasAttribute('disabled')).toBe(false);
      expect(screen.getByTestId('selection-hint')).toBeTruthy();
      fireEvent.click(screen.getByTestId('clear-selected'));
      await waitFor(() => expect(exportButton.textContent).toBe('Exportar selección (0)'));
    });
  });

  describe('on a phone', () => {
    it('opens in cards (T)', async () => {
      screenWidth(390);
      renderUi(<VisitsPage />);
      expect(await screen.findByTestId('grid-cards')).toBeTruthy();
    });
  });

  describe("a visit's detail (Ver)", () => {
    it('shows the host, the visitors with their company, the zones by name, the days, the status with the comment and the history', async () => {
      renderUi(<VisitsPage />);
      await screen.findByText('VIS-00000002');
      fireEvent.click(screen.getByTestId('view-visit-VIS-00000002'));
      const detail = await screen.findByTestId('visit-detail');
      expect(within(detail).getByTestId('visit-detail-host').textContent).toBe('Ana Quispe Rojas');
      const visitor = within(detail).getByTestId('visit-detail-visitor-70112233');
      expect(await within(visitor).findByText('Minera Andina S.A.A.')).toBeTruthy();
      expect(visitor.textContent).toContain('DNI 70112233');
      expect(visitor.textContent).toContain('Lucía Torres Vega');
      expect(within(detail).getByTestId('visit-detail-zones').textContent).toBe(
        'Garita PrincipalTaller de Mantenimiento',
      );
      expect(within(detail).getByTestId('visit-detail-days').textContent).toBe(
        '23/11/2026 – 24/11/2026',
      );
      const status = within(detail).getByTestId('visit-detail-status');
      expect(within(status).getByTestId('status-badge').getAttribute('data-status')).toBe('O');
      expect(status.textContent).toContain('Comentario del aprobador: “Indique el taller”');
      const events = within(detail)
        .getAllByTestId(/^history-entry-/)
        .map((e) => e.getAttribute('data-event'));
      expect(events).toEqual(['VisitRequested', 'VisitObserved']);
      expect(within(detail).getByText('Visita observada')).toBeTruthy();
    });
  });
});

describe('VisitApprovalsPage', () => {
  it("opens a visit's detail from the approver's queue", async () => {
    signIn(approver);
    renderUi(<VisitApprovalsPage />);
    await screen.findByText('VIS-00000001');
    expect(screen.getByTestId('visit-approve-VIS-00000001')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByTestId('view-visit-VIS-00000001'));
      await Promise.resolve();
    });
    const detail = await screen.findByTestId('visit-detail');
    expect(await within(detail).findByText('Visita registrada')).toBeTruthy();
    expect(within(detail).getByTestId('visit-detail-observation').textContent).toBe(
      'Auditoría de seguridad',
    );
  });
});
