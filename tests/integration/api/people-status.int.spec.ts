import { addDays, API, type PersonStatusRow } from '@faena/contracts';
import { EventStore, FixedClock } from '@faena/core';
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

// issue 18: /consultas, the current status of people (accredited, blocked and why, on site)
jest.setTimeout(120_000);

const TODAY = '2026-11-23';
const CONTRACT = 'CTR-2026-000';
const clock = new FixedClock(new Date(`${TODAY}T12:00:00Z`));
let t: TestApp;
let position = 0;

type Answer = { status: number; body: unknown };
const resultOf = (res: Answer): unknown => (res.body as { result: unknown }).result;
type Page = { data: PersonStatusRow[]; totalCount: number };
const list = async (user: string, query: Record<string, unknown> = {}) => {
  const res = await callsAs(t, user).get(API.peopleStatus.path, {
    text: 'PST-',
    afterPosition: position,
    ...query,
  });
  expect(res.status).toBe(200);
  return resultOf(res) as Page;
};
const summary = (page: Page) =>
  page.data.map((r) => `${r.personId}:${r.status}:${r.blocking.map((b) => b.state).join(',')}`);

const submitAndApprove = (personId: string, expiresOn: string) =>
  approvedDocumentOverHttp(t, {
    personId,
    typeCode: 'PSTA',
    issuedOn: addDays(TODAY, -100),
    expiresOn,
  });

beforeAll(async () => {
  t = await startTestApp({ clock });
  await givenPeople(t.app.get(EventStore), 'pst-people', [
    { personId: 'PST-OK', companyId: 'EMP-MINERA-ANDINA', names: 'Ana' },
    { personId: 'PST-LAPSED', companyId: 'EMP-MINERA-ANDINA', names: 'Beto' },
    { personId: 'PST-MISS', companyId: 'EMP-MINERA-ANDINA', names: 'Carla' },
  ]);
  for (const personId of ['PST-OK', 'PST-LAPSED', 'PST-MISS'])
    await accreditOverHttp(t, {
      personId,
      contractId: CONTRACT,
      startDate: TODAY,
      endDate: addDays(TODAY, 60),
    });
  const type = await callsAs(t, 'ADMIN').post(API.requirementTypeSave.path, {
    commandId: newCommandId('type'),
    code: 'PSTA',
    description: 'Inducción de seguridad PST',
    entity: 'P',
    kind: 'S',
    notifyDaysBefore: 15,
    active: true,
    applicability: { contractIds: [CONTRACT] },
  });
  expect(type.status).toBe(200);
  await submitAndApprove('PST-OK', addDays(TODAY, 100));
  await submitAndApprove('PST-LAPSED', TODAY);
  clock.advance(86_400_000);
  t.forgetTokens();
  const mark = await callsAs(t, 'ADMIN').post(API.markDoor.path, {
    commandId: newCommandId('mrk'),
    personId: 'PST-OK',
    doorId: 'PTA-TALLER-1',
    direction: 'E',
  });
  expect(mark.status).toBe(201);
  position = (resultOf(mark) as { position: number }).position;
});
afterAll(() => closeTestApp(t));

describe('GET /api/AcreditacionEstado/listar', () => {
  it('answers per person accredited or blocked, naming the lapsed and the missing documents', async () => {
    const page = await list('APROBADOR');
    // sorted by name: Ana, Beto, Carla
    expect(summary(page)).toEqual([
      'PST-OK:accredited:',
      'PST-LAPSED:blocked:lapsed',
      'PST-MISS:blocked:missing',
    ]);
    const lapsed = page.data.find((r) => r.personId === 'PST-LAPSED')!;
    expect(lapsed.blocking).toEqual([
      {
        code: 'PSTA',
        description: 'Inducción de seguridad PST',
        state: 'lapsed',
        expiresOn: TODAY,
      },
    ]);
    expect(lapsed).toMatchObject({
      contractId: CONTRACT,
      endDate: addDays(TODAY, 60),
      clientId: 'MINERA-ANDINA',
    });
  });

  it('tells who is on site after a door mark in', async () => {
    const page = await list('APROBADOR');
    const onSite = page.data.filter((r) => r.onSite).map((r) => r.personId);
    expect(onSite).toEqual(['PST-OK']);
  });

  it.each([
    [{ status: 'blocked' }, ['PST-LAPSED', 'PST-MISS']],
    [{ status: 'accredited' }, ['PST-OK']],
    [{ text: 'pst-miss' }, ['PST-MISS']],
    [{ contractId: 'NO-SUCH' }, []],
    [{ companyId: 'EMP-MINERA-ANDINA', status: 'blocked' }, ['PST-LAPSED', 'PST-MISS']],
  ])('filters by %j', async (query, expected) => {
    const page = await list('APROBADOR', query);
    expect(page.data.map((r) => r.personId).sort()).toEqual(expected);
    expect(page.totalCount).toBe(expected.length);
  });

  it('pages the rows', async () => {
    const first = await list('APROBADOR', { take: 2 });
    const rest = await list('APROBADOR', { skip: 2, take: 2 });
    expect(first.totalCount).toBe(3);
    expect([...first.data, ...rest.data].map((r) => r.personId).sort()).toEqual([
      'PST-LAPSED',
      'PST-MISS',
      'PST-OK',
    ]);
  });

  it("shows a contractor only its company's people and PAC never the first client's", async () => {
    expect((await list('CONTRATISTA')).data).toEqual([]);
    expect((await list('PAC-APROBADOR')).data).toEqual([]);
  });

  it('answers 400 with the field of a bad status', async () => {
    const res = await callsAs(t, 'APROBADOR').get(API.peopleStatus.path, { status: 'nope' });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('status');
  });
});
