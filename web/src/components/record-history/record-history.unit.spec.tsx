import { screen } from '@testing-library/react';
import type { RecordHistory as History } from '@faena/contracts';
import { jsonResponse, renderUi, setupI18n } from '../../test/render';
import { RecordHistory, summariesOf } from './record-history';

const HISTORY: History = {
  createdBy: 'SYSTEM',
  createdAt: '2026-03-01T12:00:00.000Z',
  modifiedBy: 'ADMIN',
  modifiedAt: '2026-03-05T15:30:00.000Z',
  events: [
    { type: 'catalog.PersonRegistered', at: '2026-03-01T12:00:00.000Z', by: 'SYSTEM', revision: 0, position: 10, data: { names: 'Ana', surnames: 'Rojas' } },
    { type: 'catalog.PersonUpdated', at: '2026-03-05T15:30:00.000Z', by: 'ADMIN', revision: 1, position: 42, data: { names: 'Ana María' } },
  ],
};
let urls: string[];

beforeEach(() => {
  urls = [];
  globalThis.fetch = jest.fn((url: string) => {
    urls.push(url);
    return Promise.resolve(url.includes('NOPE') ? jsonResponse(404, { status: 404, code: 'resource.notFound', title: 'Not Found', message: 'No se encontró el registro.' }) : jsonResponse(200, { result: HISTORY }));
  }) as unknown as typeof fetch;
});

describe('summariesOf', () => {
  it('shows only what a snapshot changed, details included', () =>
    expect(
      summariesOf([
        { ...HISTORY.events[0]!, data: { names: 'Ana', email: '', details: { place: 'Tacna' } } },
        { ...HISTORY.events[1]!, data: { names: 'Ana', email: 'ana@e.pe', details: { place: 'Tacna' } } },
      ]),
    ).toEqual(['names: Ana · place: Tacna', 'email: ana@e.pe']));
});

describe('RecordHistory', () => {
  it('asks for the stream and shows the audit fields and every event (es)', async () => {
    await setupI18n('es');
    renderUi(<RecordHistory stream="catalog.person-P1" />);
    expect(await screen.findByText('Persona registrada')).toBeTruthy();
    expect(screen.getByText('Datos de la persona modificados')).toBeTruthy();
    expect(screen.getByText(/^Creado por SYSTEM el/)).toBeTruthy();
    expect(screen.getByText(/^Modificado por ADMIN el/)).toBeTruthy();
    expect(screen.getAllByTestId('record-history-event')).toHaveLength(2);
    expect(urls[0]).toBe('/api/historial?stream=catalog.person-P1&urlPath=%2F');
  });

  it('shows the server message when the record has no history', async () => {
    await setupI18n('en');
    renderUi(<RecordHistory stream="catalog.person-NOPE" />);
    expect((await screen.findByTestId('record-history-error')).textContent).toBe('No se encontró el registro.');
  });
});
