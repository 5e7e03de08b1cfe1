import { request } from 'node:http';
import {
  addDays,
  API,
  FILE_MAX_BYTES,
  STREAMS,
  translate,
  type DownloadedFile,
  type RequestRow,
} from '@faena/contracts';
import { BlobStore, deterministicUuid, EventStore, FixedClock } from '@faena/core';
import {
  closeTestApp,
  callsAs,
  givenPeople,
  newCommandId,
  PDFS,
  startTestApp,
  typesIn,
  type Calls,
  type TestApp,
  REQUEST_PICKED,
} from '@faena/test-kit';
import { requestAttachmentKey } from '../../../services/api/src/accreditation/commands/attach-request-file/attach-request-file.handler';

// domain spec §3 (a request's attachments), §5 (PDF only, the size limit message), §8 ('La
// solicitud no cuenta con archivo adjunto'); shell spec §3 (downloaded file)
jest.setTimeout(60_000);

const TODAY = '2026-11-23';
const CONTRACT = 'CTR-2026-000';

let t: TestApp;
let store: EventStore;
let blobs: BlobStore;
let solicitante: Calls;
let aprobador: Calls;
let contratista: Calls;
let monitor: Calls;

type Answer = { status: number; body: unknown };
type Issue = { path: string; text: string };
const pdf = (text: string) => PDFS.valid(text);
const fileOf = (bytes: Buffer, fileName = 'examen-medico.pdf') => ({
  fileName,
  contentBase64: bytes.toString('base64'),
});
/** The file to attach (a PDF by default) and the command's id (a new one by default). */
interface Attachment {
  file?: ReturnType<typeof fileOf>;
  commandId?: string;
}
const attach = (
  calls: Calls,
  requestId: string,
  { file = fileOf(pdf('examen')), commandId = newCommandId('att') }: Attachment = {},
) => calls.post(API.attachRequestFile.path, { commandId, requestId, file });
const detach = (calls: Calls, requestId: string, attachmentId: string) =>
  calls.post(API.removeRequestAttachment.path, {
    commandId: newCommandId('det'),
    requestId,
    attachmentId,
  });
const download = (calls: Calls, requestId: string, attachmentId?: string) =>
  calls.get(API.requestAttachment.path, attachmentId ? { requestId, attachmentId } : { requestId });
const resultOf = (res: Answer) => (res.body as { result: unknown }).result;
const expectProblem = (res: Answer, status: number, code: string) => {
  expect({ status: res.status, code: (res.body as { code: string }).code }).toEqual({
    status,
    code,
  });
  if (status === 422)
    expect((res.body as { message: string }).message).toBe(translate(`errors:${code}`));
};
const issuesOf = (res: Answer) =>
  ((res.body as { issues?: Issue[] }).issues ?? []).map((i) => [i.path, i.text]);
const rowOf = async (requestId: string, afterPosition: number) =>
  resultOf(await solicitante.get(API.getRequest.path, { requestId, afterPosition })) as RequestRow;

/** A POST whose JSON body goes in 64 KB chunks with Transfer-Encoding: chunked (no Content-Length). */
function postChunked(path: string, token: string, body: object): Promise<Answer> {
  const bytes = Buffer.from(JSON.stringify(body));
  return new Promise((resolve, reject) => {
    const req = request(
      `${t.url}${path}`,
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'transfer-encoding': 'chunked',
        },
      },
      (res) => {
        const parts: Buffer[] = [];
        res.on('data', (c: Buffer) => parts.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: JSON.parse(Buffer.concat(parts).toString() || 'null') as unknown,
          }),
        );
      },
    );
    req.on('error', reject);
    for (let i = 0; i < bytes.length; i += 64 * 1024) req.write(bytes.subarray(i, i + 64 * 1024));
    req.end();
  });
}

let people = 0;
const submit = async (): Promise<string> => {
  people += 1;
  const body = {
    commandId: newCommandId('sub'),
    personId: `ATT-${people}`,
    contractId: CONTRACT,
    startDate: TODAY,
    endDate: addDays(TODAY, 90),
    reason: 'Ingreso a faena',
    ...REQUEST_PICKED,
  };
  const res = await solicitante.post(API.submitRequest.path, body);
  expect(res.status).toBe(201);
  return (resultOf(res) as { id: string }).id;
};
const draft = async (): Promise<{ requestId: string; personId: string }> => {
  people += 1;
  const personId = `ATT-${people}`;
  const res = await solicitante.post(API.saveDraft.path, {
    commandId: newCommandId('drf'),
    personId,
    contractId: CONTRACT,
  });
  expect(res.status).toBe(201);
  return { requestId: (resultOf(res) as { id: string }).id, personId };
};

