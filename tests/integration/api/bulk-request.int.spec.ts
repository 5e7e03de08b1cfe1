import { io, type Socket } from 'socket.io-client';
import {
  addDays,
  API,
  bulkBatchStream,
  SOCKET_EVENTS,
  translate,
  type BulkBatchView,
  type BulkProgress,
  type ChangeMessage,
} from '@faena/contracts';
import { EventStore, FixedClock } from '@faena/core';
import {
  closeTestApp,
  newCommandId,
  REQUEST_PICKED,
  startTestApp,
  type TestApp,
} from '@faena/test-kit';
import { bulkXlsx, newPeopleRows, XLSX_TYPE } from '../../support/bulk-file';

// the int project's testTimeout does not reach the tests (Jest 30 runs them at 5 s); starting a seeded app takes longer
jest.setTimeout(90_000);

const TODAY = '2026-11-23';
// contracts of the test's own: one with no headcount limit, one with room for two people
const COMPANY = { companyId: 'EMP-MINERA-ANDINA', contractId: 'CTR-BULK-INT' };
const SMALL = { ...COMPANY, contractId: 'CTR-BULK-CUPO' };
const PICKS = { profile: REQUEST_PICKED.profile, place: REQUEST_PICKED.place };
const DATES = { startDate: TODAY, endDate: addDays(TODAY, 30) };

let t: TestApp;
let store: EventStore;

async function auth(user: string) {
  return `Bearer ${await t.tokenFor(user)}`;
}
/** Who uploads, the file's content type and the company it is for. */
interface Upload {
  user?: string;
  type?: string;
  company?: typeof COMPANY;
}
async function upload(
  bytes: Buffer,
  { user = 'SOLICITANTE', type = XLSX_TYPE, company = COMPANY }: Upload = {},
) {
  return t.request
    .post(API.bulkUpload.path)
    .query({ ...company, ...PICKS, fileName: 'personas.xlsx' })
    .set('Authorization', await auth(user))
    .set('Content-Type', type)
    .send(bytes);
}
async function batchOf(batchId: string, user = 'SOLICITANTE') {
  return t.request
    .get(API.bulkBatch.path)
    .query({ batchId })
    .set('Authorization', await auth(user));
}
async function post(path: string, body: object, user = 'SOLICITANTE') {
  return t.request
    .post(path)
    .set('Authorization', await auth(user))
    .send(body);
}
/** Reads the batch until the background work reaches the phase (the worker runs in chunks). */
async function until(batchId: string, phase: BulkBatchView['phase']): Promise<BulkBatchView> {
  for (let i = 0; i < 600; i += 1) {
    const res = await batchOf(batchId);
    const view = (res.body as { result?: BulkBatchView }).result;
    if (view?.phase === phase) return view;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`batch ${batchId} never reached ${phase}`);
}
type Answer = { body: unknown };
const batchIdOf = (res: Answer) => (res.body as { result: { batchId: string } }).result.batchId;
const rowOf = (view: BulkBatchView, row: number) => view.rows.find((r) => r.row === row)!;
const issue = (res: { body: unknown }) =>
  (res.body as { issues: Array<{ path: string; message: string; text: string }> }).issues[0];

/** The issue on `file`: its message key and the Spanish text the API answers with it. */
const fileIssue = (key: string) => ({ path: 'file', message: key, text: translate(key) });

beforeAll(async () => {
  t = await startTestApp({
    clock: new FixedClock(new Date(`${TODAY}T12:00:00Z`)),
    config: { BULK_FILE_MAX_MB: 1 },
  });
  store = t.app.get(EventStore);
  for (const [code, quota] of [
    [COMPANY.contractId, 0],
    [SMALL.contractId, 2],
  ] as const) {
    const res = await post(
      API.registerContract.path,
      {
        commandId: newCommandId('ctr'),
        code,
        companyId: COMPANY.companyId,
        subject: 'Parada de planta',
        divisionId: 'DIV-NORTE',
        startDate: addDays(TODAY, -10),
        endDate: addDays(TODAY, 365),
        quota,
      },
      'ADMIN',
    );
    if (res.status !== 201) throw new Error(`contract: ${res.status} ${JSON.stringify(res.body)}`);
  }
});
afterAll(() => closeTestApp(t));

