import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import type { MassDecideDemobilizationBody, MassDemobilizationRow } from '@faena/contracts';
import { renderUi, setupI18n } from '../../../../test/render';
import { MASS_CHUNK } from '../api/mass-demobilization.api';
import { QueueBulkApprove } from './queue-bulk-approve';

jest.setTimeout(30_000);

const ids = Array.from({ length: MASS_CHUNK + 3 }, (_, i) => `D${String(i + 1)}`);
const codes = new Map(ids.map((id) => [id, `DES-${id}`]));

beforeEach(() => setupI18n('es'));

describe('QueueBulkApprove', () => {
  it('approves the ticked ones in chunks under one commandId and lists what each released', async () => {
    const bodies: MassDecideDemobilizationBody[] = [];
    const approve = jest.fn((body: MassDecideDemobilizationBody) => {
      bodies.push(body);
      return Promise.resolve(
        body.demobilizationIds.map((id): MassDemobilizationRow =>
          id === 'D2'
            ? { key: id, ok: false, error: 'demobilization.notPending', message: 'Ya atendida.' }
            : {
                key: id,
                ok: true,
                demobilizationId: id,
                released: [{ kind: 'door', ref: 'R', label: '', from: '2026-11-29', to: null }],
              },
        ),
      );
    });
    const onDone = jest.fn();
    renderUi(<QueueBulkApprove ids={ids} codes={codes} onDone={onDone} approve={approve} />);
    fireEvent.click(screen.getByText(`Aprobar seleccionadas (${String(ids.length)})`));
    const result = await screen.findByTestId('queue-approve-result');
    expect(bodies.map((b) => b.demobilizationIds.length)).toEqual([MASS_CHUNK, 3]);
    expect(new Set(bodies.map((b) => b.commandId)).size).toBe(1);
    expect(result.textContent).toContain(`${String(ids.length - 1)} desmovilizaciones aprobadas`);
    expect(result.textContent).toContain('DES-D2: Ya atendida.');
    expect(screen.getByTestId('queue-released-D1').textContent).toContain('Acceso a puertas');
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
  });

  it('keeps showing the codes after the approved rows left the live queue', async () => {
    let finish: (rows: MassDemobilizationRow[]) => void = () => undefined;
    const approve = jest.fn(
      () => new Promise<MassDemobilizationRow[]>((resolve) => (finish = resolve)),
    );
    const two = ['D1', 'D2'];
    let drop: () => void = () => undefined;
    function Queue() {
      const [queue, setQueue] = useState({ ids: two, codes });
      drop = () => setQueue({ ids: [], codes: new Map() });
      return (
        <QueueBulkApprove
          ids={queue.ids}
          codes={queue.codes}
          onDone={jest.fn()}
          approve={approve}
        />
      );
    }
    renderUi(<Queue />);
    fireEvent.click(screen.getByText('Aprobar seleccionadas (2)'));
    await waitFor(() => expect(approve).toHaveBeenCalled());
    // the queue's live refetch drops the approved rows: the parent's map no longer has them
    act(() => drop());
    finish(two.map((id) => ({ key: id, ok: true, demobilizationId: id, released: [] })));
    const result = await screen.findByTestId('queue-approve-result');
    expect(result.textContent).toContain('DES-D1');
    expect(result.textContent).toContain('DES-D2');
  });

  it('offers nothing to approve while nothing is ticked', () => {
    renderUi(<QueueBulkApprove ids={[]} codes={codes} onDone={jest.fn()} approve={jest.fn()} />);
    expect(screen.getByTestId<HTMLButtonElement>('queue-approve-selected').disabled).toBe(true);
  });
});
