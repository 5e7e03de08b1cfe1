import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CorrectVehicleRequestBody, VehicleRequestRow } from '@faena/contracts';
import { ApiError } from '../../../../lib/api-error';
import { plusDays, today, formatDate } from '../../../../lib/format';
import { vehicleRequestRow } from '../../../../test/accreditation-rows';
import { renderUi, setupI18n } from '../../../../test/render';
import { VehicleRequestsMassEdit } from './vehicle-requests-mass-edit';

const inDays = (n: number) => plusDays(today(), n);

/** An observed vehicle request of the applicant (statuses and dates as told). */
const request = (requestId: string, over: Partial<VehicleRequestRow> = {}) =>
  vehicleRequestRow({
    requestId,
    code: `SOV-${requestId}`,
    startDate: inDays(1),
    endDate: inDays(10),
    status: 'O',
    lastComment: 'Falta SOAT',
    ...over,
  });
const REQUESTS = [request('R1'), request('R2', { status: 'A', lastComment: '' }), request('R3')];

const refusal = new ApiError(
  { status: 422, code: 'vehicleRequest.notObserved', title: 'x', message: 'not observed' },
  422,
);

/** Types a date and leaves the box (it takes the typed date on blur). */
function setDate(testId: string, value: string) {
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
  fireEvent.blur(screen.getByTestId(testId));
}

beforeEach(() => setupI18n('en'));

describe('mass edit (EM) of the observed vehicle requests', () => {
  it('corrects each edited request through its own command; a refusal stays on its row', async () => {
    const correct = jest.fn((body: CorrectVehicleRequestBody) =>
      body.requestId === 'R3'
        ? Promise.reject(refusal)
        : Promise.resolve({ id: body.requestId, revision: 1, position: 21 }),
    );
    const onSaved = jest.fn(() => Promise.resolve());
    renderUi(<VehicleRequestsMassEdit requests={REQUESTS} onSaved={onSaved} correct={correct} />);
    expect(screen.queryByTestId('em-row-R2')).toBeNull();
    setDate('em-startDate-R1', inDays(2));
    setDate('em-endDate-R3', inDays(20));
    await act(async () => {
      fireEvent.click(screen.getByTestId('em-save-all'));
      await Promise.resolve();
    });
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(21));
    const sent = correct.mock.calls.map(([b]) => b);
    expect(sent.map((b) => [b.requestId, b.startDate, b.endDate])).toEqual([
      ['R1', inDays(2), inDays(10)],
      ['R3', inDays(1), inDays(20)],
    ]);
    expect(new Set(sent.map((b) => b.commandId)).size).toBe(2);
    const refusedRow = screen.getByTestId('em-row-R3');
    expect(within(refusedRow).getByTestId('em-refused-R3').textContent).toBe(
      'Refused: Only an observed vehicle request can be corrected and resent.',
    );
    expect(screen.getByTestId<HTMLInputElement>('em-endDate-R3').value).toBe(
      formatDate(inDays(20)),
    );
    expect(within(screen.getByTestId('em-row-R1')).getByText('Sent')).toBeTruthy();
  });

  it('says so when no request is observed', async () => {
    await setupI18n('es');
    renderUi(<VehicleRequestsMassEdit requests={[REQUESTS[1]!]} onSaved={jest.fn()} />);
    expect(screen.getByTestId('em-empty').textContent).toBe(
      'No tiene solicitudes de vehículos observadas por corregir.',
    );
  });
});
