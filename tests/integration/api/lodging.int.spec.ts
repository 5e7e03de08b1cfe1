import { addDays, API, STREAMS, translate, type BedRow, type HotelRow } from '@faena/contracts';
import { EventStore, FixedClock } from '@faena/core';
import {
  closeTestApp,
  callsAs,
  givenPeople,
  givenStreams,
  newCommandId,
  startTestApp,
  typesIn,
  type Calls,
  type TestApp,
} from '@faena/test-kit';

// the int project's testTimeout does not reach the tests (Jest 30 runs them at 5 s); starting a seeded app takes longer
jest.setTimeout(60_000);

const TODAY = '2026-11-23';
const HOTEL = 'HTL-LOS-ANDES'; // seed: 12 rooms, maximum stay 28 days
const FREE_BED = 'CAM-101-B'; // the seed assigns every other bed from CAM-101-A on
const OTHER_BED = 'CAM-102-B';

let t: TestApp;
let store: EventStore;
let admin: Calls;
let monitor: Calls;
let solicitante: Calls;
let contratista: Calls;

/** Assigns the bed to the person for the stay [check-in, check-out]. */
const assign = (personId: string, bedId: string, [checkIn, checkOut]: [string, string]) =>
  admin.post(API.assignBed.path, {
    commandId: newCommandId('bed'),
    bedId,
    personId,
    checkIn,
    checkOut,
  });
const expectProblem = (res: { status: number; body: unknown }, status: number, code: string) => {
  expect({ status: res.status, code: (res.body as { code: string }).code }).toEqual({
    status,
    code,
  });
  if (status === 422)
    expect((res.body as { message: string }).message).toBe(translate(`errors:${code}`));
};
const board = async (query: Record<string, unknown>) =>
  (
    (await monitor.get(API.bedBoard.path, { hotelId: HOTEL, ...query })).body as {
      result: BedRow[];
    }
  ).result;

beforeAll(async () => {
  t = await startTestApp({ clock: new FixedClock(new Date(`${TODAY}T12:00:00Z`)) });
  store = t.app.get(EventStore);
  [admin, monitor, solicitante, contratista] = [
    'ADMIN',
    'MONITOR',
    'SOLICITANTE',
    'CONTRATISTA',
  ].map((u) => callsAs(t, u)) as [Calls, Calls, Calls, Calls];
  await givenPeople(
    store,
    'lod-people',
    ['LOD-1', 'LOD-2', 'LOD-3'].map((personId) => ({ personId, companyId: 'EMP-MEASAC' })),
  );
});
afterAll(() => closeTestApp(t));

describe('GET camps and the bed board', () => {
  it('lists the client camps to board viewers', async () => {
    const res = await monitor.get(API.listHotels.path);
    expect(res.status).toBe(200);
    expect(
      (res.body as { result: HotelRow[] }).result.map((h) => [h.hotelId, h.maxStayDays]),
    ).toEqual([[HOTEL, 28]]);
    expect((await solicitante.get(API.listHotels.path)).status).toBe(200);
    expectProblem(await contratista.get(API.listHotels.path), 403, 'auth.forbidden');
  });
  it('answers 404 for an unknown camp and 400 for a bad date', async () => {
    expectProblem(
      await monitor.get(API.bedBoard.path, { hotelId: 'NOPE' }),
      404,
      'resource.notFound',
    );
    expect(
      (await monitor.get(API.bedBoard.path, { hotelId: HOTEL, from: '2026-13-01' })).status,
    ).toBe(400);
  });
});

