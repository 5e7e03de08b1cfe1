import { urlText } from '../../../../test/fetch';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { API, type PersonAccessRow, type ProfileRow } from '@faena/contracts';
import { jsonResponse, renderUi, setupI18n } from '../../../../test/render';
import { today } from '../../../../lib/format';
import { PersonAccessHeader, ProfileTab } from './person-access-panel';

jest.setTimeout(30_000);

const row: PersonAccessRow = {
  personId: 'P1',
  fullName: 'Ana Rojas',
  documentType: 'DNI',
  documentNumber: '40123456',
  companyName: 'Andes Servicios',
  group: 'Personal general',
  groups: [],
  profile: { profileCode: 'OPER', startDate: '2026-01-01', endDate: '2099-12-31' },
  restrictions: [],
  exemptions: [],
};
const profile = (over: Partial<ProfileRow>): ProfileRow => ({
  profileId: 'C-OPER',
  clientId: 'C',
  code: 'OPER',
  description: 'Operaciones',
  groupCodes: ['GENERAL', 'TALLER'],
  active: true,
  version: 1,
  ...over,
});
const profiles = [profile({}), profile({ profileId: 'C-OLD', code: 'OLD', active: false })];
let posted: Array<{ path: string; body: Record<string, unknown> }> = [];

beforeEach(async () => {
  await setupI18n('es');
  posted = [];
  globalThis.fetch = jest.fn((url: string, init?: { body?: string }) => {
    posted.push({ path: urlText(url), body: JSON.parse(init?.body ?? '{}') });
    return Promise.resolve(jsonResponse(200, { result: { id: 'P1', revision: 1, position: 9 } }));
  }) as unknown as typeof fetch;
});

describe("a person's Profile tab", () => {
  it('shows the held profile, its validity and the groups it grants', () => {
    renderUi(<ProfileTab row={row} profiles={profiles} onChanged={async () => {}} />);
    expect(screen.getByTestId('person-profile-code').textContent).toBe('OPER · Operaciones');
    const table = screen.getByTestId('person-profile');
    expect(table.textContent).toContain('GENERAL, TALLER');
    expect(table.textContent).toContain('Vigente');
  });

  it('ends the profile on the chosen date through its call', async () => {
    const changed = jest.fn(async () => {});
    renderUi(<ProfileTab row={row} profiles={profiles} onChanged={changed} />);
    fireEvent.click(screen.getByTestId('end-profile-submit'));
    await waitFor(() => expect(changed).toHaveBeenCalled());
    expect(posted).toHaveLength(1);
    expect(posted[0]!.path).toContain(API.endProfile.path);
    expect(posted[0]!.body).toMatchObject({ personId: 'P1', endDate: today() });
  });

  it('says so when the person holds no profile; nothing to assign until one is chosen', () => {
    renderUi(
      <ProfileTab row={{ ...row, profile: null }} profiles={profiles} onChanged={async () => {}} />,
    );
    expect(screen.getByText('Sin perfil asignado')).toBeTruthy();
    expect(screen.queryByTestId('end-profile-submit')).toBeNull();
    expect(screen.getByTestId<HTMLButtonElement>('assign-profile-submit').disabled).toBe(true);
  });

  it("puts the person's group and profile in the header", () => {
    renderUi(<PersonAccessHeader row={row} />);
    expect(screen.getByTestId('person-access-header-group').textContent).toBe(
      'Grupo: Personal general',
    );
    expect(screen.getByTestId('person-access-header-profile').textContent).toBe('Perfil: OPER');
  });
});
