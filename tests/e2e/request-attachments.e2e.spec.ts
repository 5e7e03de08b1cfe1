import { API, type CommandResult } from '@faena/contracts';
import { PDFS } from '@faena/test-kit';
import { ApiClient } from './support/api';
import { DEMO_REQUEST_PICKED, open, screenshot, signedInSession } from './support/browser';
import { browserSuite } from './support/suite';

jest.setTimeout(120_000);

const isoDate = (daysFromNow: number) =>
  new Date(Date.now() + daysFromNow * 86_400_000).toISOString().slice(0, 10);
/** A small but real PDF (the server parses the content; the name does not count). */
const PDF = PDFS.valid('examen');

const suite = browserSuite();

describe('a request attachment (domain spec §3, §5, §8)', () => {
  it('is refused when it is no PDF, attached when it is, and opened by the approver from the queue', async () => {
    const approver = await ApiClient.signIn(suite.server.url, 'APROBADOR');
    const requester = await ApiClient.signIn(suite.server.url, 'SOLICITANTE');
    const requested = new Set((await approver.requests()).map((r) => r.personId));
    const person = (await approver.people()).find(
      (p) => p.condition === 'TRABAJADOR' && !requested.has(p.personId),
    );
    const contract = (await requester.contracts()).find((c) => c.endDate >= isoDate(40));
    if (!person || !contract)
      throw new Error('the demo data has no worker without a request or no open contract');
    const body = {
      commandId: `e2e-att-${Date.now()}`,
      personId: person.personId,
      contractId: contract.contractId,
      startDate: isoDate(1),
      endDate: isoDate(30),
      reason: 'Prueba de adjuntos',
      ...DEMO_REQUEST_PICKED,
    };
    const requestId = (await requester.post<CommandResult>(API.submitRequest.path, body)).id;

    const session = await signedInSession(suite.browser, suite.server.url, 'SOLICITANTE');
    const page = session.page;
    await open(page, '/movilizacion/solicitudes', 'my-requests-grid');
    await page.getByTestId(`attachments-${requestId}`).click();
    const panel = page.getByTestId('attachments-panel');
    await panel.getByTestId('attachments-none').waitFor();
    expect(await panel.getByTestId('attachments-none').textContent()).toBe(
      'La solicitud no cuenta con archivo adjunto',
    );
    const input = panel.locator('input[type="file"]');
    await input.setInputFiles({
      name: 'examen.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('no soy un PDF'),
    });
    expect(await panel.getByTestId('attachment-upload').isDisabled()).toBe(true);
    await input.setInputFiles({
      name: 'examen-medico.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await panel.getByTestId('attachment-upload').click();
    await panel.getByTestId('attachments-table').getByText('examen-medico.pdf').waitFor();
    await screenshot(page, 'request-attachment-es');
    await session.context.close();

    const queue = await signedInSession(suite.browser, suite.server.url, 'APROBADOR');
    await open(queue.page, '/movilizacion/aprobaciones', 'queue-grid');
    const downloaded = queue.page.waitForResponse((r) =>
      r.url().includes(API.requestAttachment.path),
    );
    await queue.page.getByTestId(`attachment-${requestId}`).click();
    const file = (
      (await (await downloaded).json()) as {
        result: { fileName: string; fileType: string; fileBase64: string };
      }
    ).result;
    expect({ ...file, fileBase64: Buffer.from(file.fileBase64, 'base64').equals(PDF) }).toEqual({
      fileName: 'examen-medico.pdf',
      fileType: 'application/pdf',
      fileBase64: true,
    });
    await queue.context.close();
  });
});
