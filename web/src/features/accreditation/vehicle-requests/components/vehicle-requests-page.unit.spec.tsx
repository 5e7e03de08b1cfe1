import { fireEvent, renderHook, screen, waitFor, within } from '@testing-library/react';
import { API, type SessionUser } from '@faena/contracts';
import { useLiveRoom } from '../../../../hooks/use-live-room';
import { jsonResponse, urlText } from '../../../../test/fetch';
import { renderUi, setupI18n } from '../../../../test/render';
import { screenWidth } from '../../../../test/screen-width';
import { useSession } from '../../../../stores/session.store';
import { selectionSheet } from '../../shared/components/selection-actions';
import { useVehicleRequestColumns } from './vehicle-request-columns';
import { VehicleRequestsPage } from './vehicle-requests-page';
import { vehicleRequestRow as row } from '../../../../test/accreditation-rows';

jest.mock('../../../../hooks/use-live-room', () => ({ useLiveRoom: jest.fn() }));

const ROWS = [
  row(),
  row({
    requestId: 'R2',
    code: 'SOV-00000002',
    plate: 'C4M-220',
    status: 'O',
    lastComment: 'Falta SOAT',
  }),
];
const user = {
  username: 'CONTRATISTA',
  profile: { clientId: 'MINERA-ANDINA', permissions: ['request.submit'] },
} as unknown as SessionUser;

function answer(url: string) {
  if (url.startsWith(API.listVehicleRequests.path))
    return {
      result: { data: ROWS.map((r, i) => ({ ...r, RowIndex: i + 1 })), totalCount: ROWS.length },
    };
  if (url.startsWith(API.vehicleRequestHistory.path))
    return { result: { requestId: 'R2', entries: [] } };
  if (url.startsWith(API.listVehicles.path)) return { result: { data: [], totalCount: 0 } };
  if (url.startsWith(API.listContracts.path)) return { result: [] };
  return null;
}

beforeEach(async () => {
  await setupI18n('es');
  window.localStorage.clear();
  screenWidth(1440);
  useSession.getState().signIn({ accessToken: 'a', refreshToken: 'r-00000001' }, user);
  globalThis.fetch = jest.fn((input: RequestInfo | URL) => {
    const body = answer(urlText(input));
    return Promise.resolve(body ? jsonResponse(200, body) : jsonResponse(404, {}));
  });
});

describe('VehicleRequestsPage', () => {
  describe('on a desktop', () => {
    it('opens the list (L), joins the applicant room and offers the five modes, EM included', async () => {
      renderUi(<VehicleRequestsPage />);
      expect(await screen.findByText('SOV-00000001')).toBeTruthy();
      expect(screen.queryByTestId('grid-cards')).toBeNull();
      expect(jest.mocked(useLiveRoom).mock.calls.at(-1)?.[0]).toBe('vehicle-requester:CONTRATISTA');
      const offered = ['T', 'L', 'E', 'LM', 'EM'].filter((m) => screen.queryByTestId(`mode-${m}`));
      expect(offered).toEqual(['T', 'L', 'E', 'LM', 'EM']);
    });

    it('edits only the observed requests in EM', async () => {
      renderUi(<VehicleRequestsPage />);
      await screen.findByText('SOV-00000001');
      fireEvent.click(screen.getByTestId('mode-EM'));
      expect(await screen.findByTestId('em-row-R2')).toBeTruthy();
      expect(screen.queryByTestId('em-row-R1')).toBeNull();
      expect(screen.getByTestId('em-comment-R2').textContent).toBe('Falta SOAT');
    });

    it('shows cards in T, and the new request form in the page in E (Cancelar back to the list)', async () => {
      renderUi(<VehicleRequestsPage />);
      await screen.findByText('SOV-00000001');
      fireEvent.click(screen.getByTestId('mode-T'));
      const cards = await screen.findByTestId('grid-cards');
      expect(within(cards).getByText('SOV-00000002')).toBeTruthy();
      fireEvent.click(screen.getByTestId('mode-E'));
      const form = await screen.findByTestId('vehicle-request-form');
      fireEvent.click(within(form).getByText('Cancelar'));
      expect(await screen.findByTestId('my-vehicle-requests-grid')).toBeTruthy();
      expect(window.localStorage.getItem('vcg:mode:vehicle-requests:CONTRATISTA')).toBe('L');
    });

    it('ticks requests in LM for exporting the selection', async () => {
      renderUi(<VehicleRequestsPage />);
      await screen.findByText('SOV-00000001');
      fireEvent.click(screen.getByTestId('mode-LM'));
      fireEvent.click(await screen.findByTestId('select-R2'));
      await waitFor(() =>
        expect(screen.getByTestId('export-selected').textContent).toBe('Exportar selección (1)'),
      );
      expect(screen.getByLabelText('Seleccionar SOV-00000001')).toBeTruthy();
    });
  });

  describe("a request's detail (Historial)", () => {
    it("shows the company, the period and the status with the approver's comment above the history", async () => {
      renderUi(<VehicleRequestsPage />);
      await screen.findByText('SOV-00000002');
      fireEvent.click(screen.getByTestId('vehicle-request-history-R2'));
      const summary = await screen.findByTestId('vehicle-request-summary');
      expect(summary.textContent).toContain('Empresa: Montajes Andinos');
      expect(summary.textContent).toContain('Periodo: 23/11/2026 – 23/12/2026');
      expect(summary.textContent).toContain('Comentario del aprobador: “Falta SOAT”');
      expect(within(summary).getByTestId('status-badge').getAttribute('data-status')).toBe('O');
    });
  });

  describe('on a phone', () => {
    it('opens in cards (T)', async () => {
      screenWidth(390);
      renderUi(<VehicleRequestsPage />);
      expect(await screen.findByTestId('grid-cards')).toBeTruthy();
    });
  });
});

describe('the exported selection', () => {
  it('has the grid columns with their spreadsheet values, without the actions', async () => {
    await setupI18n('es');
    const { result } = renderHook(() => useVehicleRequestColumns(() => null));
    const sheet = selectionSheet(result.current, [ROWS[1]!]);
    expect(sheet.headers).toEqual([
      'Código',
      'Vehículo',
      'Empresa',
      'Contrato',
      'Periodo',
      'Estado',
      'Enviada',
      'Comentario',
    ]);
    expect(sheet.rows[0]?.slice(0, 6)).toEqual([
      'SOV-00000002',
      'C4M-220',
      'Montajes Andinos',
      'CTR-2026-003',
      '2026-11-23 2026-12-23',
      'Observada',
    ]);
  });
});
