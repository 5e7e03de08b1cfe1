import {
  API,
  STREAMS,
  type CheckpointRow,
  type DeviceRow,
  type GridPage,
  type MarkOutcome,
  type ZoneRow,
} from '@faena/contracts';
import { EventStore, FixedClock } from '@faena/core';
import {
  callsAs,
  closeTestApp,
  givenPeople,
  newCommandId,
  startTestApp,
  typesIn,
  type Calls,
  type TestApp,
} from '@faena/test-kit';

// starting a seeded app takes longer than Jest 30's 5 s default (and minutes under load)
jest.setTimeout(120_000);

const TODAY = '2026-11-23';
let t: TestApp;
let store: EventStore;
let admin: Calls;
let aprobador: Calls;
let pacAdmin: Calls;

type Answer = { id: string; position: number };
const resultOf = (res: { body: unknown }) => (res.body as { result: Answer }).result;
const rowOf = (res: { body: unknown }) => (res.body as { result: CheckpointRow }).result;
const zonesPage = (res: { body: unknown }) =>
  (res.body as { result: GridPage<CheckpointRow> }).result;
const devicesPage = (res: { body: unknown }) =>
  (res.body as { result: GridPage<DeviceRow> }).result;
const markOf = (res: { body: unknown }) => (res.body as { result: MarkOutcome }).result;
const boardOf = (res: { body: unknown }) => (res.body as { result: ZoneRow[] }).result;
const problem = (res: { status: number; body: unknown }) => ({
  status: res.status,
  code: (res.body as { code: string }).code,
});
const issuesOf = (res: { body: unknown }) =>
  (res.body as { issues: Array<{ path: string; message: string; text: string }> }).issues;

const zone = (over: Record<string, unknown> = {}) => ({
  commandId: newCommandId('zon'),
  name: 'Polvorín',
  divisionId: 'DIV-NORTE',
  capacity: 8,
  personMarking: true,
  vehicleMarking: false,
  requirementCodes: [],
  assignedPersonIds: [],
  active: true,
  ...over,
});
const device = (doorId: string, over: Record<string, unknown> = {}) => ({
  commandId: newCommandId('dsp'),
  doorId,
  type: 'LECTOR',
  model: 'HID R40',
  ip: '10.77.0.10',
  mac: '00:17:61:77:00:0A',
  readType: 'QR',
  ioFunction: 'E',
  timeDifference: -5,
  comPort: 'COM3',
  greenOutput: 1,
  redOutput: 2,
  serial: { bitsPerSecond: 9600, dataBits: 8, parity: 'N', stopBits: '1' },
  network: {
    mask: '255.255.255.0',
    gateway: '10.77.0.1',
    serverIp: '10.77.0.5',
    hostName: 'lector-77',
  },
  active: true,
  ...over,
});

beforeAll(async () => {
  t = await startTestApp({ clock: new FixedClock(new Date(`${TODAY}T12:00:00Z`)) });
  store = t.app.get(EventStore);
  [admin, aprobador, pacAdmin] = ['ADMIN', 'APROBADOR', 'PAC-ADMIN'].map((u) => callsAs(t, u)) as [
    Calls,
    Calls,
    Calls,
  ];
});
afterAll(() => closeTestApp(t));

