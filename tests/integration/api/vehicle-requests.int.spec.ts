import {
  addDays,
  API,
  type GridPage,
  type MarkDenied,
  type MarkGranted,
  type VehicleMarkDenied,
  type VehicleRequestRow,
} from '@faena/contracts';
import { EventStore, FixedClock } from '@faena/core';
import {
  accreditOverHttp,
  callsAs,
  closeTestApp,
  givenPeople,
  newCommandId,
  PDFS,
  startTestApp,
  type Calls,
  type TestApp,
} from '@faena/test-kit';

// issue 19: vehicle accreditation requests, their queue, and the vehicle door mark (type V)
jest.setTimeout(90_000);

const TODAY = '2026-11-23';
const GATE = 'PTA-GARITA-E';
const clock = new FixedClock(new Date(`${TODAY}T12:00:00Z`));
let t: TestApp;
let store: EventStore;
let solicitante: Calls;
let aprobador: Calls;

const clockDay = () => clock.now().toISOString().slice(0, 10);
type Res = { status: number; body: unknown };
const resultOf = (res: Res): unknown => (res.body as { result: unknown }).result;
const problem = (res: Res) => res.body as { code: string; message: string; issues?: unknown[] };
const submit = (vehicleId: string, contractId: string, over: object = {}) =>
  solicitante.post(API.submitVehicleRequest.path, {
    commandId: newCommandId('vrq'),
    vehicleId,
    contractId,
    // the clock moves in a test below: the request starts on the clock's day
    startDate: clockDay(),
    endDate: addDays(clockDay(), 30),
    ...over,
  });
const decide = (
  call: 'approveVehicleRequest' | 'rejectVehicleRequest',
  requestId: string,
  comment = '',
) => aprobador.post(API[call].path, { commandId: newCommandId('vdc'), requestId, comment });
const markVehicle = async (vehicleId: string) => {
  const res = await callsAs(t, 'ADMIN').post(API.markVehicleDoor.path, {
    commandId: newCommandId('vmk'),
    vehicleId,
    doorId: GATE,
  });
  expect(res.status).toBe(201);
  return resultOf(res) as { granted: boolean; reason: string | null };
};
const queue = async (afterPosition = 0) =>
  (
    resultOf(
      await aprobador.get(API.listVehicleRequests.path, { take: 100, afterPosition }),
    ) as GridPage<VehicleRequestRow>
  ).data;

/** A vehicle of the master with its SOAT and technical review approved (SOAT until soatUntil). */
async function vehicleWithDocuments(plate: string, companyId: string, soatUntil: string) {
  const admin = callsAs(t, 'ADMIN');
  const registered = await admin.post(API.registerVehicle.path, {
    commandId: newCommandId('veh'),
    plate,
    type: 'Camioneta',
    brand: 'Toyota',
    model: 'Hilux',
    companyId,
  });
  expect(registered.status).toBe(201);
  const vehicleId = (resultOf(registered) as { id: string }).id;
  for (const [typeCode, expiresOn] of [
    ['SOAT', soatUntil],
    ['REV-TEC', addDays(TODAY, 200)],
  ] as const) {
    const subject = { entity: 'V', id: vehicleId };
    const doc = await solicitante.post(API.requirementDocumentSubmit.path, {
      commandId: newCommandId('vdoc'),
      subject,
      typeCode,
      issuedOn: addDays(TODAY, -10),
      expiresOn,
      file: { fileName: `${typeCode}.pdf`, contentBase64: PDFS.valid(plate).toString('base64') },
    });
    expect(doc.status).toBe(201);
    const { docId } = resultOf(doc) as { docId: string };
    const reviewed = await aprobador.post(API.requirementDocumentApprove.path, {
      commandId: newCommandId('vrev'),
      subject,
      docId,
    });
    expect(reviewed.status).toBe(200);
  }
  return vehicleId;
}

beforeAll(async () => {
  t = await startTestApp({ clock });
  store = t.app.get(EventStore);
  solicitante = callsAs(t, 'SOLICITANTE');
  aprobador = callsAs(t, 'APROBADOR');
});
afterAll(() => closeTestApp(t));

