import { fireEvent, screen, waitFor } from '@testing-library/react';
import { API, type CatalogItemRow, type SessionUser } from '@faena/contracts';
import { jsonResponse, renderUi, setupI18n } from '../../../test/render';
import { referenceOptions } from '../../catalogs/api/reference-lists';
import { useSession } from '../../../stores/session.store';
import { CONTRACTS_CONFIG } from './contracts-config';
import { COMPANIES_CONFIG, POSITIONS_CONFIG } from './master-configs';
import { PEOPLE_CONFIG } from './people-config';
import { RecordForm } from './record-form';

const row = (code: string, country: string, description: string) =>
  ({ code, country, description, alias: code }) as unknown as CatalogItemRow;
const TYPES: Record<string, CatalogItemRow[]> = {
  PE: [
    row('RUC', 'PE', 'Registro Único de Contribuyentes'),
    row('DNI', 'PE', 'Documento Nacional de Identidad'),
  ],
  CL: [row('RUT', 'CL', 'Rol Único Tributario')],
};
const LICENCES: Record<string, CatalogItemRow[]> = {
  PE: [row('A-I', 'PE', 'Clase A Categoría I')],
  CL: [row('A2', 'CL', 'Clase A2 profesional')],
};
const BLOOD = [row('OPOS', '', 'O+'), row('ABNEG', '', 'AB-')];
const CIVIL = [row('S', '', 'Soltero(a)'), row('C', '', 'Casado(a)')];
/** The fake server's reference calls: the rows each answers for its query. */
const REFERENCE_ANSWERS: Array<[string, (query: URLSearchParams) => CatalogItemRow[]]> = [
  [API.referenceDocumentTypes.path, (q) => TYPES[q.get('IdPais') ?? ''] ?? []],
  [API.referenceDrivingLicences.path, (q) => LICENCES[q.get('IdPais') ?? ''] ?? []],
  [API.referenceBloodTypes.path, () => BLOOD],
  [API.referenceCivilStatus.path, () => CIVIL],
  [API.referenceDivisions.path, () => [row('DIV-NORTE', '', 'División Norte')]],
  [
    API.referenceFunctions.path,
    (q) =>
      q.get('Contratista') === 'S'
        ? [row('ACARREO', '', 'Acarreo')]
        : [row('PROCESOS', '', 'Procesos')],
  ],
];
let urls: string[];

beforeEach(() => {
  urls = [];
  // jsdom has no scrollIntoView (the Select's dropdown calls it)
  Element.prototype.scrollIntoView = jest.fn();
  window.localStorage.clear();
  globalThis.fetch = jest.fn((url: string) => {
    urls.push(url);
    const answer = REFERENCE_ANSWERS.find(([path]) => url.startsWith(path));
    const query = new URL(url, 'http://x').searchParams;
    return Promise.resolve(
      jsonResponse(200, { result: answer ? answer[1](query) : { data: [], totalCount: 0 } }),
    );
  }) as unknown as typeof fetch;
});

