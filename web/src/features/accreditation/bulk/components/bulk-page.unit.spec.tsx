import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  API,
  type BulkBatchView,
  type BulkProgress,
  type BulkRowView,
  type ChangeMessage,
  type SessionUser,
} from '@faena/contracts';
import { useLiveRoom } from '../../../../hooks/use-live-room';
import { sentJson, urlText } from '../../../../test/fetch';
import { jsonResponse, renderUi, setupI18n } from '../../../../test/render';
import { useSession } from '../../../../stores/session.store';
import { BulkPage } from './bulk-page';

jest.setTimeout(30_000);
jest.mock('../../../../hooks/use-live-room', () => ({ useLiveRoom: jest.fn() }));

const values = {
  documentType: 'DNI',
  documentNumber: '71000001',
  surnames: 'Rojas',
  names: 'Ana',
  gender: 'F',
  birthDate: '',
  startDate: '2026-11-23',
  endDate: '2029-01-01',
  reason: 'Parada',
  observation: '',
  organisationalUnit: 'UO-MINA',
  costCenter: 'CC-1001',
  positionId: 'CAR-OPC',
  function: 'ACARREO',
};
const row = (over: Partial<BulkRowView>): BulkRowView => ({
  row: 1,
  values,
  status: 'successful',
  issues: [],
  personId: null,
  requestId: null,
  code: null,
  ...over,
});
const view: BulkBatchView = {
  batchId: 'B1',
  userId: 'SOLICITANTE',
  clientId: 'MINERA-ANDINA',
  companyId: 'EMP-MINERA-ANDINA',
  contractId: 'CTR-2026-000',
  profile: 'OPERATIVO',
  place: 'TOQUEPALA',
  fileName: 'personas.xlsx',
  phase: 'validated',
  total: 2,
  done: 2,
  counts: { loaded: 0, observed: 1, successful: 1, processed: 0 },
  rows: [
    row({ row: 1 }),
    row({
      row: 2,
      status: 'observed',
      issues: [{ field: 'endDate', message: 'errors:accreditation.outsideContract' }],
    }),
  ],
  version: 10,
};
const calls = (path: string) =>
  jest.mocked(fetch).mock.calls.filter(([url]) => urlText(url).startsWith(path));

beforeEach(async () => {
  await setupI18n('es');
  useSession.getState().signIn({ accessToken: 'a', refreshToken: 'r-00000001' }, {
    username: 'SOLICITANTE',
    profile: { clientId: 'MINERA-ANDINA', companyId: null, permissions: ['request.submit'] },
  } as unknown as SessionUser);
  jest.mocked(useLiveRoom).mockReset();
  globalThis.fetch = jest.fn((url: string) => {
    const path = urlText(url);
    if (path.startsWith(API.bulkUpload.path))
      return Promise.resolve(
        jsonResponse(201, {
          result: { id: 'B1', revision: 0, position: 9, batchId: 'B1', total: 2 },
        }),
      );
    if (path.startsWith(API.bulkBatch.path))
      return Promise.resolve(jsonResponse(200, { result: view }));
    if (path.startsWith(API.bulkFixRow.path))
      return Promise.resolve(
        jsonResponse(200, { result: { id: 'B1', revision: 3, position: 12 } }),
      );
    return Promise.resolve(jsonResponse(200, { result: [] }));
  }) as unknown as typeof fetch;
});

async function uploadFile() {
  renderUi(<BulkPage />);
  fireEvent.click(screen.getByTestId('bulk-tab-file'));
  const input = document.querySelector('input[type="file"]')!;
  const file = new File([new Uint8Array([0x50, 0x4b, 3, 4])], 'personas.xlsx');
  fireEvent.change(input, { target: { files: [file] } });
  fireEvent.click(screen.getByTestId('bulk-upload'));
  return screen.findByTestId('bulk-row-2', {}, { timeout: 10_000 });
}

describe('BulkPage', () => {
  it("asks for a file before uploading ('Debe seleccionar un archivo')", async () => {
    renderUi(<BulkPage />);
    fireEvent.click(screen.getByTestId('bulk-tab-file'));
    fireEvent.click(screen.getByTestId('bulk-upload'));
    expect(await screen.findByText('Debe seleccionar un archivo')).toBeTruthy();
    expect(calls(API.bulkUpload.path)).toHaveLength(0);
  });

  it('uploads the bytes and shows each row with its status and its observation', async () => {
    const observed = within(await uploadFile());
    const [, init] = calls(API.bulkUpload.path)[0]!;
    expect((init?.headers as Record<string, string>)['Content-Type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(init?.body).toBeInstanceOf(Blob);
    expect(observed.getByText('Observado')).toBeTruthy();
    expect(
      observed.getByText('Fecha fin: La fecha fin debe estar dentro de las fechas del contrato.', {
        exact: false,
      }),
    ).toBeTruthy();
    expect(screen.getByTestId('bulk-progress').textContent).toBe(
      'Validación terminada: 2 de 2 filas',
    );
  });

  it('fixes an observed row in place: the row is sent with its new values', async () => {
    await uploadFile();
    fireEvent.click(screen.getByTestId('bulk-fix-2'));
    fireEvent.change(screen.getByTestId('bulk-fix-field-endDate'), {
      target: { value: '2026-12-20' },
    });
    fireEvent.click(screen.getByTestId('bulk-fix-save'));
    await waitFor(() => expect(calls(API.bulkFixRow.path)).toHaveLength(1));
    expect(sentJson(calls(API.bulkFixRow.path)[0]![1])).toMatchObject({
      batchId: 'B1',
      row: 2,
      values: { ...values, endDate: '2026-12-20' },
    });
  });

  it('moves the progress bar with each push of the bulk room', async () => {
    await uploadFile();
    const [room, onMessage] = jest.mocked(useLiveRoom).mock.calls.at(-1)!;
    expect(room).toBe('bulk:SOLICITANTE');
    const { rows: _rows, ...progress } = view;
    const push: ChangeMessage<BulkProgress> = {
      room: 'bulk:SOLICITANTE',
      kind: 'bulk.progress',
      position: 20,
      payload: { ...progress, phase: 'sending', done: 1, version: 20 },
    };
    (onMessage as (m: ChangeMessage<BulkProgress>) => void)(push);
    expect(await screen.findByText('Enviando 1 de 2 filas', {}, { timeout: 5_000 })).toBeTruthy();
  });
});
