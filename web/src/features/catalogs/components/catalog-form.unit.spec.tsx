import { fireEvent, screen, waitFor } from '@testing-library/react';
import { catalogById, type CatalogDefinition, type CatalogItemRow } from '@faena/contracts';
import { jsonResponse, renderUi, setupI18n } from '../../../test/render';
import { CatalogForm } from './catalog-form';
import { sentJson } from '../../../test/fetch';

const DOC_TYPES = catalogById('document-types') as CatalogDefinition;
const DNI = {
  itemId: 'document-types-PE.DNI',
  catalogId: 'document-types',
  code: 'DNI',
  active: 'S',
  country: 'PE',
  description: 'Documento Nacional de Identidad',
  alias: 'DNI',
  equivalentCode: '01',
  exactLength: 'S',
  length: 8,
  createdBy: 'ADMIN',
  createdAt: '2026-01-01',
  modifiedBy: null,
  modifiedAt: null,
  version: 3,
} as CatalogItemRow;
let calls: Array<{ url: string; method: string; body: unknown }>;

beforeEach(() => {
  calls = [];
  globalThis.fetch = jest.fn((url: string, init?: RequestInit) => {
    calls.push({
      url,
      method: init?.method ?? 'GET',
      body: sentJson(init),
    });
    return Promise.resolve(jsonResponse(200, { result: { id: 'x', revision: 1, position: 10 } }));
  }) as unknown as typeof fetch;
});

const input = (name: string) => screen.getByTestId<HTMLInputElement>(`field-${name}`);

describe('CatalogForm (built from the declaration)', () => {
  it('requires the fields whose Obligatorio is S and sends nothing while they are empty', async () => {
    await setupI18n('es');
    renderUi(<CatalogForm def={DOC_TYPES} item={null} onSaved={jest.fn()} onCancel={jest.fn()} />);
    fireEvent.click(screen.getByTestId('catalog-save'));
    // code, country, description, alias, length (exactLength starts as N, equivalentCode is optional)
    expect(await screen.findAllByText('Required field')).toHaveLength(5);
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('shows the pattern message of a field in English', async () => {
    await setupI18n('en');
    renderUi(<CatalogForm def={DOC_TYPES} item={null} onSaved={jest.fn()} onCancel={jest.fn()} />);
    fireEvent.change(input('alias'), { target: { value: 'D N I' } });
    fireEvent.click(screen.getByTestId('catalog-save'));
    expect(
      await screen.findByText('Only letters, numbers, hyphen and underscore are allowed.'),
    ).toBeTruthy();
  });

  it('on edit makes the code and the fields with Modificable N read-only, a forced field editable, and sends the update', async () => {
    await setupI18n('es');
    const onSaved = jest.fn();
    renderUi(<CatalogForm def={DOC_TYPES} item={DNI} onSaved={onSaved} onCancel={jest.fn()} />);
    expect(input('code').disabled).toBe(true);
    expect(input('country').disabled).toBe(true);
    expect(input('length').disabled).toBe(true);
    expect(input('description').disabled).toBe(false);
    expect(input('equivalentCode').disabled).toBe(false);
    fireEvent.change(input('description'), { target: { value: 'DNI electrónico' } });
    fireEvent.click(screen.getByTestId('catalog-save'));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.url).toBe('/api/SistemaCatalogo/document-types/actualizar');
    expect(put?.body).toMatchObject({
      itemId: 'document-types-PE.DNI',
      description: 'DNI electrónico',
      length: 8,
      country: 'PE',
    });
  });
});
