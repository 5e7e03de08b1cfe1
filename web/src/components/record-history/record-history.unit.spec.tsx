import { screen } from '@testing-library/react';
import type { RecordHistory as History } from '@faena/contracts';
import { jsonResponse, renderUi, setupI18n } from '../../test/render';
import { RecordHistory } from './record-history';

const HISTORY: History = {
  createdBy: 'SYSTEM',
  createdAt: '2026-03-01T12:00:00.000Z',
  modifiedBy: 'ADMIN',
  modifiedAt: '2026-03-05T15:30:00.000Z',
  events: [
    {
      type: 'catalog.PersonRegistered',
      at: '2026-03-01T12:00:00.000Z',
      by: 'SYSTEM',
      revision: 0,
      position: 10,
      data: { names: 'Ana', surnames: 'Rojas' },
    },
    {
      type: 'catalog.PersonUpdated',
      at: '2026-03-05T15:30:00.000Z',
      by: 'ADMIN',
      revision: 1,
      position: 42,
      data: { names: 'Ana María' },
    },
  ],
};
let urls: string[];

beforeEach(() => {
  urls = [];
  globalThis.fetch = jest.fn((url: string) => {
    urls.push(url);
    return Promise.resolve(
      url.includes('NOPE')
        ? jsonResponse(404, {
            status: 404,
            code: 'resource.notFound',
            title: 'Not Found',
            message: 'No se encontró el registro.',
          })
        : jsonResponse(200, { result: HISTORY }),
    );
  }) as unknown as typeof fetch;
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

  it('shows each event as field-by-field differences labelled like the form (es)', async () => {
    await setupI18n('es');
    renderUi(<RecordHistory stream="catalog.person-P1" />);
    await screen.findByText('Persona registrada');
    const lines = screen.getAllByTestId('record-history-change').map((el) => el.textContent);
    expect(lines).toEqual(['Nombres: Ana', 'Apellidos: Rojas', 'Nombres: Ana → Ana María']);
  });

  it('labels the differences in English and keeps an unknown field by its name (en)', async () => {
    await setupI18n('en');
    HISTORY.events[1]!.data.shoeSize = 42;
    renderUi(<RecordHistory stream="catalog.person-P1" />);
    await screen.findByText('Person registered');
    const lines = screen.getAllByTestId('record-history-change').map((el) => el.textContent);
    delete HISTORY.events[1]!.data.shoeSize;
    expect(lines.slice(2)).toEqual(['Names: Ana → Ana María', 'shoeSize: 42']);
  });

  it('shows the server message when the record has no history', async () => {
    await setupI18n('en');
    renderUi(<RecordHistory stream="catalog.person-NOPE" />);
    expect((await screen.findByTestId('record-history-error')).textContent).toBe(
      'No se encontró el registro.',
    );
  });
});
