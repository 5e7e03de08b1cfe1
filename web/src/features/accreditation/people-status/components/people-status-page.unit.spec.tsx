import { urlText } from '../../../../test/fetch';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { API, type PersonStatusRow, type SessionUser } from '@faena/contracts';
import { useLiveRoom } from '../../../../hooks/use-live-room';
import { jsonResponse, renderUi, setupI18n } from '../../../../test/render';
import { useSession } from '../../../../stores/session.store';
import { PeopleStatusPage } from './people-status-page';

jest.setTimeout(30_000);
jest.mock('../../../../hooks/use-live-room', () => ({ useLiveRoom: jest.fn() }));

const row = (over: Partial<PersonStatusRow> = {}): PersonStatusRow => ({
  personId: 'P1',
  personName: 'Ana Rojas',
  documentNumber: '12345678',
  companyId: 'CO1',
  companyName: 'Andes Servicios',
  clientId: 'MINERA-ANDINA',
  contractId: 'K1',
  contractCode: 'CTR-1',
  status: 'blocked',
  startDate: '2026-11-01',
  endDate: '2026-12-31',
  blocking: [
    { code: 'EMO', description: 'Examen médico', state: 'lapsed', expiresOn: '2026-11-22' },
  ],
  onSite: true,
  ...over,
});
const signIn = (companyId: string | null) =>
  useSession.getState().signIn({ accessToken: 'a', refreshToken: 'r-00000001' }, {
    username: 'APROBADOR',
    profile: { clientId: 'MINERA-ANDINA', companyId, permissions: ['requirements.review'] },
  } as unknown as SessionUser);
const calledUrls = () =>
  jest
    .mocked(fetch)
    .mock.calls.map(([url]) => decodeURIComponent(urlText(url)))
    .filter((u) => u.startsWith(API.peopleStatus.path));

beforeEach(async () => {
  await setupI18n('es');
  signIn(null);
  globalThis.fetch = jest.fn((url: string) =>
    Promise.resolve(
      url.startsWith(API.peopleStatus.path)
        ? jsonResponse(200, { result: { data: [{ ...row(), RowIndex: 1 }], totalCount: 1 } })
        : jsonResponse(404, {}),
    ),
  ) as unknown as typeof fetch;
});

describe('PeopleStatusPage', () => {
  it('shows each person with the status, the blocking document named and the presence', async () => {
    renderUi(<PeopleStatusPage />);
    expect(await screen.findByText('Ana Rojas')).toBeTruthy();
    const shown = within(screen.getByTestId('people-status-row-P1'));
    expect(shown.getByText('Bloqueado')).toBeTruthy();
    expect(shown.getByText('Examen médico (vencido el 22/11/2026)')).toBeTruthy();
    expect(shown.getByText('Sí')).toBeTruthy();
  });

  it('sends the text and status filters', async () => {
    renderUi(<PeopleStatusPage />);
    await screen.findByText('Ana Rojas');
    fireEvent.change(screen.getByTestId('people-status-text'), { target: { value: 'rojas' } });
    await waitFor(() => expect(calledUrls().at(-1)).toContain('text=rojas'));
  });

  it("follows the client's requirement and zone rooms, a contractor neither", async () => {
    renderUi(<PeopleStatusPage />);
    await screen.findByText('Ana Rojas');
    const rooms = jest.mocked(useLiveRoom).mock.calls.map(([room]) => room);
    expect(rooms).toEqual(
      expect.arrayContaining(['requirements:MINERA-ANDINA', 'zone:MINERA-ANDINA']),
    );
    jest.mocked(useLiveRoom).mockClear();
    signIn('CO1');
    renderUi(<PeopleStatusPage />);
    expect(jest.mocked(useLiveRoom).mock.calls.every(([room]) => room === null)).toBe(true);
  });

  it('reloads the page when a live change arrives', async () => {
    renderUi(<PeopleStatusPage />);
    await screen.findByText('Ana Rojas');
    const before = calledUrls().length;
    const onMessage = jest.mocked(useLiveRoom).mock.calls.at(-1)?.[1] as (m: {
      position: number;
    }) => void;
    onMessage({ position: 42 });
    await waitFor(() => expect(calledUrls().length).toBeGreaterThan(before));
    expect(calledUrls().at(-1)).toContain('afterPosition=42');
  });
});