beforeAll(async () => {
  t = await startTestApp({ clock: new FixedClock(new Date(`${TODAY}T12:00:00Z`)) });
  store = t.app.get(EventStore);
  blobs = t.app.get(BlobStore);
  [solicitante, aprobador, contratista, monitor] = [
    'SOLICITANTE',
    'APROBADOR',
    'CONTRATISTA',
    'MONITOR',
  ].map((u) => callsAs(t, u)) as [Calls, Calls, Calls, Calls];
  await givenPeople(
    store,
    'att-people',
    Array.from({ length: 20 }, (_, i) => ({
      personId: `ATT-${i + 1}`,
      companyId: 'EMP-MINERA-ANDINA',
    })),
  );
});
afterAll(() => closeTestApp(t));

describe('POST adjuntar, then GET adjunto', () => {
  it('attaches a PDF: the row lists it and the approver downloads the same bytes', async () => {
    const requestId = await submit();
    const bytes = pdf('examen médico ocupacional');
    const res = await attach(solicitante, requestId, { file: fileOf(bytes) });
    expect(res.status).toBe(201);
    const { attachmentId, position } = resultOf(res) as { attachmentId: string; position: number };
    expect((await rowOf(requestId, position)).attachments).toEqual([
      { attachmentId, fileName: 'examen-medico.pdf', size: bytes.length },
    ]);
    const queue = resultOf(
      await aprobador.get(API.listRequests.path, {
        afterPosition: position,
        filter: JSON.stringify([['code', '=', (await rowOf(requestId, position)).code]]),
      }),
    ) as { data: RequestRow[] };
    expect(queue.data.map((r) => r.attachments)).toEqual([
      [{ attachmentId, fileName: 'examen-medico.pdf', size: bytes.length }],
    ]);

    for (const answer of [
      await download(aprobador, requestId, attachmentId),
      await download(aprobador, requestId),
    ]) {
      expect(answer.status).toBe(200);
      const file = resultOf(answer) as DownloadedFile;
      expect({ ...file, fileBase64: undefined }).toEqual({
        fileName: 'examen-medico.pdf',
        fileType: 'application/pdf',
        fileBase64: undefined,
      });
      expect(Buffer.from(file.fileBase64, 'base64').equals(bytes)).toBe(true);
    }
    const [added] = (await store.readStream(STREAMS.request(requestId))).filter(
      (e) => e.type === 'accreditation.RequestAttachmentAdded',
    );
    expect(added?.data).toMatchObject({
      attachmentId,
      size: bytes.length,
      blobKey: requestAttachmentKey(requestId, attachmentId),
      sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
  });

  it('refuses bytes that are not a PDF, whatever the name, on the file field and writes nothing', async () => {
    const requestId = await submit();
    const before = await store.headPosition();
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    for (const file of [
      fileOf(png, 'examen.pdf'),
      fileOf(Buffer.from('MZ not a pdf'), 'examen.pdf'),
      { fileName: 'x.pdf', contentBase64: '***' },
    ]) {
      const commandId = newCommandId('bad');
      const res = await attach(solicitante, requestId, { file, commandId });
      expect(res.status).toBe(400);
      expect(issuesOf(res)).toEqual([['file.contentBase64', 'Solo se permiten archivos PDF.']]);
      expect(
        await blobs.get(
          requestAttachmentKey(requestId, deterministicUuid('accreditation.attachment', commandId)),
        ),
      ).toBeNull();
    }
    expect(await store.headPosition()).toBe(before);
  });

  it('refuses a PDF that does not parse, or carries scripts, launch actions or embedded files, and writes nothing', async () => {
    const requestId = await submit();
    const before = await store.headPosition();
    const unreadable = 'Solo se permiten archivos PDF.';
    const active = translate('administration:pdfActiveContent');
    const cases: Array<[Buffer, string]> = [
      [PDFS.garbage(), unreadable],
      [PDFS.truncated(), unreadable],
      [PDFS.javaScriptOpenAction(), active],
      [PDFS.javaScriptLink(), active],
      [PDFS.launch(), active],
      [PDFS.launchInObjectStream(), active],
      [PDFS.embeddedFile(), active],
    ];
    for (const [bytes, text] of cases) {
      const commandId = newCommandId('bad');
      const res = await attach(solicitante, requestId, { file: fileOf(bytes), commandId });
      expect([res.status, issuesOf(res)]).toEqual([400, [['file.contentBase64', text]]]);
      expect(
        await blobs.get(
          requestAttachmentKey(requestId, deterministicUuid('accreditation.attachment', commandId)),
        ),
      ).toBeNull();
    }
    expect(await store.headPosition()).toBe(before);
  });

  it('answers the size message on the file field when the whole body is over the server limit', async () => {
    const requestId = await submit();
    const before = await store.headPosition();
    const huge = {
      fileName: 'scan.pdf',
      contentBase64: PDFS.ofSize(900 * 1024).toString('base64'),
    };
    const declared = await attach(solicitante, requestId, { file: huge });
    expect([declared.status, issuesOf(declared)]).toEqual([
      400,
      [['file.contentBase64', 'Los archivos deben pesar menos de 0.5 MB']],
    ]);
    // the same body sent chunked (no Content-Length): Fastify's parser stops it at the limit
    const chunked = await postChunked(API.attachRequestFile.path, await t.tokenFor('SOLICITANTE'), {
      commandId: newCommandId('big'),
      requestId,
      file: huge,
    });
    expect([chunked.status, issuesOf(chunked)]).toEqual([
      400,
      [['file.contentBase64', 'Los archivos deben pesar menos de 0.5 MB']],
    ]);
    expect(await store.headPosition()).toBe(before);
  });

  it('refuses a file over the limit with the spec message, by the schema and by the decoded size', async () => {
    const requestId = await submit();
    const before = await store.headPosition();
    for (const size of [600 * 1024, FILE_MAX_BYTES + 1]) {
      const big = Buffer.concat([pdf('big'), Buffer.alloc(size)]).subarray(0, size);
      const res = await attach(solicitante, requestId, { file: fileOf(big) });
      expect(res.status).toBe(400);
      expect(issuesOf(res)).toEqual([
        ['file.contentBase64', 'Los archivos deben pesar menos de 0.5 MB'],
      ]);
    }
    expect(await store.headPosition()).toBe(before);
  });

  it('is idempotent by commandId: a retry answers the same, appends nothing and stores the file once', async () => {
    const requestId = await submit();
    const put = jest.spyOn(blobs, 'put');
    try {
      const commandId = newCommandId('att');
      const first = await attach(solicitante, requestId, { file: fileOf(pdf('uno')), commandId });
      const again = await attach(solicitante, requestId, { file: fileOf(pdf('uno')), commandId });
      expect(again.body).toEqual(first.body);
      expect(put).toHaveBeenCalledTimes(1);
      expect(await typesIn(store, STREAMS.request(requestId))).toEqual([
        'accreditation.RequestSubmitted',
        'accreditation.RequestAttachmentAdded',
      ]);
      expectProblem(
        await attach(solicitante, requestId, { file: fileOf(pdf('otro')), commandId }),
        409,
        'command.conflict',
      );
    } finally {
      put.mockRestore();
    }
  });

  it('refuses an attended request with the spec message (422)', async () => {
    const requestId = await submit();
    expect(
      (await aprobador.post(API.approveRequest.path, { commandId: newCommandId('apr'), requestId }))
        .status,
    ).toBe(200);
    const before = await store.headPosition();
    expectProblem(await attach(solicitante, requestId), 422, 'accreditation.submittedNoEdit');
    expect(translate('errors:accreditation.submittedNoEdit')).toBe(
      'Solicitud enviada, no se puede editar.',
    );
    expect(await store.headPosition()).toBe(before);
  });

  it('answers 403 to another company and to a profile without request.submit, 404 to an unknown request', async () => {
    const requestId = await submit();
    expectProblem(await attach(contratista, requestId), 403, 'accreditation.otherCompany');
    expectProblem(await attach(monitor, requestId), 403, 'auth.forbidden');
    expectProblem(
      await attach(solicitante, 'no-such-request'),
      404,
      'accreditation.requestNotFound',
    );
  });
});

describe('GET adjunto without a file, and who may download', () => {
  it('answers 422 with the spec message (and its English text) when the request has no attachment', async () => {
    const requestId = await submit();
    expectProblem(await download(aprobador, requestId), 422, 'accreditation.noAttachment');
    expect(translate('errors:accreditation.noAttachment')).toBe(
      'La solicitud no cuenta con archivo adjunto',
    );
    const en = await t.request
      .get(API.requestAttachment.path)
      .query({ requestId })
      .set('Authorization', `Bearer ${await t.tokenFor('APROBADOR')}`)
      .set('Accept-Language', 'en');
    expect((en.body as { message: string }).message).toBe('The request has no attached file');
  });

  it('lets the requester and request.readAll download; to anyone else the request does not exist', async () => {
    const requestId = await submit();
    const { attachmentId } = resultOf(await attach(solicitante, requestId)) as {
      attachmentId: string;
    };
    expect((await download(solicitante, requestId, attachmentId)).status).toBe(200);
    expectProblem(await download(contratista, requestId), 404, 'accreditation.requestNotFound');
    expectProblem(
      await download(aprobador, requestId, 'no-such-attachment'),
      404,
      'accreditation.attachmentNotFound',
    );
  });
});

describe('POST quitarAdjunto', () => {
  it('removes one from a draft, which keeps the rest when it is sent', async () => {
    const { requestId, personId } = await draft();
    const first = resultOf(
      await attach(solicitante, requestId, { file: fileOf(pdf('a'), 'a.pdf') }),
    ) as {
      attachmentId: string;
    };
    const second = resultOf(
      await attach(solicitante, requestId, { file: fileOf(pdf('b'), 'b.pdf') }),
    ) as {
      attachmentId: string;
      position: number;
    };
    const removed = await detach(solicitante, requestId, first.attachmentId);
    expect(removed.status).toBe(200);
    const sent = await solicitante.post(API.submitRequest.path, {
      commandId: newCommandId('snd'),
      requestId,
      personId,
      contractId: CONTRACT,
      startDate: TODAY,
      endDate: addDays(TODAY, 30),
      reason: 'Ingreso',
      ...REQUEST_PICKED,
    });
    expect(sent.status).toBe(201);
    const row = await rowOf(requestId, (resultOf(sent) as { position: number }).position);
    expect({
      status: row.status,
      files: row.attachments.map((a) => [a.attachmentId, a.fileName]),
    }).toEqual({ status: 'P', files: [[second.attachmentId, 'b.pdf']] });
    expect((resultOf(await download(aprobador, requestId)) as DownloadedFile).fileName).toBe(
      'b.pdf',
    );
  });

  it('refuses while the request is pending (with the approver) with the spec message', async () => {
    const requestId = await submit();
    const { attachmentId } = resultOf(await attach(solicitante, requestId)) as {
      attachmentId: string;
    };
    expectProblem(
      await detach(solicitante, requestId, attachmentId),
      422,
      'accreditation.submittedNoEdit',
    );
    expectProblem(
      await detach(contratista, requestId, attachmentId),
      403,
      'accreditation.otherCompany',
    );
  });

  it('removes from an observed request; then the download says there is none', async () => {
    const requestId = await submit();
    const { attachmentId } = resultOf(await attach(solicitante, requestId)) as {
      attachmentId: string;
    };
    expect(
      (
        await aprobador.post(API.observeRequest.path, {
          commandId: newCommandId('obs'),
          requestId,
          comment: 'Falta firma',
        })
      ).status,
    ).toBe(200);
    expect((await detach(solicitante, requestId, attachmentId)).status).toBe(200);
    expectProblem(
      await detach(solicitante, requestId, attachmentId),
      404,
      'accreditation.attachmentNotFound',
    );
    expectProblem(await download(aprobador, requestId), 422, 'accreditation.noAttachment');
    expect(await typesIn(store, STREAMS.request(requestId))).toEqual([
      'accreditation.RequestSubmitted',
      'accreditation.RequestAttachmentAdded',
      'accreditation.RequestObserved',
      'accreditation.RequestAttachmentRemoved',
    ]);
  });
});
