import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { CorrectVehicleRequestBody, VehicleRequestRow } from '@faena/contracts';
import { plusDays, today } from '../../../../lib/format';
import { renderUi, setupI18n } from '../../../../test/render';
import { CorrectVehicleRequestForm } from './correct-vehicle-request-form';

const observed = (over: Partial<VehicleRequestRow> = {}): VehicleRequestRow => ({
  requestId: 'VR1',
  code: 'SOV-00000001',
  vehicleId: 'C4M-220',
  plate: 'C4M-220',
  vehicleType: 'Camión grúa',
  companyId: 'EMP-MEASAC',
  companyName: 'Montajes Electromecánicos Andinos S.A.C.',
  contractId: 'CTR-2026-003',
  contractCode: 'CTR-2026-003',
  clientId: 'MINERA-ANDINA',
  startDate: plusDays(today(), 1),
  endDate: plusDays(today(), 30),
  observation: 'Grúa para el montaje',
  status: 'O',
  submittedBy: 'SOLICITANTE',
  submittedAt: '2026-11-20T10:00:00Z',
  decidedBy: 'APROBADOR',
  decidedAt: '2026-11-20T11:00:00Z',
  lastComment: 'La revisión técnica vence esta semana',
  version: 2,
  ...over,
});

describe('CorrectVehicleRequestForm', () => {
  it("shows the approver's observation and sends the request with its period and observation", async () => {
    await setupI18n('es');
    const sent: CorrectVehicleRequestBody[] = [];
    const correct = jest.fn((body: CorrectVehicleRequestBody) => {
      sent.push(body);
      return Promise.resolve({ id: 'VR1', revision: 3, position: 11 });
    });
    const onCorrected = jest.fn();
    renderUi(
      <CorrectVehicleRequestForm
        request={observed()}
        onCorrected={onCorrected}
        onCancel={jest.fn()}
        correct={correct}
      />,
    );
    expect(screen.getByTestId('correct-vehicle-comment').textContent).toContain(
      'La revisión técnica vence esta semana',
    );
    expect(screen.getByText('C4M-220 · Camión grúa · contrato CTR-2026-003')).toBeTruthy();
    fireEvent.change(screen.getByTestId('correct-vehicle-observation'), {
      target: { value: 'Revisión técnica renovada' },
    });
    fireEvent.click(screen.getByTestId('correct-vehicle-submit'));
    await waitFor(() =>
      expect(onCorrected).toHaveBeenCalledWith({ id: 'VR1', revision: 3, position: 11 }),
    );
    expect(sent).toEqual([
      expect.objectContaining({
        requestId: 'VR1',
        startDate: plusDays(today(), 1),
        endDate: plusDays(today(), 30),
        observation: 'Revisión técnica renovada',
      }),
    ]);
  });

  it('moves a start already past to today (a request cannot start before today)', async () => {
    await setupI18n('en');
    const correct = jest.fn(() => Promise.resolve({ id: 'VR1', revision: 3, position: 11 }));
    renderUi(
      <CorrectVehicleRequestForm
        request={observed({ startDate: '2026-01-05' })}
        onCorrected={jest.fn()}
        onCancel={jest.fn()}
        correct={correct}
      />,
    );
    fireEvent.click(screen.getByTestId('correct-vehicle-submit'));
    await waitFor(() => expect(correct).toHaveBeenCalled());
    expect(correct).toHaveBeenCalledWith(expect.objectContaining({ startDate: today() }));
  });

  it('refuses an end before the start with the spec message and sends nothing', async () => {
    await setupI18n('es');
    const correct = jest.fn();
    renderUi(
      <CorrectVehicleRequestForm
        request={observed({ startDate: plusDays(today(), 10), endDate: plusDays(today(), 2) })}
        onCorrected={jest.fn()}
        onCancel={jest.fn()}
        correct={correct}
      />,
    );
    fireEvent.click(screen.getByTestId('correct-vehicle-submit'));
    expect(
      await screen.findByText('La fecha fin no puede ser menor que la fecha inicio.'),
    ).toBeTruthy();
    expect(correct).not.toHaveBeenCalled();
  });
});