describe('vehicle accreditation requests', () => {
  it('shows the demo requests in each status in the approver queue', async () => {
    const rows = await queue();
    const byPlate = Object.fromEntries(rows.map((r) => [r.plate, r.status]));
    expect(byPlate).toMatchObject({
      'V1Q-845': 'A',
      'B7K-913': 'P',
      'C4M-220': 'O',
      'B7K-912': 'R',
    });
  });

  it('refuses bad input with the field, a contract without the vehicle flag, missing requirements and a second active one', async () => {
    const bad = await submit('', 'CTR-2026-003');
    expect(bad.status).toBe(400);
    expect(problem(bad).issues).toEqual([expect.objectContaining({ path: 'vehicleId' })]);
    // LKRT-58 (Los Héroes) holds its documents; its contract CTR-2026-005 has no vehicle flag
    const noFlag = await submit('LKRT-58', 'CTR-2026-005');
    expect(noFlag.status).toBe(422);
    expect(problem(noFlag)).toMatchObject({
      code: 'vehicleRequest.contractWithoutVehicles',
      message: 'El contrato seleccionado no permite acreditar vehículos.',
    });
    // V2A-301's SOAT lapsed ten days ago
    const lapsed = await submit('V2A-301', 'CTR-2026-001');
    expect(lapsed.status).toBe(422);
    expect(problem(lapsed)).toMatchObject({
      code: 'requirements.missing',
      message: 'Debe ingresar y adjuntar todos los requisitos',
    });
    // V1Q-845 was approved by the demo: a new one waits until that period is over
    const twice = await submit('V1Q-845', 'CTR-2026-000');
    expect(twice.status).toBe(422);
    expect(problem(twice).code).toBe('vehicleRequest.alreadyActive');
    // nothing was written for the refused ones
    expect((await queue()).filter((r) => ['LKRT-58', 'V2A-301'].includes(r.plate))).toEqual([]);
    expect(await store.readStream('accreditation.vehicle-V2A-301-MINERA-ANDINA')).toEqual([]);
  });

  it('submits, appears in the queue, is approved, and a vehicle door mark is granted until its SOAT lapses', async () => {
    const vehicleId = await vehicleWithDocuments('VTS-101', 'EMP-MEASAC', addDays(TODAY, 5));
    expect(await markVehicle(vehicleId)).toMatchObject({
      granted: false,
      reason: 'noAccreditation',
    });
    const sent = await submit(vehicleId, 'CTR-2026-003');
    expect(sent.status).toBe(201);
    const { id: requestId, position } = resultOf(sent) as { id: string; position: number };
    expect((await queue(position)).find((r) => r.requestId === requestId)).toMatchObject({
      plate: 'VTS-101',
      status: 'P',
      contractCode: 'CTR-2026-003',
      submittedBy: 'SOLICITANTE',
    });
    const again = await submit(vehicleId, 'CTR-2026-003');
    expect(problem(again).code).toBe('vehicleRequest.alreadyActive');
    expect((await decide('approveVehicleRequest', requestId)).status).toBe(200);
    expect(await markVehicle(vehicleId)).toMatchObject({ granted: true, reason: null });

    clock.advance(6 * 86_400_000);
    t.forgetTokens();
    expect(await markVehicle(vehicleId)).toMatchObject({
      granted: false,
      reason: 'requirementExpired',
    });
    const denied = (await store.readStream(`access.vehicle-${vehicleId}`)).at(-1);
    expect(denied?.data as VehicleMarkDenied['data']).toMatchObject({
      markType: 'V',
      plate: 'VTS-101',
      requirement: { code: 'SOAT', expiresOn: addDays(TODAY, 5) },
    });
  });

  it('denies the door to a rejected vehicle and frees its slot for a new request', async () => {
    const vehicleId = await vehicleWithDocuments('VTS-102', 'EMP-MEASAC', addDays(TODAY, 100));
    const sent = resultOf(await submit(vehicleId, 'CTR-2026-003')) as { id: string };
    const rejectedNoReason = await decide('rejectVehicleRequest', sent.id);
    expect(rejectedNoReason.status).toBe(400);
    expect((await decide('rejectVehicleRequest', sent.id, 'Sin póliza')).status).toBe(200);
    expect(await markVehicle(vehicleId)).toMatchObject({
      granted: false,
      reason: 'noAccreditation',
    });
    expect((await submit(vehicleId, 'CTR-2026-003')).status).toBe(201);
  });

  it("shows an applicant only their own requests and keeps another client's out of reach", async () => {
    const own = resultOf(
      await callsAs(t, 'CONTRATISTA').get(API.listVehicleRequests.path, { take: 100 }),
    ) as GridPage<VehicleRequestRow>;
    expect(own.data.every((r) => r.submittedBy === 'CONTRATISTA')).toBe(true);
    const pac = resultOf(
      await callsAs(t, 'PAC-APROBADOR').get(API.listVehicleRequests.path, { take: 100 }),
    ) as GridPage<VehicleRequestRow>;
    expect(pac.data.some((r) => r.plate === 'V1Q-845')).toBe(false);
    const [row] = await queue();
    const history = await callsAs(t, 'PAC-APROBADOR').get(API.vehicleRequestHistory.path, {
      requestId: row!.requestId,
    });
    expect(history.status).toBe(404);
    const mine = await aprobador.get(API.vehicleRequestHistory.path, { requestId: row!.requestId });
    expect((resultOf(mine) as { entries: Array<{ type: string }> }).entries[0]?.type).toBe(
      'accreditation.VehicleRequestSubmitted',
    );
  });

  it('marks the driver (C) and passengers (P) with the vehicle: one denied occupant denies it', async () => {
    await givenPeople(store, 'veh-occupants', [
      { personId: 'VOC-DRIVER', companyId: 'EMP-MEASAC' },
      { personId: 'VOC-NONE', companyId: 'EMP-MEASAC' },
    ]);
    const day = clockDay();
    await accreditOverHttp(t, {
      personId: 'VOC-DRIVER',
      contractId: 'CTR-2026-003',
      startDate: day,
      endDate: addDays(day, 30),
    });
    const vehicleId = await vehicleWithDocuments('VTS-103', 'EMP-MEASAC', addDays(day, 100));
    const sent = resultOf(await submit(vehicleId, 'CTR-2026-003')) as { id: string };
    expect((await decide('approveVehicleRequest', sent.id)).status).toBe(200);
    const markWith = async (occupants: object) => {
      const res = await callsAs(t, 'ADMIN').post(API.markVehicleDoor.path, {
        commandId: newCommandId('vmk'),
        vehicleId,
        doorId: GATE,
        ...occupants,
      });
      expect(res.status).toBe(201);
      return resultOf(res) as { granted: boolean; reason: string | null; occupants: unknown[] };
    };
    const lastMark = async (personId: string) =>
      (await store.readStream(`access.person-${personId}`)).at(-1) as unknown as
        MarkGranted | MarkDenied;

    const refused = await markWith({ driverId: 'VOC-DRIVER', passengerIds: ['VOC-NONE'] });
    expect(refused).toMatchObject({
      granted: false,
      reason: 'occupantDenied',
      occupants: [
        { markType: 'C', personId: 'VOC-DRIVER', granted: false, reason: 'vehicleDenied' },
        { markType: 'P', personId: 'VOC-NONE', granted: false, reason: 'noAccreditation' },
      ],
    });
    // the driver the door would let in does not pass in a vehicle that may not
    expect(await lastMark('VOC-DRIVER')).toMatchObject({
      type: 'access.MarkDenied',
      data: { reason: 'vehicleDenied', markType: 'C', plate: 'VTS-103' },
    });

    const passed = await markWith({ driverId: 'VOC-DRIVER' });
    expect(passed).toMatchObject({
      granted: true,
      reason: null,
      occupants: [{ markType: 'C', personId: 'VOC-DRIVER', granted: true, reason: null }],
    });
    expect(await lastMark('VOC-DRIVER')).toMatchObject({
      type: 'access.MarkGranted',
      data: { markType: 'C', plate: 'VTS-103', direction: 'E' },
    });
  });
});