describe('bulk request: a row that fails leaves the others', () => {
  const rows = newPeopleRows(3, 71000001, DATES);
  rows[1] = { ...rows[1]!, endDate: addDays(TODAY, 900) }; // past the contract's end
  let batchId: string;

  it('checks every row: the bad one observed with its field and message, the others successful', async () => {
    const res = await upload(await bulkXlsx(rows));
    expect(res.status).toBe(201);
    batchId = batchIdOf(res);
    expect(res.body).toMatchObject({ result: { total: 3 } });
    const view = await until(batchId, 'validated');
    expect(view.rows.map((r) => r.status)).toEqual(['successful', 'observed', 'successful']);
    expect(rowOf(view, 2).issues).toEqual([
      { field: 'endDate', message: 'errors:accreditation.outsideContract' },
    ]);
    expect(view).toMatchObject({ done: 3, total: 3 });
  });

  it('sends the successful rows as requests, each with its code; the observed row stays', async () => {
    const sent = await post(API.bulkSend.path, { commandId: newCommandId('bulk'), batchId });
    expect(sent.status).toBe(200);
    const view = await until(batchId, 'sent');
    expect(view.rows.map((r) => r.status)).toEqual(['processed', 'observed', 'processed']);
    const first = rowOf(view, 1);
    expect(first.code).toMatch(/^SOL-/);
    const request = await t.request
      .get(API.getRequest.path)
      .query({ requestId: first.requestId, afterPosition: view.version })
      .set('Authorization', await auth('SOLICITANTE'));
    expect(request.body).toMatchObject({
      result: { status: 'P', personId: first.personId, contractId: COMPANY.contractId },
    });
  });

  it('takes a fix of the observed row in place, validates it again and sends it', async () => {
    const fixed = await post(API.bulkFixRow.path, {
      commandId: newCommandId('fix'),
      batchId,
      row: 2,
      values: { ...rows[1], endDate: addDays(TODAY, 20) },
    });
    expect(fixed.status).toBe(200);
    expect(rowOf(await until(batchId, 'validated'), 2).status).toBe('successful');
    await post(API.bulkSend.path, { commandId: newCommandId('bulk'), batchId });
    const view = await until(batchId, 'sent');
    expect(view.rows.every((r) => r.status === 'processed')).toBe(true);
  });

  it('refuses to fix a processed row', async () => {
    const res = await post(API.bulkFixRow.path, {
      commandId: newCommandId('fix'),
      batchId,
      row: 1,
      values: rows[0],
    });
    expect(res.status).toBe(422);
    expect((res.body as { message: string }).message).toBe(
      translate('errors:accreditation.bulkRowProcessed'),
    );
  });

  it("answers another user's batch as missing", async () =>
    expect((await batchOf(batchId, 'ADMIN')).status).toBe(404));
});

describe('bulk request: the quota counts the rows before', () => {
  it("observes the rows past the contract's endowment, the earlier rows holding their slots", async () => {
    const rows = newPeopleRows(3, 76000001, DATES);
    const batchId = batchIdOf(
      await upload(await bulkXlsx(rows), { user: 'SOLICITANTE', type: XLSX_TYPE, company: SMALL }),
    );
    const view = await until(batchId, 'validated');
    expect(view.rows.map((r) => r.status)).toEqual(['successful', 'successful', 'observed']);
    expect(rowOf(view, 3).issues).toEqual([
      { field: 'contractId', message: 'errors:accreditation.quotaExceeded' },
    ]);
  });
});

describe('bulk request: the same file twice creates nothing twice', () => {
  it('answers the same batch, appends nothing and leaves each person one request', async () => {
    const bytes = await bulkXlsx(newPeopleRows(4, 72000001, DATES));
    const first = { batchId: batchIdOf(await upload(bytes)) };
    await until(first.batchId, 'validated');
    await post(API.bulkSend.path, { commandId: newCommandId('bulk'), batchId: first.batchId });
    const sent = await until(first.batchId, 'sent');
    const before = (await store.readStream(bulkBatchStream(first.batchId))).length;
    const head = await store.headPosition();

    const again = await upload(bytes);
    expect(again.status).toBe(201);
    expect(batchIdOf(again)).toBe(first.batchId);
    expect((await store.readStream(bulkBatchStream(first.batchId))).length).toBe(before);
    expect(await store.headPosition()).toEqual(head);
    const resend = await post(API.bulkSend.path, {
      commandId: newCommandId('bulk'),
      batchId: first.batchId,
    });
    expect(resend.status).toBe(422);
    const requests = new Set(sent.rows.map((r) => r.requestId));
    expect(requests.size).toBe(4);
  });
});

describe('bulk request: unknown people are created from their rows', () => {
  it('registers the person with the row data before the request', async () => {
    const rows = newPeopleRows(1, 73000001, DATES);
    const batchId = batchIdOf(await upload(await bulkXlsx(rows)));
    expect(rowOf(await until(batchId, 'validated'), 1).personId).toBeNull();
    await post(API.bulkSend.path, { commandId: newCommandId('bulk'), batchId });
    const row = rowOf(await until(batchId, 'sent'), 1);
    const person = await t.request
      .get(API.getPerson.path)
      .query({ personId: row.personId, afterPosition: 0 })
      .set('Authorization', await auth('ADMIN'));
    expect(person.body).toMatchObject({
      result: { documentNumber: '73000001', surnames: 'Masivo 1', companyId: COMPANY.companyId },
    });
  });
});

