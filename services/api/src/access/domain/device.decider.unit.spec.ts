import type { DeviceEvent, DeviceFields } from '@faena/contracts';
import { deciderSpec, IDS, zoneRegistered } from '@faena/test-kit';
import {
  evolveClientDevices,
  initialClientDevices,
  registerDevice,
  updateDevice,
} from './device.decider';

const given = deciderSpec({ evolve: evolveClientDevices, initialState: initialClientDevices });
const zone = zoneRegistered().data;
const fields: DeviceFields = {
  doorId: IDS.doorIn,
  type: 'LECTOR',
  model: 'HID R40',
  ip: '10.0.0.10',
  mac: 'AA:BB:CC:DD:EE:01',
  readType: 'QR',
  ioFunction: 'E',
  timeDifference: -5,
  comPort: 'COM3',
  greenOutput: 1,
  redOutput: 2,
  serial: { bitsPerSecond: 9600, dataBits: 8, parity: 'N', stopBits: '1' },
  network: {
    mask: '255.255.255.0',
    gateway: '10.0.0.1',
    serverIp: '10.0.0.5',
    hostName: 'lector-1.faena.local',
  },
  active: true,
};
const cmd = (
  over: Partial<DeviceFields> = {},
  deviceId = 'DSP-1',
  clientId: string = IDS.client,
) => ({
  deviceId,
  clientId,
  userId: 'ADMIN',
  fields: { ...fields, ...over },
  zone,
});
const data = (over: Partial<DeviceFields> = {}, deviceId = 'DSP-1') => ({
  deviceId,
  clientId: IDS.client,
  zoneId: IDS.zone,
  ...fields,
  ...over,
  changedBy: 'ADMIN',
});
const registered: DeviceEvent = { type: 'access.DeviceRegistered', data: data() };

describe('Devices', () => {
  describe('registering', () => {
    it('registers a device at a door of the client, with the door zone', () =>
      given([])
        .when((s) => registerDevice(cmd(), s))
        .then([registered]));
    it('refuses an IP another device of the client has', () =>
      given([registered])
        .when((s) => registerDevice(cmd({ mac: 'AA:BB:CC:DD:EE:02' }, 'DSP-2'), s))
        .thenFailsWith('access.deviceIpTaken'));
    it('refuses a MAC another device has, in another notation', () =>
      given([registered])
        .when((s) => registerDevice(cmd({ ip: '10.0.0.11', mac: 'aabb.ccdd.ee01' }, 'DSP-2'), s))
        .thenFailsWith('access.deviceMacTaken'));
    it('refuses a door its zone does not have', () =>
      given([])
        .when((s) => registerDevice(cmd({ doorId: 'PUE-X' }), s))
        .thenFailsWith('access.doorNotFound'));
    it("refuses a door of another client's zone", () =>
      given([])
        .when((s) => registerDevice(cmd({}, 'DSP-1', 'OTRO-CLIENTE'), s))
        .thenFailsWith('access.doorNotFound'));
    it('refuses an unknown door (no zone found)', () =>
      given([])
        .when((s) => registerDevice({ ...cmd(), zone: null }, s))
        .thenFailsWith('access.doorNotFound'));
    it('refuses a device id already registered', () =>
      given([registered])
        .when((s) => registerDevice(cmd({ ip: '10.0.0.99', mac: '00-11-22-33-44-55' }), s))
        .thenFailsWith('catalog.alreadyExists'));
  });

  describe('editing', () => {
    it('records the new snapshot (moved to another door, new time difference)', () =>
      given([registered])
        .when((s) => updateDevice(cmd({ doorId: IDS.doorBoth, timeDifference: 10 }), s))
        .then([
          {
            type: 'access.DeviceUpdated',
            data: data({ doorId: IDS.doorBoth, timeDifference: 10 }),
          },
        ]));
    it('keeps its own IP and MAC without calling them taken', () =>
      given([registered])
        .when((s) => updateDevice(cmd({ model: 'HID R40 v2' }), s))
        .then([{ type: 'access.DeviceUpdated', data: data({ model: 'HID R40 v2' }) }]));
    it('changes nothing when saved with the same values', () =>
      given([registered])
        .when((s) => updateDevice(cmd(), s))
        .thenNothingHappens());
    it('refuses the IP of another device', () =>
      given([
        registered,
        {
          type: 'access.DeviceRegistered',
          data: data({ ip: '10.0.0.20', mac: '00:00:00:00:00:20' }, 'DSP-2'),
        },
      ])
        .when((s) => updateDevice(cmd({ ip: '10.0.0.20' }), s))
        .thenFailsWith('access.deviceIpTaken'));
    it("answers deviceNotFound for another client's device or an unknown one", () => {
      given([registered])
        .when((s) => updateDevice(cmd({}, 'DSP-1', 'OTRO-CLIENTE'), s))
        .thenFailsWith('access.deviceNotFound');
      given([])
        .when((s) => updateDevice(cmd(), s))
        .thenFailsWith('access.deviceNotFound');
    });
  });
});
