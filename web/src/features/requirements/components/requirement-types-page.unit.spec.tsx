import { urlText, sentJson } from '../../../test/fetch';
import { fireEvent, screen, waitFor } from '@testing-library/react';
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
    profile: { clientId: 'MINERA-ANDINA', companyId: null, permissions },
  } as unknown as SessionUser);
const posted = () =>
  jest
    .mocked(fetch)
    .mock.calls.filter(([url]) => urlText(url).startsWith(API.requirementTypeSave.path));

beforeEach(async () => {
  await setupI18n('es');
  globalThis.fetch = jest.fn((url: string) =>
    Promise.resolve(
      url.startsWith(API.requirementTypeList.path)
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

  it('shows the catalogue read-only without requirements.manage', async () => {
    signIn(['requirements.review']);
    renderUi(<RequirementTypesPage />);
    expect(await screen.findByText('Examen médico')).toBeTruthy();
    expect(screen.queryByTestId('edit-type-EMO')).toBeNull();
    expect(screen.queryByTestId('new-type')).toBeNull();
  });
});
