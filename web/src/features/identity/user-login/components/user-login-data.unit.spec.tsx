import { cleanup, screen, waitFor } from '@testing-library/react';
import { API, type Lang, type LoginUserRecord } from '@faena/contracts';
import { jsonResponse, renderUi, setupI18n } from '../../../../test/render';
import { UserLoginData } from './user-login-data';

const RECORD = {
  IdPersona: 'SOLICITANTE',
  IdUsuario: 'SOLICITANTE',
  Nombre: 'Jorge',
  Apellido: 'Salazar Rojas',
  IdTipoDocumento: '',
  Documento: '',
  Correo: 's@e.pe',
  Telefono: '953456789',
  IdConfiguracionLogeo: 'CFG-ESTANDAR',
  Activo: 'S',
  LongitudClave: 8,
  NivelSeguridadClave: 'I',
  esNuevoRegistro: false,
} as LoginUserRecord;
const SETTINGS = [
  {
    IdConfiguracionLogeo: 'CFG-ESTANDAR',
    ConfiguracionLogeo: 'Estándar (nivel intermedio)',
    NivelSeguridadClave: 'I',
    LongitudClave: 8,
    PorDefecto: true,
  },
  {
    IdConfiguracionLogeo: 'CFG-CADUCA-30',
    ConfiguracionLogeo: 'Clave avanzada que caduca a los 30 días',
    NivelSeguridadClave: 'A',
    LongitudClave: 10,
    PorDefecto: false,
  },
];
const row = (code: string, alias: string) => ({
  itemId: `document-types-PE.${code}`,
  catalogId: 'document-types',
  code,
  alias,
  description: code,
  active: 'S',
  country: 'PE',
  version: 1,
});
const DOCUMENT_TYPES = [row('DNI', 'DNI'), row('PASAPORTE', 'PAS')];
let urls: string[];

function fakeServer(lists: 'ok' | 'failing') {
  globalThis.fetch = jest.fn((url: string) => {
    urls.push(url);
    if (lists === 'failing')
      return Promise.resolve(jsonResponse(500, { status: 500, code: 'internal', title: 'x' }));
    if (url.startsWith(API.securitySettings.path))
      return Promise.resolve(jsonResponse(200, { result: SETTINGS }));
    if (url.startsWith(API.referenceDocumentTypes.path))
      return Promise.resolve(jsonResponse(200, { result: DOCUMENT_TYPES }));
    return Promise.resolve(jsonResponse(404, {}));
  }) as unknown as typeof fetch;
}

const shown = (field: string) => screen.getByTestId<HTMLInputElement>(`field-${field}`).value;

async function show(record: Partial<LoginUserRecord>, lang: Lang = 'es') {
  await setupI18n(lang);
  renderUi(
    <UserLoginData record={{ ...RECORD, ...record }} clientId="MINERA-ANDINA" countryId="PE" />,
  );
}

beforeEach(() => {
  // the document types are a cached reference list (vcg: in localStorage): every test starts cold
  localStorage.clear();
  urls = [];
  fakeServer('ok');
});

describe('the Data tab of /seguridad/usuarioLogin', () => {
  it('asks the client security settings and the country document types', async () => {
    await show({});
    await waitFor(() => expect(urls).toHaveLength(2));
    expect(urls.find((u) => u.startsWith(API.securitySettings.path))).toContain(
      'IdCliente=MINERA-ANDINA',
    );
    expect(urls.find((u) => u.startsWith(API.referenceDocumentTypes.path))).toContain('IdPais=PE');
  });

  it('shows the security setting name, the state description and the level name, not the codes', async () => {
    await show({});
    await waitFor(() => expect(shown('IdConfiguracionLogeo')).toBe('Estándar (nivel intermedio)'));
    expect(shown('Activo')).toBe('ACTIVO');
    expect(shown('NivelSeguridadClave')).toBe('Intermedio');
    expect(shown('IdUsuario')).toBe('SOLICITANTE');
    expect(shown('Telefono')).toBe('953456789');
  });

  it('shows the labels in English', async () => {
    await show(
      { Activo: 'N', NivelSeguridadClave: 'A', IdConfiguracionLogeo: 'CFG-CADUCA-30' },
      'en',
    );
    await waitFor(() =>
      expect(shown('IdConfiguracionLogeo')).toBe('Clave avanzada que caduca a los 30 días'),
    );
    expect(shown('Activo')).toBe('INACTIVE');
    expect(shown('NivelSeguridadClave')).toBe('Advanced');
    expect(screen.getByText('Security setting')).toBeTruthy();
  });

  it('shows the document type alias when the record has one, and an empty select when not', async () => {
    await show({ IdTipoDocumento: 'PASAPORTE' });
    await waitFor(() => expect(shown('IdTipoDocumento')).toBe('PAS'));
    cleanup();
    await show({});
    await waitFor(() => expect(shown('IdConfiguracionLogeo')).toBe('Estándar (nivel intermedio)'));
    expect(shown('IdTipoDocumento')).toBe('');
  });

  it('keeps the stored code visible when a list fails to load', async () => {
    fakeServer('failing');
    await show({ IdTipoDocumento: 'DNI' });
    await waitFor(() => expect(urls).toHaveLength(2));
    await waitFor(() => expect(shown('IdConfiguracionLogeo')).toBe('CFG-ESTANDAR'));
    expect(shown('IdTipoDocumento')).toBe('DNI');
    expect(shown('Activo')).toBe('ACTIVO');
  });
});
