import { API, STREAMS, translate, type MarkOutcome, type SiteInfo } from '@faena/contracts';
import { EventStore, FixedClock } from '@faena/core';
import {
  closeTestApp,
  accreditOverHttp,
  callsAs,
  givenPeople,
  newCommandId,
  startTestApp,
  typesIn,
  type TestApp,
  REQUEST_PICKED,
} from '@faena/test-kit';

// a seeded app takes a while to start on a loaded machine
jest.setTimeout(120_000);

/** 26 November 2026, 20:30 in Lima: already 27 November in UTC. */
const LIMA_EVENING = new Date('2026-11-27T01:30:00Z');
const CONTRACT = 'CTR-2026-000';

/**
 * SITE_TIMEZONE (default America/Lima) decides "today" on the server: in the evening the site's day
 * is not yet UTC's next one (domain spec §5: "Request start date must be today or later").
 */
describe('site time zone: today on the server', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ clock: new FixedClock(LIMA_EVENING) });
    await givenPeople(
      t.app.get(EventStore),
      'tz-people',
      ['TZ-1', 'TZ-2', 'TZ-3'].map((personId) => ({ personId, companyId: 'EMP-MINERA-ANDINA' })),
    );
  });
  afterAll(() => closeTestApp(t));

  const submit = (personId: string, startDate: string) =>
    callsAs(t, 'SOLICITANTE').post(API.submitRequest.path, {
      commandId: newCommandId('tz'),
      personId,
      contractId: CONTRACT,
      startDate,
      endDate: '2026-12-31',
      reason: 'Ingreso a faena',
      ...REQUEST_PICKED,
    });

  it('accepts a request that starts on the site day, 26 November', async () => {
    const res = await submit('TZ-1', '2026-11-26');
    expect(res.status).toBe(201);
  });

  it('refuses one that starts on 25 November with the spec message, and writes nothing', async () => {
    const head = await t.app.get(EventStore).headPosition();
    const res = await submit('TZ-2', '2026-11-25');
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      code: 'accreditation.startBeforeToday',
      message: translate('errors:accreditation.startBeforeToday'),
    });
    expect(await t.app.get(EventStore).headPosition()).toBe(head);
  });

  it('grants a door mark on the last day of an accreditation until midnight at the site', async () => {
    await accreditOverHttp(t, {
      personId: 'TZ-3',
      contractId: CONTRACT,
      startDate: '2026-11-26',
      endDate: '2026-11-26',
    });
    const res = await callsAs(t, 'ADMIN').post(API.markDoor.path, {
      commandId: newCommandId('tzm'),
      personId: 'TZ-3',
      doorId: 'PTA-GARITA-E',
    });
    expect((res.body as { result: MarkOutcome }).result).toMatchObject({
      granted: true,
      reason: null,
    });
    expect(await typesIn(t.app.get(EventStore), STREAMS.personMarks('TZ-3'))).toEqual([
      'access.MarkGranted',
    ]);
  });

  it('tells the web app the site zone, without a token', async () => {
    const res = await t.request.get(API.siteInfo.path);
    expect(res.status).toBe(200);
    expect((res.body as { result: SiteInfo }).result).toEqual({ timeZone: 'America/Lima' });
  });
});
