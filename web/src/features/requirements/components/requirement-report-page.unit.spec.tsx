import { urlText } from '../../../test/fetch';
import { act, screen, waitFor } from '@testing-library/react';
import {
  API,
  type ChangeMessage,
  type RequirementStatusRow,
  type SessionUser,
} from '@faena/contracts';
import { useLiveRoom } from '../../../hooks/use-live-room';
import { jsonResponse, renderUi, setupI18n } from '../../../test/render';
import { pickMonth } from '../../../test/month';
import { useSession } from '../../../stores/session.store';
import { RequirementReportPage } from './requirement-report-page';

// rendering a grid and a chart is slow on a loaded CI machine: allow it
jest.setTimeout(30_000);
jest.mock('../../../hooks/use-live-room', () => ({ useLiveRoom: jest.fn() }));

const row = (over: Partial<RequirementStatusRow> = {}): RequirementStatusRow => ({
  subjectEntity: 'P',
  subjectId: 'P1',
  subjectName: 'Ana Rojas',
  companyId: 'CO1',
  companyName: 'Andes Servicios',
  clientId: 'MINERA-ANDINA',
  typeCode: 'EMO',
  typeDescription: 'Examen médico',
  docId: 'D1',
  status: 'pending',
  issuedOn: '2026-01-10',
  expiresOn: '2026-12-31',
  expiryMonth: '2026-12',
  reviewedBy: null,
  reviewerName: null,
  rejectReason: null,
  submittedAt: '2026-11-23T12:00:00.000Z',
  version: 5,
  ...over,
});
const signIn = (companyId: string | null) =>
  useSession.getState().signIn({ accessToken: 'a', refreshToken: 'r-00000001' }, {
    username: 'APROBADOR',
    profile: { clientId: 'MINERA-ANDINA', companyId, permissions: ['requirements.review'] },
  } as unknown as SessionUser);
const calledUrls = (path: string) =>
  jest
    .mocked(fetch)
    .mock.calls.map(([url]) => decodeURIComponent(urlText(url)))
    .filter((u) => u.startsWith(path));

beforeEach(async () => {
  await setupI18n('es');
  signIn(null);
  globalThis.fetch = jest.fn((url: string) =>
    Promise.resolve(
      url.startsWith(API.requirementReport.path)
        ? jsonResponse(200, { result: { data: [{ ...row(), RowIndex: 1 }], totalCount: 1 } })
        : url.startsWith(API.requirementLapses.path)
          ? jsonResponse(200, { result: [{ month: '2026-12', count: 1 }] })
          : jsonResponse(404, {}),
    ),
  ) as unknown as typeof fetch;
});

describe('RequirementReportPage', () => {
  it("lists the rows with their state, the chart above, and joins the client's room", async () => {
    renderUi(<RequirementReportPage />);
    expect(await screen.findByText('Ana Rojas')).toBeTruthy();
    expect(screen.getByText('Pendiente')).toBeTruthy();
    expect(screen.getByText('Caducidades por mes')).toBeTruthy();
    expect(calledUrls(API.requirementLapses.path).length).toBeGreaterThan(0);
    expect(jest.mocked(useLiveRoom).mock.calls.at(-1)?.[0]).toBe('requirements:MINERA-ANDINA');
  });

  it('shows on the row that the expiry notice went out', async () => {
    globalThis.fetch = jest.fn((url: string) =>
      Promise.resolve(
        url.startsWith(API.requirementReport.path)
          ? jsonResponse(200, {
              result: {
                data: [
                  { ...row({ status: 'approved', noticeSentOn: '2026-12-16' }), RowIndex: 1 },
                  { ...row({ subjectId: 'P2', subjectName: 'Luis Paz' }), RowIndex: 2 },
                ],
                totalCount: 2,
              },
            })
          : jsonResponse(200, { result: [] }),
      ),
    ) as unknown as typeof fetch;
    renderUi(<RequirementReportPage />);
    expect(await screen.findByText('Aviso enviado el 16/12/2026')).toBeTruthy();
    expect(screen.getAllByTestId('notice-sent')).toHaveLength(1);
  });

  it('sends the chosen state to the report', async () => {
    renderUi(<RequirementReportPage />);
    await screen.findByText('Ana Rojas');
    await pickMonth('report-from-month', '2026-11');
    await waitFor(() =>
      expect(calledUrls(API.requirementReport.path).at(-1)).toContain('fromMonth=2026-11'),
    );
    expect(calledUrls(API.requirementLapses.path).at(-1)).toContain('fromMonth=2026-11');
  });

  it('shows a review from another tab in place', async () => {
    renderUi(<RequirementReportPage />);
    await screen.findByText('Pendiente');
    const onMessage = jest.mocked(useLiveRoom).mock.calls.at(-1)?.[1] as (
      m: ChangeMessage<RequirementStatusRow>,
    ) => void;
    act(() =>
      onMessage({
        room: 'requirements:MINERA-ANDINA',
        kind: 'requirement.changed',
        position: 9,
        payload: row({
          status: 'approved',
          reviewedBy: 'APROBADOR',
          reviewerName: 'Rosa Huamán Torres',
          version: 9,
        }),
      }),
    );
    expect(await screen.findByText('Aprobado')).toBeTruthy();
    expect(screen.getByText('Rosa Huamán Torres')).toBeTruthy();
    expect(screen.queryByText('APROBADOR')).toBeNull();
  });

  it('shows a requirement with no document as missing', async () => {
    const missing = row({ docId: '', status: 'missing', issuedOn: '', expiresOn: '' });
    jest
      .mocked(fetch)
      .mockImplementation((url) =>
        Promise.resolve(
          urlText(url).startsWith(API.requirementReport.path)
            ? jsonResponse(200, { result: { data: [{ ...missing, RowIndex: 1 }], totalCount: 1 } })
            : jsonResponse(200, { result: [] }),
        ),
      );
    renderUi(<RequirementReportPage />);
    expect(await screen.findByText('Falta')).toBeTruthy();
  });

  it('keeps a contractor out of the client-wide room', async () => {
    signIn('CO1');
    renderUi(<RequirementReportPage />);
    await screen.findByText('Ana Rojas');
    expect(jest.mocked(useLiveRoom).mock.calls.at(-1)?.[0]).toBeNull();
  });
});
