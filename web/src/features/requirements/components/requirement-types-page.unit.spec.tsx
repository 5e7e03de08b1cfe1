import { urlText, sentJson } from '../../../test/fetch';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { API, type SessionUser } from '@faena/contracts';
import { jsonResponse, renderUi, setupI18n } from '../../../test/render';
import { useSession } from '../../../stores/session.store';
import { RequirementTypesPage } from './requirement-types-page';

// rendering the grid is slow on a loaded CI machine: allow it
jest.setTimeout(30_000);

const EMO = {
  code: 'EMO',
  description: 'Examen médico',
  entity: 'P',
  kind: 'S',
  notifyDaysBefore: 15,
  active: true,
  applicability: {
    clientIds: ['MINERA-ANDINA'],
    contractIds: [],
    positionTypeIds: [],
    zoneIds: [],
  },
  version: 3,
};
const signIn = (permissions: string[]) =>
  useSession.getState().signIn({ accessToken: 'a', refreshToken: 'r-00000001' }, {
    username: 'ADMIN',
    profile: {
      clientId: 'MINERA-ANDINA',
      clientName: 'Minera Andina',
      companyId: null,
      permissions,
    },
    profiles: [{ clientId: 'PACIFICO', clientName: 'Minera Pacífico' }],
  } as unknown as SessionUser);
const posted = () =>
  jest
    .mocked(fetch)
    .mock.calls.filter(([url]) => urlText(url).startsWith(API.requirementTypeSave.path));

const LISTS: Array<[string, unknown]> = [
  [API.listContracts.path, [{ contractId: 'K1', code: 'CTR-001', subject: 'Voladura' }]],
  [
    API.listPositions.path,
    { data: [{ positionId: 'OPP', code: 'OPP', name: 'Operador de Pala' }] },
  ],
  [API.zoneOccupancy.path, [{ zoneId: 'ZON-TAJO', name: 'Tajo Abierto' }]],
];
const listed = (url: string) => LISTS.find(([path]) => url.startsWith(path));

beforeEach(async () => {
  await setupI18n('es');
  Element.prototype.scrollIntoView = jest.fn(); // the MultiSelect's dropdown calls it
  globalThis.fetch = jest.fn((url: string) =>
    Promise.resolve(
      listed(url)
        ? jsonResponse(200, { result: listed(url)![1] })
        : url.startsWith(API.requirementTypeList.path)
          ? jsonResponse(200, { result: { data: [{ ...EMO, RowIndex: 1 }], totalCount: 1 } })
          : url.startsWith(API.requirementTypeSave.path)
            ? jsonResponse(200, { result: { id: 'EMO', revision: 4, position: 20 } })
            : jsonResponse(404, {}),
    ),
  ) as unknown as typeof fetch;
});

describe('RequirementTypesPage', () => {
  it('edits a type: the code stays, the whole type is saved with its applicability', async () => {
    signIn(['requirements.manage']);
    renderUi(<RequirementTypesPage />);
    fireEvent.click(await screen.findByTestId('edit-type-EMO'));
    expect(screen.getByTestId('type-code').hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByTestId('type-description'), {
      target: { value: 'Examen médico ocupacional' },
    });
    fireEvent.click(screen.getByTestId('type-save'));
    await waitFor(() => expect(posted()).toHaveLength(1));
    const {
      commandId,
      urlPath: _urlPath,
      ...body
    } = sentJson(posted()[0]![1]) as Record<string, unknown>;
    expect(typeof commandId).toBe('string');
    const { version: _version, ...type } = EMO;
    expect(body).toEqual({ ...type, description: 'Examen médico ocupacional' });
  });

  it('picks where a type applies from the lists, by name, and saves their codes', async () => {
    signIn(['requirements.manage']);
    renderUi(<RequirementTypesPage />);
    fireEvent.click(await screen.findByTestId('edit-type-EMO'));
    const pick = async (testId: string, name: string) => {
      await act(async () => {
        fireEvent.click(screen.getByTestId(testId));
        await new Promise((r) => setTimeout(r, 0));
      });
      fireEvent.click(await screen.findByRole('option', { name }));
    };
    // the lists load when the form opens
    await act(() => new Promise((r) => setTimeout(r, 20)));
    await pick('type-clientIds', 'Minera Pacífico');
    await pick('type-contractIds', 'CTR-001 - Voladura');
    await pick('type-positionTypeIds', 'Operador de Pala');
    await pick('type-zoneIds', 'Tajo Abierto');
    fireEvent.click(screen.getByTestId('type-save'));
    await waitFor(() => expect(posted()).toHaveLength(1));
    expect((sentJson(posted()[0]![1]) as typeof EMO).applicability).toEqual({
      clientIds: ['MINERA-ANDINA', 'PACIFICO'],
      contractIds: ['K1'],
      positionTypeIds: ['Operador de Pala'],
      zoneIds: ['ZON-TAJO'],
    });
  });

  it('shows the catalogue read-only without requirements.manage', async () => {
    signIn(['requirements.review']);
    renderUi(<RequirementTypesPage />);
    expect(await screen.findByText('Examen médico')).toBeTruthy();
    expect(screen.queryByTestId('edit-type-EMO')).toBeNull();
    expect(screen.queryByTestId('new-type')).toBeNull();
  });
});
