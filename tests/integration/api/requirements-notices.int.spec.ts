import { addDays, API, STREAMS } from '@faena/contracts';
import { EventStore, FixedClock, Outbox, type OutboxRecord } from '@faena/core';
import {
  approvedDocumentOverHttp,
  closeTestApp,
  accreditOverHttp,
  callsAs,
  givenPeople,
  newCommandId,
  startTestApp,
  type TestApp,
} from '@faena/test-kit';
import { DailyJobs } from '../../../services/api/src/requirements/jobs/daily-jobs';
import { ExpiryNoticesJob } from '../../../services/api/src/requirements/jobs/expiry-notices.job';

// issue 18: expiry notices through the outbox, once per document, whatever runs the daily job
jest.setTimeout(60_000);

const TODAY = '2026-11-23';
const DAY = 86_400_000;
const DOCUMENT = 'Licencia de aviso';
const clock = new FixedClock(new Date(`${TODAY}T15:00:00Z`)); // 10:00 in Lima
let t: TestApp;
let store: EventStore;
let requesterEmail = '';
const docIds: Record<string, string> = {};

type Answer = { status: number; body: unknown };
const resultOf = (res: Answer) => (res.body as { result: Record<string, unknown> }).result;

/** The notices the outbox holds for the spec's own workers (the demo seed has its own). */
const notices = async (worker?: string): Promise<OutboxRecord[]> =>
  (await t.app.get(Outbox).list({ limit: 10_000 })).filter(
    (m) =>
      m.kind === 'requirement-expiry' &&
      m.subject.includes(DOCUMENT) &&
      (worker === undefined || m.subject.includes(worker)),
  );
const noticeEvents = async (personId: string) =>
  (await store.readStream(STREAMS.requirementNotice(docIds[personId]!))).map((e) => e.type);

const approvedDocument = async (personId: string, expiresOn: string) => {
  const issuedOn = addDays(TODAY, -100);
  docIds[personId] = await approvedDocumentOverHttp(t, {
    personId,
    typeCode: 'AVISO',
    issuedOn,
    expiresOn,
  });
};

beforeAll(async () => {
  t = await startTestApp({ clock });
  store = t.app.get(EventStore);
  await givenPeople(store, 'avi-people', [
    { personId: 'AVI-1', companyId: 'EMP-MINERA-ANDINA', names: 'Rosa', surnames: 'Aviso Pronto' },
    { personId: 'AVI-2', companyId: 'EMP-MINERA-ANDINA', names: 'Luis', surnames: 'Aviso Tarde' },
  ]);
  for (const personId of ['AVI-1', 'AVI-2'])
    await accreditOverHttp(t, {
      personId,
      contractId: 'CTR-2026-000',
      startDate: TODAY,
      endDate: addDays(TODAY, 60),
    });
  const saved = await callsAs(t, 'ADMIN').post(API.requirementTypeSave.path, {
    commandId: newCommandId('type'),
    code: 'AVISO',
    description: DOCUMENT,
    entity: 'P',
    kind: 'S',
    notifyDaysBefore: 5,
    active: true,
    applicability: { clientIds: ['MINERA-ANDINA'] },
  });
  expect(saved.status).toBe(200);
  await approvedDocument('AVI-1', addDays(TODAY, 3)); // due today
  await approvedDocument('AVI-2', addDays(TODAY, 7)); // due in two days
  const user = await store.readStream('identity.user-SOLICITANTE');
  requesterEmail = (user[0]!.data as { email: string }).email;
}, 240_000);
afterAll(() => closeTestApp(t));

it('mails the requester of the worker accreditation once, naming worker, document and expiry', async () => {
  expect(await t.app.get(DailyJobs).tick()).toBe(true);
  const sent = await notices();
  expect(sent.map((m) => ({ to: m.to, subject: m.subject, channel: m.channel }))).toEqual([
    {
      to: requesterEmail,
      subject: `Faena: ${DOCUMENT} de Rosa Aviso Pronto vence el 26/11/2026`,
      channel: 'mail',
    },
  ]);
  expect(sent[0]!.body).toContain(
    `El requisito ${DOCUMENT} del trabajador Rosa Aviso Pronto vence el 26/11/2026.`,
  );
  expect(await noticeEvents('AVI-1')).toEqual(['requirements.RequirementExpiryNoticeSent']);
  expect(await noticeEvents('AVI-2')).toEqual([]);
});

it('the demo data leaves notices to send, to the contractor users of the worker company', async () => {
  const all = await t.app.get(Outbox).list({ limit: 10_000 });
  const demo = all.filter((m) => m.kind === 'requirement-expiry' && !m.subject.includes(DOCUMENT));
  expect(demo.length).toBeGreaterThan(0);
  const contractor = await store.readStream('identity.user-CONTRATISTA');
  const email = (contractor[0]?.data as { email: string } | undefined)?.email;
  expect(demo.map((m) => m.to)).toContain(email);
});

it('run again the same day, or by a restarted scheduler, sends nothing more', async () => {
  expect(await t.app.get(DailyJobs).tick()).toBe(false); // the same site day
  expect(await t.app.get(ExpiryNoticesJob).run()).toBe(0); // forced: the notice is recorded
  expect(await notices('Rosa Aviso Pronto')).toHaveLength(1);
});

it('the report shows the notice went out', async () => {
  const res = await callsAs(t, 'APROBADOR').get(API.requirementReport.path, {
    state: 'expiring',
    days: 30,
    filter: JSON.stringify(['typeCode', '=', 'AVISO']),
  });
  expect(res.status).toBe(200);
  const rows = (resultOf(res) as unknown as { data: Array<Record<string, unknown>> }).data;
  expect(rows.map((r) => [r.subjectId, r.noticeSentOn ?? null]).sort()).toEqual([
    ['AVI-1', TODAY],
    ['AVI-2', null],
  ]);
});

it('on later days: no duplicate, and two nodes running at once send a newly due notice once', async () => {
  clock.advance(DAY);
  t.forgetTokens();
  expect(await t.app.get(DailyJobs).tick()).toBe(true);
  expect(await notices('Rosa Aviso Pronto')).toHaveLength(1);
  clock.advance(DAY); // AVI-2 expires in 5 days: due
  const job = t.app.get(ExpiryNoticesJob);
  const [a, b] = await Promise.all([job.run(), job.run()]);
  expect(a + b).toBe(1);
  expect(await notices('Luis Aviso Tarde')).toHaveLength(1);
  expect(await noticeEvents('AVI-2')).toEqual(['requirements.RequirementExpiryNoticeSent']);
});