describe('POST asignarCama', () => {
  it('assigns a bed and the board shows it once its position is projected; from/to filter the stays', async () => {
    const res = await assign('LOD-1', FREE_BED, [addDays(TODAY, 2), addDays(TODAY, 9)]);
    expect(res.status).toBe(201);
    const { id, position } = (res.body as { result: { id: string; position: number } }).result;
    const bed = (await board({ afterPosition: position })).find((b) => b.bedId === FREE_BED);
    expect(bed?.assignments).toEqual([
      {
        assignmentId: id,
        personId: 'LOD-1',
        personName: expect.any(String),
        checkIn: addDays(TODAY, 2),
        checkOut: addDays(TODAY, 9),
      },
    ]);
    const later = (await board({ from: addDays(TODAY, 9), to: addDays(TODAY, 20) })).find(
      (b) => b.bedId === FREE_BED,
    );
    expect(later?.assignments).toEqual([]);
  });

  it('refuses a stay sharing a night with another on the bed', async () => {
    expectProblem(
      await assign('LOD-2', FREE_BED, [addDays(TODAY, 8), addDays(TODAY, 12)]),
      422,
      'lodging.bedOccupied',
    );
    expect((await assign('LOD-2', FREE_BED, [addDays(TODAY, 9), addDays(TODAY, 12)])).status).toBe(
      201,
    );
  });

  it('refuses a second bed for a person on one of those nights', async () => {
    expectProblem(
      await assign('LOD-1', OTHER_BED, [addDays(TODAY, 5), addDays(TODAY, 6)]),
      422,
      'lodging.personHasBed',
    );
    expect(await typesIn(store, STREAMS.bed(OTHER_BED))).toEqual([]);
  });

  it('refuses a stay longer than the camp allows', async () => {
    expectProblem(
      await assign('LOD-3', OTHER_BED, [TODAY, addDays(TODAY, 29)]),
      422,
      'lodging.maxStay',
    );
    expect((await assign('LOD-3', OTHER_BED, [TODAY, addDays(TODAY, 28)])).status).toBe(201);
  });

  it('answers 400 for a check-out not after the check-in, 404 for an unknown bed or person, 403 without lodging.assign', async () => {
    const bad = await assign('LOD-3', FREE_BED, [addDays(TODAY, 40), addDays(TODAY, 40)]);
    expect(bad.status).toBe(400);
    expect((bad.body as { issues: Array<{ path: string }> }).issues.map((i) => i.path)).toEqual([
      'checkOut',
    ]);
    expectProblem(
      await assign('LOD-3', 'CAM-999-Z', [addDays(TODAY, 40), addDays(TODAY, 41)]),
      404,
      'lodging.bedNotFound',
    );
    expectProblem(
      await assign('NOBODY', FREE_BED, [addDays(TODAY, 40), addDays(TODAY, 41)]),
      404,
      'catalog.personNotFound',
    );
    const forbidden = await solicitante.post(API.assignBed.path, {
      commandId: newCommandId('bed'),
      bedId: FREE_BED,
      personId: 'LOD-3',
      checkIn: addDays(TODAY, 40),
      checkOut: addDays(TODAY, 41),
    });
    expectProblem(forbidden, 403, 'auth.forbidden');
  });

  it('is idempotent by commandId', async () => {
    const b = {
      commandId: newCommandId('bed'),
      bedId: FREE_BED,
      personId: 'LOD-3',
      checkIn: addDays(TODAY, 50),
      checkOut: addDays(TODAY, 52),
    };
    const first = await admin.post(API.assignBed.path, b);
    const again = await admin.post(API.assignBed.path, b);
    expect(first.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(await typesIn(store, STREAMS.personNights('LOD-3'))).toEqual([
      'lodging.PersonNightsBooked',
      'lodging.PersonNightsBooked',
    ]);
    expect(
      (await admin.post(API.assignBed.path, { ...b, checkOut: addDays(TODAY, 53) })).status,
    ).toBe(409);
  });

  it("lets a camp administrator assign the beds of the camps assigned to them only: elsewhere 403 with the spec's message", async () => {
    const campo = callsAs(t, 'CAMPAMENTO');
    const stay = (bedId: string, from: number) => ({
      commandId: newCommandId('bed'),
      bedId,
      personId: 'LOD-3',
      checkIn: addDays(TODAY, from),
      checkOut: addDays(TODAY, from + 2),
    });
    expect((await campo.post(API.assignBed.path, stay(FREE_BED, 60))).status).toBe(201);
    const [{ clientId }] = ((await monitor.get(API.listHotels.path)).body as { result: HotelRow[] })
      .result as [HotelRow];
    const other: HotelRow = {
      hotelId: 'HTL-OTRO',
      clientId,
      name: 'Campamento Otro',
      maxStayDays: 14,
      rooms: [{ roomId: 'OTRO-1', name: 'H1', beds: [{ bedId: 'OTRO-1-A', name: 'A' }] }],
      administrators: ['OTRO'],
    };
    await givenStreams(store, 'lod-camp', [
      {
        stream: STREAMS.camp(other.hotelId),
        events: [{ type: 'lodging.CampRegistered', data: other }],
      },
    ]);
    const refused = await campo.post(API.assignBed.path, stay('OTRO-1-A', 70));
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      code: 'lodging.notHotelAdministrator',
      message: 'You are not assigned as the hotel administrator',
    });
    expect(await typesIn(store, STREAMS.bed('OTRO-1-A'))).toEqual([]);
    expect((await admin.post(API.assignBed.path, stay('OTRO-1-A', 70))).status).toBe(201);
  });
});
