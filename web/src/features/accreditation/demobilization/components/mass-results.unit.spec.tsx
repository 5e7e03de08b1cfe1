import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { MassDemobilizationRow } from '@faena/contracts';
import { renderUi, setupI18n } from '../../../../test/render';
import { inChunks, MASS_CHUNK } from '../api/mass-demobilization.api';
import { MassResults } from './mass-results';

const rows: MassDemobilizationRow[] = [
  { key: 'P1', ok: true, demobilizationId: 'D1', code: 'DES-00000001' },
  { key: 'P2', ok: true, demobilizationId: 'D2', code: 'DES-00000002' },
  {
    key: 'P3',
    ok: false,
    error: 'demobilization.notAccredited',
    message: 'El trabajador no tiene una acreditación vigente para el cliente.',
  },
];
const names = new Map([
  ['P1', 'Ana Rojas · 12345678'],
  ['P2', 'Luis Mamani · 87654321'],
  ['P3', 'Eva Soto · 11223344'],
]);
const approvedRows = (ids: string[]): MassDemobilizationRow[] =>
  ids.map((id) => ({
    key: id,
    ok: true,
    demobilizationId: id,
    released:
      id === 'D1'
        ? [
            { kind: 'door', ref: 'R1', label: '', from: '2026-11-29', to: null },
            {
              kind: 'bed',
              ref: 'A1',
              label: 'Campamento Los Andes · CAM-104 · B',
              from: '2026-11-29',
              to: '2026-12-01',
            },
            {
              kind: 'seat',
              ref: 'T1#7',
              label: 'Arequipa - Faena · 06:00 · 7',
              from: '2026-11-30',
              to: '2026-11-30',
            },
          ]
        : [],
  }));

describe('MassResults', () => {
  it("shows each worker's code, and the reason a refused worker was left out", async () => {
    await setupI18n('es');
    renderUi(<MassResults rows={rows} names={names} canApprove={false} />);
    expect(screen.getByTestId('mass-row-P1').textContent).toContain('DES-00000001');
    expect(screen.getByTestId('mass-row-P3').textContent).toContain(
      'El trabajador no tiene una acreditación vigente para el cliente.',
    );
    expect(screen.queryByTestId('mass-approve')).toBeNull();
  });

  it('approves the registered ones together and lists what each cascade released', async () => {
    await setupI18n('es');
    const approve = jest.fn((body: { demobilizationIds: string[] }) =>
      Promise.resolve(approvedRows(body.demobilizationIds)),
    );
    renderUi(<MassResults rows={rows} names={names} canApprove approve={approve} />);
    await act(async () => {
      fireEvent.click(screen.getByTestId('mass-approve'));
      await new Promise((r) => setTimeout(r, 0));
    });
    await waitFor(() => expect(screen.getByTestId('released-D1')).toBeTruthy());
    expect(approve).toHaveBeenCalledTimes(1);
    expect(approve.mock.calls[0]?.[0].demobilizationIds).toEqual(['D1', 'D2']);
    const list = screen.getByTestId('released-D1').textContent;
    for (const text of [
      'Acceso a puertas',
      'Noches de cama',
      'Campamento Los Andes',
      'Asiento de bus',
    ])
      expect(list).toContain(text);
    expect(screen.getByTestId('released-D2').textContent).toBe('Nada que liberar');
  });
});

describe('inChunks', () => {
  it('sends the keys in order, in chunks, reporting the progress after each', async () => {
    const keys = Array.from({ length: MASS_CHUNK * 2 + 3 }, (_, i) => `K${i}`);
    const progress: number[] = [];
    const sent: string[][] = [];
    const rows = await inChunks(
      keys,
      (chunk) => {
        sent.push(chunk);
        return Promise.resolve(chunk);
      },
      (done) => progress.push(done),
    );
    expect(rows).toEqual(keys);
    expect(sent.map((c) => c.length)).toEqual([MASS_CHUNK, MASS_CHUNK, 3]);
    expect(progress).toEqual([MASS_CHUNK, MASS_CHUNK * 2, keys.length]);
  });
});
