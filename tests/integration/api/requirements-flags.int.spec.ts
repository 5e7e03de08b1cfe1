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
import { BookingFlagsJob } from '../../../services/api/src/requirements/jobs/booking-flags.job';

// issue 18, ahead of the rotation: the daily job flags booked stays and seats a lapse cuts short
jest.setTimeout(60_000);

const TODAY = '2026-11-23';
const CLIENT = 'MINERA-ANDINA';
const TRIP = 'VJE-FLAG-1';
const DOCUMENT = 'Certificado de bandera';
const clock = new FixedClock(new Date(`${TODAY}T15:00:00Z`));
let t: TestApp;
let store: EventStore;
let assignmentId = '';

type Answer = { status: number; body: unknown };
const resultOf = (res: Answer) => (res.body as { result: Record<string, unknown> }).result;
const saveType = async (code: string, description: string) =>
  expect(
    (
      await callsAs(t, 'ADMIN').post(API.requirementTypeSave.path, {
        commandId: newCommandId('type'),
        code,
        description,
        entity: 'P',
        kind: 'S',
        notifyDaysBefore: 0,
        active: true,
        applicability: { clientIds: [CLIENT] },
      })
    ).status,
  ).toBe(200);
const approvedDocument = (typeCode: string, expiresOn: string) =>
  approvedDocumentOverHttp(t, {
    personId: 'FLG-1',
    typeCode,
    issuedOn: addDays(TODAY, -10),
    expiresOn,
  });
const flagsOf = async (kind: 'bed' | 'seat', id: string) =>
  (await store.readStream(STREAMS.bookingFlags(kind, id))).map((e) => e.data);

beforeAll(async () => {
  t = await startTestApp({ clock });
  store = t.app.get(EventStore);
  await givenPeople(store, 'flg-people', [{ personId: 'FLG-1', companyId: 'EMP-MINERA-ANDINA' }]);
  const date = addDays(TODAY, 5);
  await givenStreams(store, 'flg-trip', [
    {
      stream: STREAMS.trip(TRIP),
      events: [tripScheduled({ tripId: TRIP, clientId: CLIENT, date, capacity: 9 })],
    },
  ]);
  await accreditOverHttp(t, {
    personId: 'FLG-1',
    contractId: 'CTR-2026-000',
    startDate: TODAY,
    endDate: addDays(TODAY, 60),
  });
  await saveType('FLAG-A', 'Documento previo');
  await approvedDocument('FLAG-A', addDays(TODAY, 200));
  const bed = await callsAs(t, 'ADMIN').post(API.assignBed.path, {
    commandId: newCommandId('bed'),
    bedId: 'CAM-101-B',
    personId: 'FLG-1',
    checkIn: addDays(TODAY, 1),
    checkOut: addDays(TODAY, 8),
  });
  expect(bed.status).toBe(201);
  assignmentId = resultOf(bed).id as string;
  const seat = await callsAs(t, 'SOLICITANTE').post(API.reserveSeat.path, {
    commandId: newCommandId('res'),
    tripId: TRIP,
    seat: 2,
    personId: 'FLG-1',
  });
  expect(seat.status).toBe(201);
}, 240_000);
afterAll(() => closeTestApp(t));

it('flags nothing while every booked date stays covered', async () => {
  await t.app.get(BookingFlagsJob).run();
  expect(await flagsOf('bed', assignmentId)).toEqual([]);
  expect(await flagsOf('seat', `${TRIP}-2`)).toEqual([]);
});

it('flags the stay a document required after booking cuts short, naming it and its expiry', async () => {
  await saveType('FLAG-B', DOCUMENT); // required from now on, for the client
  await approvedDocument('FLAG-B', addDays(TODAY, 3)); // lapses on the 26th: mid-stay, before the trip
  await t.app.get(BookingFlagsJob).run();
  const flag = {
    personId: 'FLG-1',
    clientId: CLIENT,
    code: 'requirements.expiresDuringStay',
    document: DOCUMENT,
    expiresOn: addDays(TODAY, 3),
    flaggedOn: TODAY,
  };
  expect(await flagsOf('bed', assignmentId)).toEqual([
    { booking: { kind: 'bed', bedId: 'CAM-101-B', assignmentId }, ...flag },
  ]);
  expect(await flagsOf('seat', `${TRIP}-2`)).toEqual([
    {
      booking: { kind: 'seat', tripId: TRIP, seat: 2 },
      ...flag,
      code: 'requirements.expiredDocument',
      expiresOn: null,
    },
  ]);
});

it('run twice, or the next day, flags once', async () => {
  const job = t.app.get(BookingFlagsJob);
  await Promise.all([job.run(), job.run()]);
  clock.advance(86_400_000);
  await job.run();
  expect(await flagsOf('bed', assignmentId)).toHaveLength(1);
  expect(await flagsOf('seat', `${TRIP}-2`)).toHaveLength(1);
});