describe('checkpoints', () => {
  let zoneId = '';
  let doorId = '';

  it('registers a zone, adds a door, and the approver reads both', async () => {
    const res = await admin.post(API.zoneRegister.path, zone());
    expect(res.status).toBe(201);
    zoneId = resultOf(res).id;
    const door = await admin.post(API.doorAdd.path, {
      commandId: newCommandId('pta'),
      zoneId,
      name: 'Polvorín - Entrada',
      type: 'E',
      active: true,
    });
    expect(door.status).toBe(201);
    doorId = resultOf(door).id;
    expect(await typesIn(store, STREAMS.zone(zoneId))).toEqual([
      'access.ZoneRegistered',
      'access.DoorAdded',
    ]);
    const row = rowOf(
      await aprobador.get(API.checkpointGet.path, {
        zoneId,
        afterPosition: resultOf(door).position,
      }),
    );
    expect(row).toMatchObject({
      name: 'Polvorín',
      capacity: 8,
      doorCount: 1,
      doors: [{ doorId, name: 'Polvorín - Entrada', type: 'E', active: true }],
    });
    const page = zonesPage(
      await aprobador.get(API.checkpointList.path, {
        filter: JSON.stringify(['name', '=', 'Polvorín']),
      }),
    );
    expect(page.data.map((z) => z.zoneId)).toEqual([zoneId]);
  });

  it('lets a person mark the new door, and refuses it once inactive', async () => {
    await givenPeople(store, 'chk-people', [{ personId: 'CHK-1', companyId: 'EMP-MINERA-ANDINA' }]);
    const mark = () =>
      admin.post(API.markDoor.path, { commandId: newCommandId('mrk'), personId: 'CHK-1', doorId });
    const granted = await mark();
    expect(granted.status).toBe(201);
    expect(markOf(granted)).toMatchObject({ markId: expect.any(String) });
    const off = await admin.post(API.doorUpdate.path, {
      commandId: newCommandId('pta'),
      zoneId,
      doorId,
      name: 'Polvorín - Entrada',
      type: 'E',
      active: false,
    });
    expect(off.status).toBe(200);
    const refused = await mark();
    expect(problem(refused)).toEqual({ status: 422, code: 'access.doorInactive' });
    expect((refused.body as { message: string }).message).toBe(
      'La puerta está inactiva: no admite marcaciones.',
    );
  });

  it('shows an edited capacity on the occupancy board', async () => {
    const res = await admin.post(API.zoneUpdate.path, zone({ zoneId, capacity: 15 }));
    expect(res.status).toBe(200);
    await aprobador.get(API.checkpointGet.path, { zoneId, afterPosition: resultOf(res).position });
    const board = boardOf(await aprobador.get(API.zoneOccupancy.path));
    expect(board.find((z) => z.zoneId === zoneId)).toMatchObject({ capacity: 15 });
  });

  it('refuses a repeated zone name, a repeated door name and a capacity below 1', async () => {
    expect(problem(await admin.post(API.zoneRegister.path, zone({ name: 'POLVORÍN' })))).toEqual({
      status: 422,
      code: 'access.zoneNameTaken',
    });
    const repeated = await admin.post(API.doorAdd.path, {
      commandId: newCommandId('pta'),
      zoneId,
      name: 'polvorín - entrada',
      type: 'S',
      active: true,
    });
    expect(problem(repeated)).toEqual({ status: 422, code: 'access.doorNameTaken' });
    const bad = await admin.post(API.zoneRegister.path, zone({ name: 'Otra', capacity: 0 }));
    expect(bad.status).toBe(400);
    expect(issuesOf(bad).map((i) => [i.path, i.message])).toEqual([
      ['capacity', 'access:config.capacityMin'],
    ]);
  });

  it("answers zoneNotFound to another client's administrator, changing nothing", async () => {
    const before = await typesIn(store, STREAMS.zone(zoneId));
    const res = await pacAdmin.post(API.zoneUpdate.path, zone({ zoneId, name: 'Ajena' }));
    expect(problem(res)).toEqual({ status: 404, code: 'access.zoneNotFound' });
    expect(problem(await pacAdmin.get(API.checkpointGet.path, { zoneId }))).toEqual({
      status: 404,
      code: 'access.zoneNotFound',
    });
    expect(await typesIn(store, STREAMS.zone(zoneId))).toEqual(before);
  });

  it('lets one of two zones racing for a name have it', async () => {
    const [a, b] = await Promise.all([
      admin.post(API.zoneRegister.path, zone({ name: 'Zona carrera' })),
      admin.post(API.zoneRegister.path, zone({ name: 'Zona carrera' })),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 422]);
    const names = await store.readStream(STREAMS.zoneNames('MINERA-ANDINA'));
    expect(names.filter((e) => (e.data as { name: string }).name === 'Zona carrera')).toHaveLength(
      1,
    );
  });

  it('names only existing requirement types and people the client sees', async () => {
    const unknown = await admin.post(
      API.zoneRegister.path,
      zone({
        name: 'Zona B',
        requirementCodes: ['NO-EXISTE'],
        assignedPersonIds: ['PER-NO-EXISTE'],
      }),
    );
    expect(unknown.status).toBe(400);
    expect(issuesOf(unknown).map((i) => [i.path, i.message])).toEqual([
      ['requirementCodes.0', 'errors:requirements.typeNotFound'],
      ['assignedPersonIds.0', 'errors:catalog.personNotFound'],
    ]);
    // CHK-1 works for the first client's company: the second client's administrator cannot name them
    const foreign = await pacAdmin.post(
      API.zoneRegister.path,
      zone({ name: 'Zona C', divisionId: 'DIV-MARCONA', assignedPersonIds: ['CHK-1'] }),
    );
    expect(issuesOf(foreign).map((i) => i.path)).toEqual(['assignedPersonIds.0']);
    const own = await admin.post(
      API.zoneRegister.path,
      zone({ name: 'Zona D', assignedPersonIds: ['CHK-1'] }),
    );
    expect(own.status).toBe(201);
  });

  it('keeps configuration to administrators: an approver may not register', async () => {
    expect((await aprobador.post(API.zoneRegister.path, zone({ name: 'X' }))).status).toBe(403);
  });

  describe('devices', () => {
    it('registers a device at the door and lists it with its zone and door', async () => {
      const res = await admin.post(API.deviceRegister.path, device(doorId));
      expect(res.status).toBe(201);
      const page = devicesPage(
        await aprobador.get(API.deviceList.path, {
          afterPosition: resultOf(res).position,
          filter: JSON.stringify(['ip', '=', '10.77.0.10']),
        }),
      );
      expect(page.data).toEqual([
        expect.objectContaining({
          zoneId,
          zoneName: 'Polvorín',
          doorName: 'Polvorín - Entrada',
          timeDifference: -5,
        }),
      ]);
    });

    it('refuses a taken IP, and a taken MAC written another way', async () => {
      expect(
        problem(
          await admin.post(API.deviceRegister.path, device(doorId, { mac: '00:17:61:77:00:0B' })),
        ),
      ).toEqual({
        status: 422,
        code: 'access.deviceIpTaken',
      });
      const mac = await admin.post(
        API.deviceRegister.path,
        device(doorId, { ip: '10.77.0.11', mac: '0017.6177.000a' }),
      );
      expect(problem(mac)).toEqual({ status: 422, code: 'access.deviceMacTaken' });
    });

    it('names each bad field with the spec message, in Spanish and English', async () => {
      const bad = device(doorId, {
        ip: '300.1.1.1',
        mac: 'AA:BB-CC:DD:EE:FF',
        serial: { bitsPerSecond: 14400, dataBits: 8, parity: 'N', stopBits: '1' },
        network: {
          mask: '255.255.255.0',
          gateway: '10.77.0.1',
          serverIp: '10.77.0.5',
          hostName: '-x',
        },
      });
      const es = await admin.post(API.deviceRegister.path, bad);
      expect(es.status).toBe(400);
      expect(Object.fromEntries(issuesOf(es).map((i) => [i.path, i.message]))).toEqual({
        ip: 'patterns:ip',
        mac: 'patterns:mac',
        'serial.bitsPerSecond': 'access:device.bitsPerSecondInvalid',
        'network.hostName': 'patterns:hostName',
      });
      const en = await admin.post(`${API.deviceRegister.path}?lang=en`, bad);
      const text = issuesOf(en).find((i) => i.path === 'serial.bitsPerSecond')?.text;
      expect(text).toBe('Bits per second: 1200, 2400, 4800, 9600, 19200, 38400, 57600 or 115200.');
    });

    it("refuses a door of another client (doorNotFound) and another client's device", async () => {
      const other = await pacAdmin.post(
        API.deviceRegister.path,
        device(doorId, { ip: '10.88.0.1', mac: '00:00:00:88:00:01' }),
      );
      expect(problem(other)).toEqual({ status: 404, code: 'access.doorNotFound' });
      expect(problem(await pacAdmin.get(API.deviceGet.path, { deviceId: 'DSP-GARITA-E' }))).toEqual(
        {
          status: 404,
          code: 'access.deviceNotFound',
        },
      );
    });

    it('has the seeded devices, one per seeded door', async () => {
      const page = devicesPage(
        await admin.get(API.deviceList.path, {
          filter: JSON.stringify(['zoneId', '=', 'ZON-GARITA']),
        }),
      );
      expect(page.data.map((d) => d.doorId).sort()).toEqual(['PTA-GARITA-E', 'PTA-GARITA-S']);
    });
  });
});