describe('bulk request: files that cannot be read change nothing', () => {
  let head: Awaited<ReturnType<EventStore['headPosition']>>;
  beforeEach(async () => {
    head = await store.headPosition();
  });
  afterEach(async () => expect(await store.headPosition()).toEqual(head));

  it('refuses a malformed spreadsheet (a zip that is not one) with 400 on the file', async () => {
    const res = await upload(
      Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(64, 7)]),
    );
    expect(res.status).toBe(400);
    expect(issue(res)).toEqual(fileIssue('bulk:malformed'));
  });

  it('refuses a password-protected file (an encrypted CFB container)', async () => {
    const cfb = Buffer.alloc(4096);
    Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(cfb);
    Buffer.from('EncryptionInfo', 'utf16le').copy(cfb, 2048);
    const res = await upload(cfb);
    expect(res.status).toBe(400);
    expect(issue(res)).toEqual(fileIssue('bulk:encrypted'));
  });

  it('refuses a file named .xlsx that is something else, by its content', async () => {
    const res = await upload(Buffer.from('%PDF-1.7\n'), {
      user: 'SOLICITANTE',
      type: 'application/octet-stream',
    });
    expect(res.status).toBe(400);
    expect(issue(res)).toEqual(fileIssue('bulk:notXlsx'));
  });

  it('refuses a file over the size limit (BULK_FILE_MAX_MB) with 413 and its message', async () => {
    const res = await upload(Buffer.alloc(1024 * 1024 + 10, 1));
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({
      code: 'accreditation.bulkFileTooLarge',
      message: translate('bulk:tooLarge'),
    });
  });

  it("refuses a spreadsheet's bytes sent to any other call as a wrong media type, unread", async () => {
    const token = await t.tokenFor('SOLICITANTE');
    for (const type of [XLSX_TYPE, 'application/octet-stream']) {
      const res = await t.request
        .post(API.submitRequest.path)
        .set('Authorization', `Bearer ${token}`)
        .set('Content-Type', type)
        .send(Buffer.alloc(2 * 1024 * 1024, 1));
      // refused at the request's start (wrong media type: 400 request.invalid), not read up to the
      // bulk file limit (which answered 413 accreditation.bulkFileTooLarge here)
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'request.invalid' });
    }
  });

  it('refuses an upload without a file with the spec message', async () => {
    const res = await upload(Buffer.alloc(0));
    expect(res.status).toBe(400);
    expect(issue(res)).toEqual(fileIssue('bulk:fileRequired'));
  });
});

describe('bulk request: live progress', () => {
  let socket: Socket | undefined;
  afterAll(() => socket?.disconnect());

  it("pushes rows done / total to the user's bulk room until the batch is validated", async () => {
    socket = io(t.url, {
      path: '/socket.io',
      transports: ['websocket'],
      auth: { token: await t.tokenFor('SOLICITANTE') },
      reconnection: false,
      forceNew: true,
    });
    const seen: BulkProgress[] = [];
    socket.on(SOCKET_EVENTS.changes, (batch: Array<ChangeMessage<BulkProgress>>) =>
      seen.push(...batch.filter((m) => m.kind === 'bulk.progress').map((m) => m.payload)),
    );
    const ack = (await socket.emitWithAck(SOCKET_EVENTS.join, { room: 'bulk:SOLICITANTE' })) as {
      ok: boolean;
    };
    expect(ack.ok).toBe(true);
    const rows = newPeopleRows(250, 74000001, DATES);
    const batchId = batchIdOf(await upload(await bulkXlsx(rows)));
    await until(batchId, 'validated');
    for (
      let i = 0;
      i < 200 && !seen.some((p) => p.batchId === batchId && p.phase === 'validated');
      i += 1
    )
      await new Promise((r) => setTimeout(r, 25));
    const mine = seen.filter((p) => p.batchId === batchId);
    expect(mine.map((p) => p.done)).toEqual([...mine.map((p) => p.done)].sort((a, b) => a - b));
    expect(mine.length).toBeGreaterThanOrEqual(3); // loaded, then one push per chunk of rows
    expect(mine.at(-1)).toMatchObject({ phase: 'validated', done: 250, total: 250 });
  });

  it("refuses another user's bulk room", async () => {
    const other = io(t.url, {
      path: '/socket.io',
      transports: ['websocket'],
      auth: { token: await t.tokenFor('APROBADOR') },
      reconnection: false,
      forceNew: true,
    });
    const ack = (await other.emitWithAck(SOCKET_EVENTS.join, { room: 'bulk:SOLICITANTE' })) as {
      ok: boolean;
    };
    other.disconnect();
    expect(ack.ok).toBe(false);
  });
});
