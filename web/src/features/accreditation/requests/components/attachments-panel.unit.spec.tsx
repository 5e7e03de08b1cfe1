import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { API, FILE_MAX_BYTES, type RequestRow } from '@faena/contracts';
import { notifyError } from '../../../../lib/notify';
import { jsonResponse, renderUi, setupI18n } from '../../../../test/render';
import { AttachmentsPanel } from './attachments-panel';
import { sentJson } from '../../../../test/fetch';

jest.mock('../../../../lib/notify', () => ({
  ...jest.requireActual('../../../../lib/notify'),
  notifyError: jest.fn(),
}));

const row = (over: Partial<RequestRow> = {}): RequestRow => ({
  requestId: 'R1',
  code: 'SOL-00000001',
  personId: 'P1',
  personName: 'Ana Quispe',
  documentNumber: '45678912',
  companyId: 'CO1',
  companyName: 'Andes Servicios',
  contractId: 'K1',
  contractCode: 'CT-001',
  clientId: 'C1',
  divisionId: 'D1',
  place: 'TOQUEPALA',
  profile: 'OPERATIVO',
  organisationalUnit: 'UO-MINA',
  costCenter: 'CC-1001',
  positionId: 'CAR-OPC',
  positionName: 'Operador de Camión',
  function: 'ACARREO',
  startDate: '2026-12-01',
  endDate: '2026-12-31',
  reason: 'Ingreso',
  observation: '',
  status: 'P',
  submittedBy: 'SOLICITANTE',
  submittedAt: '2026-11-20T10:00:00.000Z',
  decidedBy: null,
  decidedAt: null,
  lastComment: '',
  attachments: [],
  version: 3,
  ...over,
});
const examen = { attachmentId: 'A1', fileName: 'examen.pdf', size: 2048 };

let calls: Array<{ url: string; method: string; body: unknown }>;
beforeEach(async () => {
  jest.clearAllMocks();
  calls = [];
  globalThis.fetch = jest.fn((url: string, init: RequestInit = {}) => {
    calls.push({
      url,
      method: init.method ?? 'GET',
      body: sentJson(init),
    });
    if (url.startsWith(API.attachRequestFile.path))
      return Promise.resolve(
        jsonResponse(201, { result: { id: 'R1', revision: 1, position: 77, attachmentId: 'A2' } }),
      );
    if (url.startsWith(API.removeRequestAttachment.path))
      return Promise.resolve(
        jsonResponse(200, { result: { id: 'R1', revision: 2, position: 78 } }),
      );
    return Promise.resolve(jsonResponse(404, {}));
  }) as unknown as typeof fetch;
  await setupI18n('es');
});

/** Chooses a file in the panel's file input and lets the check run. */
async function choose(file: File) {
  const input = document.querySelector('input[type="file"]')!;
  await act(async () => {
    fireEvent.change(input, { target: { files: [file] } });
    await new Promise((r) => setTimeout(r, 20));
  });
}
const pdfFile = (name = 'induccion.pdf') =>
  new File(['%PDF-1.4\n%%EOF\n'], name, { type: 'application/pdf' });

describe('AttachmentsPanel', () => {
  it('says in the spec words that the request has no file yet', () => {
    renderUi(<AttachmentsPanel request={row()} onChanged={jest.fn()} />);
    expect(screen.getByTestId('attachments-none').textContent).toBe(
      'La solicitud no cuenta con archivo adjunto',
    );
  });

  it('refuses a file that is not a PDF by its content, whatever its name, and sends nothing', async () => {
    renderUi(<AttachmentsPanel request={row()} onChanged={jest.fn()} />);
    await choose(new File(['MZ executable'], 'examen.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Solo se permiten archivos PDF.')).toBeTruthy();
    expect(screen.getByTestId<HTMLButtonElement>('attachment-upload').disabled).toBe(true);
    expect(calls).toEqual([]);
  });

  it('refuses a file over the limit with the spec message', async () => {
    renderUi(<AttachmentsPanel request={row()} onChanged={jest.fn()} />);
    await choose(
      new File([new Uint8Array(FILE_MAX_BYTES + 1)], 'grande.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByText('Los archivos deben pesar menos de 0.5 MB')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('sends a PDF as fileName + contentBase64 and reports the result', async () => {
    const onChanged = jest.fn(() => Promise.resolve());
    renderUi(<AttachmentsPanel request={row()} onChanged={onChanged} />);
    await choose(pdfFile());
    await act(async () => {
      fireEvent.click(screen.getByTestId('attachment-upload'));
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(calls).toEqual([
      {
        url: API.attachRequestFile.path,
        method: 'POST',
        body: {
          commandId: expect.any(String),
          requestId: 'R1',
          file: { fileName: 'induccion.pdf', contentBase64: btoa('%PDF-1.4\n%%EOF\n') },
          urlPath: '/',
        },
      },
    ]);
    await waitFor(() =>
      expect(onChanged).toHaveBeenCalledWith(
        expect.objectContaining({ position: 77, attachmentId: 'A2' }),
        'attachments.added',
      ),
    );
  });

  it('lists the files; a pending request keeps them (no removal), an observed one lets one go', async () => {
    const { unmount } = renderUi(
      <AttachmentsPanel request={row({ attachments: [examen] })} onChanged={jest.fn()} />,
    );
    expect(screen.getByTestId('attachment-open-A1').textContent).toBe('examen.pdf');
    expect(screen.queryByTestId('attachment-remove-A1')).toBeNull();
    unmount();
    const onChanged = jest.fn(() => Promise.resolve());
    renderUi(
      <AttachmentsPanel
        request={row({ status: 'O', attachments: [examen] })}
        onChanged={onChanged}
      />,
    );
    await act(async () => {
      fireEvent.click(screen.getByTestId('attachment-remove-A1'));
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(calls).toEqual([
      {
        url: API.removeRequestAttachment.path,
        method: 'POST',
        body: { commandId: expect.any(String), requestId: 'R1', attachmentId: 'A1', urlPath: '/' },
      },
    ]);
    expect(onChanged).toHaveBeenCalledWith(
      expect.objectContaining({ position: 78 }),
      'attachments.removed',
    );
  });

  it('offers nothing to change on an approved request, in English too', async () => {
    await setupI18n('en');
    renderUi(
      <AttachmentsPanel
        request={row({ status: 'A', attachments: [examen] })}
        onChanged={jest.fn()}
      />,
    );
    expect(screen.queryByTestId('attachment-upload')).toBeNull();
    expect(
      screen.getByText('The request was already attended: its files cannot be changed.'),
    ).toBeTruthy();
  });

  it('shows the server refusal through the dialog handler', async () => {
    globalThis.fetch = jest.fn(() =>
      Promise.resolve(
        jsonResponse(422, {
          status: 422,
          code: 'accreditation.submittedNoEdit',
          title: 'x',
          message: 'Solicitud enviada, no se puede editar.',
        }),
      ),
    );
    renderUi(
      <AttachmentsPanel
        request={row({ status: 'O', attachments: [examen] })}
        onChanged={jest.fn()}
      />,
    );
    await act(async () => {
      fireEvent.click(screen.getByTestId('attachment-remove-A1'));
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(notifyError).toHaveBeenCalledWith(expect.objectContaining({ status: 422 }), 'save');
  });
});
