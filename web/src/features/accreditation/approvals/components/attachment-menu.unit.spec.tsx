import { act, fireEvent, screen } from '@testing-library/react';
import { API, type RequestRow } from '@faena/contracts';
import { warningToast } from '../../../../lib/dialog';
import { notifyError } from '../../../../lib/notify';
import { jsonResponse, renderUi, setupI18n } from '../../../../test/render';
import { AttachmentMenu } from './attachment-menu';

jest.mock('../../../../lib/dialog', () => ({
  ...jest.requireActual('../../../../lib/dialog'),
  warningToast: jest.fn(),
}));
jest.mock('../../../../lib/notify', () => ({
  ...jest.requireActual('../../../../lib/notify'),
  notifyError: jest.fn(),
}));

const row = (attachments: RequestRow['attachments']): RequestRow => ({
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
  attachments,
  version: 3,
});
const examen = { attachmentId: 'A1', fileName: 'examen.pdf', size: 2048 };

let urls: string[];
let target: { location: { href: string }; close: jest.Mock };
beforeEach(async () => {
  jest.clearAllMocks();
  urls = [];
  target = { location: { href: '' }, close: jest.fn() };
  jest.spyOn(window, 'open').mockImplementation(() => target as unknown as Window);
  URL.createObjectURL = jest.fn(() => 'blob:examen');
  globalThis.fetch = jest.fn((url: string) => {
    urls.push(url);
    return Promise.resolve(
      jsonResponse(200, {
        result: {
          fileName: 'examen.pdf',
          fileType: 'application/pdf',
          fileBase64: btoa('%PDF-1.4'),
        },
      }),
    );
  }) as unknown as typeof fetch;
  await setupI18n('es');
});

const click = async (testId: string) =>
  act(async () => {
    fireEvent.click(screen.getByTestId(testId));
    await new Promise((r) => setTimeout(r, 0));
  });

describe('the approver queue paperclip', () => {
  it('says in the spec words that the request has no attachment, and calls nothing', async () => {
    renderUi(<AttachmentMenu request={row([])} />);
    await click('attachment-R1');
    expect(warningToast).toHaveBeenCalledWith('La solicitud no cuenta con archivo adjunto');
    expect(urls).toEqual([]);
  });

  it('in English too', async () => {
    await setupI18n('en');
    renderUi(<AttachmentMenu request={row([])} />);
    await click('attachment-R1');
    expect(warningToast).toHaveBeenCalledWith('The request has no attached file');
  });

  it('opens the one attachment in a new window', async () => {
    renderUi(<AttachmentMenu request={row([examen])} />);
    await click('attachment-R1');
    expect(urls).toEqual([
      `${API.requestAttachment.path}?requestId=R1&attachmentId=A1&urlPath=%2F`,
    ]);
    expect(target.location.href).toBe('blob:examen');
  });

  it('offers a menu when there are several, and closes the window when the download fails', async () => {
    globalThis.fetch = jest.fn(() =>
      Promise.resolve(
        jsonResponse(422, {
          status: 422,
          code: 'accreditation.noAttachment',
          title: 'x',
          message: 'La solicitud no cuenta con archivo adjunto',
        }),
      ),
    );
    renderUi(
      <AttachmentMenu
        request={row([examen, { attachmentId: 'A2', fileName: 'induccion.pdf', size: 10 }])}
      />,
    );
    await click('attachment-R1');
    await click('attachment-item-A2');
    expect(target.close).toHaveBeenCalled();
    expect(notifyError).toHaveBeenCalledWith(expect.objectContaining({ status: 422 }), 'load');
  });
});
