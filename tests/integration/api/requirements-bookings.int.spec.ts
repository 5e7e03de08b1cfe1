import { addDays, API, STREAMS } from '@faena/contracts';
import { EventStore, FixedClock } from '@faena/core';
import {
  approvedDocumentOverHttp,
  closeTestApp,
  accreditOverHttp,
  callsAs,
  givenPeople,
  givenStreams,
  newCommandId,
  startTestApp,
  tripScheduled,
  type TestApp,
} from '@faena/test-kit';

// issue 18: the seat and the bed ask the same compliance as the door, on the booked dates
jest.setTimeout(60_000);

const TODAY = '2026-11-23';
const EXPIRY = addDays(TODAY, 2);
const CLIENT = 'MINERA-ANDINA';
const FREE_BED = 'CAM-101-B'; // seed: HTL-LOS-ANDES, beds no seeded stay holds
const OTHER_BED = 'CAM-102-B';
const DOCUMENT = 'Examen médico ocupacional';
const clock = new FixedClock(new Date(`${TODAY}T12:00:00Z`));
let t: TestApp;
let store: EventStore;

type Answer = { status: number; body: { code?: string; message?: string; params?: unknown } };
const tripOn = (date: string) => `VJE-RQB-${date}`;
const reserve = async (personId: string, date: string, seat = 1): Promise<Answer> =>
  await callsAs(t, 'SOLICITANTE').post(API.reserveSeat.path, {
    commandId: newCommandId('res'),
    tripId: tripOn(date),
    seat,
    personId,
  });
/** Assigns a bed (the free one by default) to the person for the stay [check-in, check-out]. */
const assign = async (
  personId: string,
  [checkIn, checkOut]: [string, string],
  bedId = FREE_BED,
): Promise<Answer> =>
  await callsAs(t, 'ADMIN').post(API.assignBed.path, {
    commandId: newCommandId('bed'),
    bedId, // the granted stays on one bed in this spec share no night
    personId,
    checkIn,
    checkOut,
  });
const refused = (res: Answer, code: string, params: Record<string, string>) =>
  expect({ status: res.status, code: res.body.code, params: res.body.params }).toEqual({
    status: 422,
    code,
    params,
  });

const approvedDocument = (personId: string, issuedOn: string, expiresOn: string) =>
  approvedDocumentOverHttp(t, { personId, typeCode: 'EMO', issuedOn, expiresOn });

beforeAll(async () => {
  t = await startTestApp({ clock });
  store = t.app.get(EventStore);
  await givenPeople(store, 'rqb-people', [
    { personId: 'RQB-1', companyId: 'EMP-MINERA-ANDINA' },
    { personId: 'RQB-NONE', companyId: 'EMP-MINERA-ANDINA' },
  ]);
  const trips = [0, 1, 2, 3, 4, 5].map((d) => addDays(TODAY, d));
  await givenStreams(
    store,
    'rqb-trips',
    trips.map((date) => ({
      stream: STREAMS.trip(tripOn(date)),
      events: [tripScheduled({ tripId: tripOn(date), clientId: CLIENT, date, capacity: 9 })],
    })),
  );
  for (const personId of ['RQB-1', 'RQB-NONE'])
    await accreditOverHttp(t, {
      personId,
      contractId: 'CTR-2026-000',
      startDate: TODAY,
      endDate: addDays(TODAY, 30),
    });
  const saved = await callsAs(t, 'ADMIN').post(API.requirementTypeSave.path, {
    commandId: newCommandId('type'),
    code: 'EMO',
    description: DOCUMENT,
    entity: 'P',
    kind: 'S',
    notifyDaysBefore: 15,
    active: true,
    applicability: { clientIds: [CLIENT] },
  });
  expect(saved.status).toBe(200);
  await approvedDocument('RQB-1', addDays(TODAY, -100), EXPIRY);
}, 240_000); // a seeded app, the people, two accreditations: slow on a shared machine
afterAll(() => closeTestApp(t));

it('refuses a seat and a bed to a person missing a required document, naming it', async () => {
  refused(await reserve('RQB-NONE', TODAY), 'requirements.expiredDocument', { document: DOCUMENT });
  const bed = await assign('RQB-NONE', [TODAY, addDays(TODAY, 1)]);
  refused(bed, 'requirements.expiredDocument', { document: DOCUMENT });
  expect(bed.body.message).toBe(
    `El trabajador no está habilitado porque venció una validación de acceso: ${DOCUMENT}`,
  );
});

it('grants the seat and the bed up to the expiry and refuses them the day after', async () => {
  expect((await reserve('RQB-1', EXPIRY)).status).toBe(201);
  refused(await reserve('RQB-1', addDays(EXPIRY, 1)), 'requirements.expiredDocument', {
    document: DOCUMENT,
  });
  expect((await assign('RQB-1', [EXPIRY, addDays(EXPIRY, 1)])).status).toBe(201);
  refused(
    await assign('RQB-1', [addDays(EXPIRY, 1), addDays(EXPIRY, 2)]),
    'requirements.expiredDocument',
    { document: DOCUMENT },
  );
});

it('refuses ahead of the rotation a stay the expiry cuts short, with the date shown', async () => {
  const res = await assign('RQB-1', [addDays(TODAY, 1), addDays(EXPIRY, 3)], OTHER_BED);
  refused(res, 'requirements.expiresDuringStay', { document: DOCUMENT, date: '25/11/2026' });
  expect(res.body.message).toBe(
    `El trabajador no está habilitado: ${DOCUMENT} vence el 25/11/2026, antes del fin de su estadía`,
  );
});

it('on the day after the expiry refuses today, and the approved renewal enables again', async () => {
  clock.advance(3 * 86_400_000); // EXPIRY + 1
  t.forgetTokens();
  const today = addDays(EXPIRY, 1);
  refused(await reserve('RQB-1', today, 2), 'requirements.expiredDocument', { document: DOCUMENT });
  await approvedDocument('RQB-1', today, addDays(today, 365));
  expect((await reserve('RQB-1', today, 2)).status).toBe(201);
  expect((await assign('RQB-1', [today, addDays(today, 2)])).status).toBe(201);
});
