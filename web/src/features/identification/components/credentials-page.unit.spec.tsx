import { fireEvent, screen, waitFor } from '@testing-library/react';
import { API, type CredentialRow, type SessionUser } from '@faena/contracts';
import { sentJson, urlText } from '../../../test/fetch';
import { jsonResponse, renderUi, setupI18n } from '../../../test/render';
import { useSession } from '../../../stores/session.store';
import { CredentialsPage } from './credentials-page';

jest.setTimeout(30_000);
jest.mock('../../../hooks/use-live-room', () => ({ useLiveRoom: jest.fn() }));

const row = (over: Partial<CredentialRow> = {}): CredentialRow => ({
  credentialId: 'C1',
  personId: 'P1',
  clientId: 'MINERA-ANDINA',
  companyId: 'EMP-1',
  credentialType: 'PERM',
  startDate: '2026-03-10',
  endDate: '2027-03-10',
  referenceCode1: 'FC-1',
  referenceCode2: '',
  issueReason: 'NUEVO',
  active: true,
  inactivationReason: null,
  inactivatedOn: null,
  printed: false,
  issuedAt: '2026-03-10T12:00:00.000Z',
  version: 4,
  fullName: 'Ana Rojas',
  documentType: 'DNI',
  documentNumber: '45678912',
  companyName: 'Contrata Sur',
  status: 'A',
  ...over,
});
const ROWS = [
  row(),
  row({ credentialId: 'C2', personId: 'P2', fullName: 'Beto Paz' }),
  row({
    credentialId: 'C3',
    personId: 'P3',
    fullName: 'Carla Ruiz',
    active: false,
    inactivationReason: 'ROBO',
    status: 'I',
  }),
];
const calls = (path: string) =>
  jest.mocked(fetch).mock.calls.filter(([url]) => urlText(url).startsWith(path));

beforeEach(async () => {
  await setupI18n('es');
  Element.prototype.scrollIntoView = jest.fn(); // the Select's dropdown calls it
  useSession.getState().signIn({ accessToken: 'a', refreshToken: 'r-00000001' }, {
    username: 'ADMIN',
    profile: { clientId: 'MINERA-ANDINA', companyId: null, permissions: ['catalog.admin'] },
  } as unknown as SessionUser);
  globalThis.fetch = jest.fn((url: string) =>
    Promise.resolve(
      url.startsWith(API.listCredentials.path)
        ? jsonResponse(200, { result: { data: ROWS, totalCount: ROWS.length } })
        : url.startsWith(API.printCredentials.path)
          ? jsonResponse(200, { result: { id: 'x', revision: 1, position: 77 } })
          : url.startsWith(API.listCompanies.path)
            ? jsonResponse(200, { result: { data: [], totalCount: 0 } })
            : jsonResponse(200, { result: { data: [], totalCount: 0 } }),
    ),
  ) as unknown as typeof fetch;
});

describe('CredentialsPage', () => {
  it('prints the selected credentials in one call and reloads after it', async () => {
    renderUi(<CredentialsPage />);
    await screen.findByTestId('credential-row-C1');
    const print = screen.getByTestId('credentials-print');
    expect(print.hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByTestId('select-C1'));
    fireEvent.click(screen.getByTestId('select-C2'));
    fireEvent.click(screen.getByTestId('credentials-print'));
    await waitFor(() => expect(calls(API.printCredentials.path)).toHaveLength(1));
    const [, init] = calls(API.printCredentials.path)[0]!;
    expect(sentJson(init)).toMatchObject({ credentialIds: ['C1', 'C2'] });
    await waitFor(() =>
      expect(
        calls(API.listCredentials.path)
          .map(([u]) => urlText(u))
          .at(-1),
      ).toContain('afterPosition=77'),
    );
  });

  it('offers no inactivation nor printing of an inactive credential', async () => {
    renderUi(<CredentialsPage />);
    await screen.findByTestId('credential-row-C3');
    expect(screen.queryByTestId('inactivate-C3')).toBeNull();
    expect(screen.getByTestId<HTMLInputElement>('select-C3').disabled).toBe(true);
    expect(screen.getByTestId('inactivate-C1')).toBeTruthy();
  });

  it('asks the server again with the status filter', async () => {
    renderUi(<CredentialsPage />);
    await screen.findByTestId('credential-row-C1');
    fireEvent.click(screen.getByTestId('filter-status'));
    fireEvent.click(await screen.findByRole('option', { name: 'Vencida' }));
    await waitFor(() =>
      expect(
        calls(API.listCredentials.path)
          .map(([u]) => urlText(u))
          .at(-1),
      ).toContain('status=V'),
    );
  });
});
