import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { CorrectVisitBody, VisitRow } from '@faena/contracts';
import { renderUi, setupI18n } from '../../../../test/render';
import { plusDays, today } from '../../../../lib/format';
import { CorrectVisitForm } from './correct-visit-form';

const zones = () =>
  Promise.resolve([
    { zoneId: 'ZON-GARITA', name: 'Garita Principal' },
    { zoneId: 'ZON-TALLER', name: 'Taller de Mantenimiento' },
  ]);
const visit: VisitRow = {
  visitId: 'V1',
  code: 'VIS-00000001',
  clientId: 'MINERA-ANDINA',
  hostId: 'PER-HOST',
  hostName: 'Ana Quispe',
  visitors: [
    { personId: 'P9', personName: 'Lucía Torres', documentType: 'DNI', documentNumber: '70112233' },
  ],
  visitorCount: 1,
  zoneIds: ['ZON-GARITA'],
  startDate: plusDays(today(), 1),
  endDate: plusDays(today(), 2),
  observation: 'Reunión',
  status: 'O',
  requestedBy: 'SOLICITANTE',
  requestedAt: '2026-11-20T10:00:00Z',
  decidedBy: 'APROBADOR',
  decidedAt: '2026-11-20T11:00:00Z',
  lastComment: 'Agregue el taller',
  version: 3,
};

beforeEach(() => {
  Element.prototype.scrollIntoView = jest.fn(); // the MultiSelect's dropdown calls it
});

describe('CorrectVisitForm', () => {
  it("shows the approver's observation and sends the visit with a zone added", async () => {
    await setupI18n('es');
    const sent: CorrectVisitBody[] = [];
    const correct = jest.fn((body: CorrectVisitBody) => {
      sent.push(body);
      return Promise.resolve({ id: 'V1', revision: 1, position: 10 });
    });
    const onCorrected = jest.fn();
    renderUi(
      <CorrectVisitForm
        visit={visit}
        onCorrected={onCorrected}
        onCancel={jest.fn()}
        correct={correct}
        loadZones={zones}
      />,
    );
    expect(screen.getByTestId('correct-visit-comment').textContent).toContain('Agregue el taller');
    fireEvent.click(screen.getByTestId('correct-visit-zones'));
    fireEvent.click(await screen.findByText('Taller de Mantenimiento'));
    fireEvent.click(screen.getByTestId('correct-visit-submit'));
    await waitFor(() => expect(onCorrected).toHaveBeenCalledTimes(1));
    expect(sent[0]).toMatchObject({
      visitId: 'V1',
      zoneIds: ['ZON-GARITA', 'ZON-TALLER'],
      startDate: visit.startDate,
      endDate: visit.endDate,
      observation: 'Reunión',
    });
  });

  it('refuses an end before the start, sending nothing', async () => {
    await setupI18n('es');
    const correct = jest.fn();
    renderUi(
      <CorrectVisitForm
        visit={{ ...visit, endDate: today() }}
        onCorrected={jest.fn()}
        onCancel={jest.fn()}
        correct={correct}
        loadZones={zones}
      />,
    );
    fireEvent.click(screen.getByTestId('correct-visit-submit'));
    expect(
      await screen.findByText('La fecha fin no puede ser menor que la fecha inicio.'),
    ).toBeTruthy();
    expect(correct).not.toHaveBeenCalled();
  });
});