describe('reference-list options', () => {
  it('one option per code, sorted, with its description', () =>
    expect(referenceOptions([...TYPES.PE!, row('DNI', 'CL', 'otra')])).toEqual([
      { value: 'DNI', label: 'DNI - Documento Nacional de Identidad' },
      { value: 'RUC', label: 'RUC - Registro Único de Contribuyentes' },
    ]));

  it('the company form reads the types of its country through the reference call (cached per country)', async () => {
    await setupI18n('es');
    const values = { ...COMPANIES_CONFIG.defaults };
    renderUi(
      <RecordForm
        sections={COMPANIES_CONFIG.sections}
        schema={COMPANIES_CONFIG.schema}
        values={values}
        id={null}
        save={jest.fn()}
        onSaved={jest.fn()}
        onCancel={jest.fn()}
      />,
    );
    await waitFor(() =>
      expect(urls.filter((u) => u.startsWith(API.referenceDocumentTypes.path))).toEqual([
        `${API.referenceDocumentTypes.path}?IdPais=PE&urlPath=%2F`,
      ]),
    );
    fireEvent.click(screen.getByTestId('field-documentType'));
    expect(await screen.findByText('DNI - Documento Nacional de Identidad')).toBeTruthy();
    expect(window.localStorage.getItem('vcg:documentTypes?IdPais=PE')).toContain('RUC');
  });

  it('the person form offers blood type, civil status and the licences of its country from their reference calls', async () => {
    await setupI18n('es');
    const values = { ...PEOPLE_CONFIG.defaults };
    renderUi(
      <RecordForm
        sections={PEOPLE_CONFIG.sections}
        schema={PEOPLE_CONFIG.schema}
        values={values}
        id={null}
        save={jest.fn()}
        onSaved={jest.fn()}
        onCancel={jest.fn()}
      />,
    );
    const called = (path: string) => urls.filter((u) => u.startsWith(path));
    await waitFor(() =>
      expect(called(API.referenceDrivingLicences.path)).toEqual([
        `${API.referenceDrivingLicences.path}?IdPais=PE&urlPath=%2F`,
      ]),
    );
    await waitFor(() => expect(called(API.referenceBloodTypes.path)).toHaveLength(1));
    await waitFor(() => expect(called(API.referenceCivilStatus.path)).toHaveLength(1));
    fireEvent.click(screen.getByTestId('field-bloodType'));
    expect(await screen.findByText('ABNEG - AB-')).toBeTruthy();
    fireEvent.click(screen.getByTestId('field-civilStatus'));
    expect(await screen.findByText('C - Casado(a)')).toBeTruthy();
    fireEvent.click(screen.getByTestId('field-licenseCategory'));
    expect(await screen.findByText('A-I - Clase A Categoría I')).toBeTruthy();
    expect(screen.queryByText('A2 - Clase A2 profesional')).toBeNull();
    expect(window.localStorage.getItem('vcg:bloodTypes')).toContain('OPOS');
  });

  it("the position form offers the client's functions for its contractor flag; the contract form the client's divisions", async () => {
    await setupI18n('es');
    useSession.getState().signIn({ accessToken: 'a', refreshToken: 'r-00000001' }, {
      username: 'ADMIN',
      profile: { clientId: 'MINERA-ANDINA' },
    } as unknown as SessionUser);
    const position = renderUi(
      <RecordForm
        sections={POSITIONS_CONFIG.sections}
        schema={POSITIONS_CONFIG.schema}
        values={{ ...POSITIONS_CONFIG.defaults }}
        id={null}
        save={jest.fn()}
        onSaved={jest.fn()}
        onCancel={jest.fn()}
      />,
    );
    await waitFor(() =>
      expect(urls.filter((u) => u.startsWith(API.referenceFunctions.path))).toEqual([
        `${API.referenceFunctions.path}?IdCliente=MINERA-ANDINA&Contratista=N&urlPath=%2F`,
      ]),
    );
    fireEvent.click(screen.getByTestId('field-function'));
    expect(await screen.findByText('PROCESOS - Procesos')).toBeTruthy();
    fireEvent.click(screen.getByTestId('field-contractor'));
    await waitFor(() => expect(urls.filter((u) => u.includes('Contratista=S'))).toHaveLength(1));
    fireEvent.click(screen.getByTestId('field-function'));
    expect(await screen.findByText('ACARREO - Acarreo')).toBeTruthy();
    position.unmount();
    renderUi(
      <RecordForm
        sections={CONTRACTS_CONFIG.sections}
        schema={CONTRACTS_CONFIG.schema}
        values={{ ...CONTRACTS_CONFIG.defaults }}
        id={null}
        save={jest.fn()}
        onSaved={jest.fn()}
        onCancel={jest.fn()}
      />,
    );
    await waitFor(() =>
      expect(urls.filter((u) => u.startsWith(API.referenceDivisions.path))).toEqual([
        `${API.referenceDivisions.path}?IdCliente=MINERA-ANDINA&urlPath=%2F`,
      ]),
    );
    fireEvent.click(screen.getByTestId('field-divisionId'));
    expect(await screen.findByText('DIV-NORTE - División Norte')).toBeTruthy();
    useSession.getState().clear();
  });
});
