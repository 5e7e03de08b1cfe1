import { projectionSpec, type GivenEvent } from '@faena/test-kit';
import { DEVICES_COLLECTION, devicesProjection } from './devices.projection';

const zone: GivenEvent = {
  type: 'access.ZoneRegistered',
  data: {
    zoneId: 'Z1',
    clientId: 'C1',
    divisionId: 'D1',
    name: 'Garita',
    capacity: 10,
    doors: [{ doorId: 'DR1', name: 'Entrada', type: 'E' }],
  },
};
const doorAdded: GivenEvent = {
  type: 'access.DoorAdded',
  data: {
    zoneId: 'Z1',
    clientId: 'C1',
    doorId: 'DR2',
    name: 'Salida',
    type: 'S',
    active: true,
    changedBy: 'A',
  },
};
const fields = {
  doorId: 'DR1',
  type: 'LECTOR',
  model: 'HID R40',
  ip: '10.0.0.10',
  mac: 'AA:BB:CC:DD:EE:01',
  readType: 'QR',
  ioFunction: 'E',
  timeDifference: 0,
  comPort: '',
  greenOutput: 1,
  redOutput: 2,
  serial: { bitsPerSecond: 9600, dataBits: 8, parity: 'N', stopBits: '1' },
  network: { mask: '255.255.255.0', gateway: '10.0.0.1', serverIp: '10.0.0.5', hostName: '' },
  active: true,
};
const device = (
  type: 'DeviceRegistered' | 'DeviceUpdated',
  over: Record<string, unknown> = {},
): GivenEvent => ({
  type: `access.${type}`,
  data: { deviceId: 'DSP1', clientId: 'C1', zoneId: 'Z1', ...fields, ...over, changedBy: 'ADMIN' },
});
const spec = projectionSpec(devicesProjection);

describe('devices.v1', () => {
  it("writes a device with its zone's and door's names", () =>
    spec.given([zone, device('DeviceRegistered')]).thenDocument(DEVICES_COLLECTION, 'DSP1', {
      deviceId: 'DSP1',
      clientId: 'C1',
      zoneId: 'Z1',
      ...fields,
      zoneName: 'Garita',
      doorName: 'Entrada',
      version: 2,
    }));

  it('follows a device moved to another door', () =>
    spec
      .given([
        zone,
        doorAdded,
        device('DeviceRegistered'),
        device('DeviceUpdated', { doorId: 'DR2' }),
      ])
      .thenDocument(
        DEVICES_COLLECTION,
        'DSP1',
        expect.objectContaining({ doorId: 'DR2', doorName: 'Salida', version: 4 }),
      ));

  it('renames the rows when the zone or the door is renamed', () =>
    spec
      .given([
        zone,
        device('DeviceRegistered'),
        {
          type: 'access.ZoneUpdated',
          data: {
            zoneId: 'Z1',
            clientId: 'C1',
            divisionId: 'D1',
            name: 'Garita Principal',
            capacity: 10,
            personMarking: true,
            vehicleMarking: true,
            requirementCodes: [],
            assignedPersonIds: [],
            active: true,
            changedBy: 'A',
          },
        },
        {
          type: 'access.DoorUpdated',
          data: {
            zoneId: 'Z1',
            clientId: 'C1',
            doorId: 'DR1',
            name: 'Entrada norte',
            type: 'E',
            active: true,
            changedBy: 'A',
          },
        },
      ])
      .thenDocument(
        DEVICES_COLLECTION,
        'DSP1',
        expect.objectContaining({ zoneName: 'Garita Principal', doorName: 'Entrada norte' }),
      )
      .thenSameOnReplay());

  it('does not rename a door the device left', () =>
    spec
      .given([
        zone,
        doorAdded,
        device('DeviceRegistered'),
        device('DeviceUpdated', { doorId: 'DR2' }),
        {
          type: 'access.DoorUpdated',
          data: {
            zoneId: 'Z1',
            clientId: 'C1',
            doorId: 'DR1',
            name: 'Otra',
            type: 'E',
            active: true,
            changedBy: 'A',
          },
        },
      ])
      .thenDocument(DEVICES_COLLECTION, 'DSP1', expect.objectContaining({ doorName: 'Salida' })));
});
