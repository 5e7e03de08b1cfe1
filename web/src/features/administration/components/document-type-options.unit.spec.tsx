import { fireEvent, screen, waitFor } from '@testing-library/react';
import { API, type CatalogItemRow } from '@faena/contracts';
import { jsonResponse, renderUi, setupI18n } from '../../../test/render';
import { documentTypeOptions } from './document-type-options';
import { COMPANIES_CONFIG } from './master-configs';
import { RecordForm } from './record-form';

const row = (code: string, country: string, description: string) => ({ code, country, description, alias: code }) as unknown as CatalogItemRow;
const TYPES: Record<string, CatalogItemRow[]> = {
  PE: [row('RUC', 'PE', 'Registro Único de Contribuyentes'), row('DNI', 'PE', 'Documento Nacional de Identidad')],
  CL: [row('RUT', 'CL', 'Rol Único Tributario')],
};
let urls: string[];

beforeEach(() => {
  urls = [];
  // jsdom has no scrollIntoView (the Select's dropdown calls it)
  Element.prototype.scrollIntoView = jest.fn();
  window.localStorage.clear();
  globalThis.fetch = jest.fn((url: string) => {
    urls.push(url);
    const country = new URL(url, 'http://x').searchParams.get('IdPais') ?? '';
    if (url.startsWith(API.referenceDocumentTypes.path)) return Promise.resolve(jsonResponse(200, { result: TYPES[country] ?? [] }));
    return Promise.resolve(jsonResponse(200, { result: { data: [], totalCount: 0 } }));
  }) as unknown as typeof fetch;
});

describe('document type options', () => {
  it('one option per code, sorted, with its description', () =>
    expect(documentTypeOptions([...TYPES.PE!, row('DNI', 'CL', 'otra')])).toEqual([
      { value: 'DNI', label: 'DNI - Documento Nacional de Identidad' },
      { value: 'RUC', label: 'RUC - Registro Único de Contribuyentes' },
    ]));

  it('the company form reads the types of its country through the reference call (cached per country)', async () => {
    await setupI18n('es');
    const values = { ...COMPANIES_CONFIG.defaults };
    renderUi(<RecordForm sections={COMPANIES_CONFIG.sections} schema={COMPANIES_CONFIG.schema} values={values} id={null} save={jest.fn()} onSaved={jest.fn()} onCancel={jest.fn()} />);
    await waitFor(() => expect(urls.filter((u) => u.startsWith(API.referenceDocumentTypes.path))).toEqual([`${API.referenceDocumentTypes.path}?IdPais=PE&urlPath=%2F`]));
    fireEvent.click(screen.getByTestId('field-documentType'));
    expect(await screen.findByText('DNI - Documento Nacional de Identidad')).toBeTruthy();
    expect(window.localStorage.getItem('vcg:documentTypes?IdPais=PE')).toContain('RUC');
  });
});
