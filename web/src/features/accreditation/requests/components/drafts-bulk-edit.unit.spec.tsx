import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { RequestRow, SaveDraftBody } from '@faena/contracts';
import { renderUi, setupI18n } from '../../../../test/render';
import { DraftsBulkEdit } from './drafts-bulk-edit';

const draft = (requestId: string, personName: string): RequestRow => ({
  requestId,
  code: `SOL-${requestId}`,
  personId: `P-${requestId}`,
  personName,
  documentNumber: '45678912',
  companyId: 'CO1',
  companyName: 'Andes Servicios',
  contractId: 'K1',
  contractCode: 'CT-001',
  clientId: 'C1',
  divisionId: 'D1',
  startDate: '',
  endDate: '',
  reason: 'Parada de planta',
  observation: '',
  place: 'TOQUEPALA',
  profile: 'OPERATIVO',
  organisationalUnit: '',
  costCenter: 'CC-1001',
  positionId: '',
  function: '',
  positionName: '',
  status: 'I',
  submittedBy: 'SOLICITANTE',
  submittedAt: '2026-03-01T10:00:00.000Z',
  decidedBy: null,
  decidedAt: null,
  lastComment: '',
  attachments: [],
  version: 3,
});
const drafts = [draft('D1', 'Ana Quispe'), draft('D2', 'Luis Mamani'), draft('D3', 'Rosa Ccori')];

describe('mass edit (EM) of drafts', () => {
  it('sets the dates on each ticked draft through its own command, keeping its other values', async () => {
    await setupI18n('es');
    let position = 10;
    const save = jest.fn((body: SaveDraftBody) =>
      Promise.resolve({ id: body.requestId ?? '', revision: 1, position: ++position }),
    );
    const onSaved = jest.fn(() => Promise.resolve());
    renderUi(<DraftsBulkEdit drafts={drafts} onSaved={onSaved} save={save} />);
    expect(screen.getByTestId<HTMLButtonElement>('em-apply').disabled).toBe(true);
    fireEvent.click(screen.getByTestId('em-select-D1'));
    fireEvent.click(screen.getByTestId('em-select-D3'));
    fireEvent.change(screen.getByTestId('em-start'), { target: { value: '2026-04-01' } });
    fireEvent.change(screen.getByTestId('em-end'), { target: { value: '2026-04-20' } });
    expect(screen.getByTestId('em-apply').textContent).toBe('Guardar en 2 borradores');
    await act(async () => {
      fireEvent.click(screen.getByTestId('em-apply'));
      await Promise.resolve();
    });
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(12));
    expect(save.mock.calls.map(([b]) => [b.requestId, b.startDate, b.endDate])).toEqual([
      ['D1', '2026-04-01', '2026-04-20'],
      ['D3', '2026-04-01', '2026-04-20'],
    ]);
    const [first, second] = save.mock.calls.map(([b]) => b);
    expect(first).toMatchObject({
      personId: 'P-D1',
      reason: 'Parada de planta',
      place: 'TOQUEPALA',
    });
    expect(first?.commandId).not.toBe(second?.commandId);
  });

  it('says there is nothing to edit without drafts', async () => {
    await setupI18n('en');
    renderUi(<DraftsBulkEdit drafts={[]} onSaved={jest.fn()} save={jest.fn()} />);
    expect(screen.getByText('You have no incomplete requests (drafts).')).toBeTruthy();
  });
});
