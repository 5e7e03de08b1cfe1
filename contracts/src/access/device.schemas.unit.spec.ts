import { MESSAGES_EN, MESSAGES_ES } from '../shared/messages';
import { AddDoorBodySchema, RegisterZoneBodySchema } from './checkpoint.schemas';
import { macKey, RegisterDeviceBodySchema, type RegisterDeviceBody } from './device.schemas';

const valid: RegisterDeviceBody = {
  commandId: 'cmd-device-0001',
  doorId: 'PTA-GARITA-E',
  type: 'LECTOR',
  model: 'HID iCLASS SE R40',
  ip: '10.20.1.11',
  mac: '00:17:61:01:01:0A',
  readType: 'QR',
  ioFunction: 'E',
  timeDifference: -30,
  comPort: 'COM2',
  greenOutput: 1,
  redOutput: 2,
  serial: { bitsPerSecond: 9600, dataBits: 8, parity: 'N', stopBits: '1' },
  network: {
    mask: '255.255.255.0',
    gateway: '10.20.1.1',
    serverIp: '10.20.0.5',
    hostName: 'lector-1-1.faena.local',
  },
  active: true,
};

/** The issues of a body with one field changed: path → message key. */
function issuesWith(patch: (b: RegisterDeviceBody) => unknown): Record<string, string> {
  const body = structuredClone(valid) as unknown as Record<string, unknown>;
  const changed = patch(body as unknown as RegisterDeviceBody) ?? body;
  const parsed = RegisterDeviceBodySchema.safeParse(changed);
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
}
const set =
  (path: string, value: unknown) =>
  (b: RegisterDeviceBody): RegisterDeviceBody => {
    const keys = path.split('.');
    let at = b as unknown as Record<string, unknown>;
    for (const k of keys.slice(0, -1)) at = at[k] as Record<string, unknown>;
    at[keys.at(-1)!] = value;
    return b;
  };

describe('device body (issue 20, spec patterns)', () => {
  it('accepts a complete device', () => expect(issuesWith(() => undefined)).toEqual({}));

  it.each([
    ['mac', 'AA-BB-CC-DD-EE-FF'],
    ['mac', 'aabb.ccdd.eeff'],
    ['timeDifference', 90],
    ['timeDifference', -1440],
    ['comPort', ''],
    ['comPort', 'com256'],
    ['network.hostName', ''],
    ['serial.bitsPerSecond', 115200],
    ['serial.bitsPerSecond', 1200],
    ['serial.dataBits', 5],
    ['serial.parity', 'E'],
    ['serial.stopBits', '1.5'],
  ])('accepts %s = %p', (path, value) => expect(issuesWith(set(path, value))).toEqual({}));

  it.each([
    ['ip', '256.1.1.1', 'patterns:ip'],
    ['ip', '10.0.0', 'patterns:ip'],
    ['ip', '', 'common:requiredField'],
    ['mac', 'AA:BB-CC:DD:EE:FF', 'patterns:mac'],
    ['mac', 'AABBCCDDEEFF', 'patterns:mac'],
    ['mac', 'GG:BB:CC:DD:EE:FF', 'patterns:mac'],
    ['network.mask', '255.255.255', 'patterns:ip'],
    ['network.gateway', 'puerta', 'patterns:ip'],
    ['network.serverIp', '1.1.1.1.1', 'patterns:ip'],
    ['network.hostName', '-lector', 'patterns:hostName'],
    ['network.hostName', 'a..b', 'patterns:hostName'],
    ['timeDifference', 1.5, 'access:device.timeDifferenceInteger'],
    ['timeDifference', 2000, 'access:device.timeDifferenceRange'],
    ['comPort', 'COM0', 'access:device.comPortInvalid'],
    ['comPort', 'LPT1', 'access:device.comPortInvalid'],
    ['greenOutput', -1, 'access:device.outputInvalid'],
    ['redOutput', 1.5, 'access:device.outputInvalid'],
    ['serial.bitsPerSecond', 14400, 'access:device.bitsPerSecondInvalid'],
    ['serial.dataBits', 9, 'access:device.dataBitsInvalid'],
    ['serial.parity', 'X', 'access:device.parityInvalid'],
    ['serial.stopBits', '3', 'access:device.stopBitsInvalid'],
    ['type', 'OTRO', 'access:device.typeInvalid'],
    ['readType', 'NFC?', 'access:device.readTypeInvalid'],
    ['ioFunction', 'X', 'access:device.ioFunctionInvalid'],
    ['model', '<script>', 'patterns:description'],
    ['doorId', '', 'common:requiredField'],
  ])('refuses %s = %p with %s', (path, value, key) =>
    expect(issuesWith(set(path, value))).toEqual({ [path]: key }),
  );

  it('compares MACs in any notation', () => {
    expect(macKey('aa-bb-cc-dd-ee-ff')).toBe(macKey('AABB.CCDD.EEFF'));
    expect(macKey('AA:BB:CC:DD:EE:FF')).toBe('AABBCCDDEEFF');
  });
});

describe('zone and door bodies', () => {
  const zone = {
    commandId: 'cmd-zone-0001',
    name: 'Polvorín',
    divisionId: 'DIV-NORTE',
    capacity: 10,
    personMarking: true,
    vehicleMarking: false,
    requirementCodes: [],
    assignedPersonIds: [],
    active: true,
  };
  const issues = (body: unknown) => {
    const r = RegisterZoneBodySchema.safeParse(body);
    return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  };
  it('accepts a zone', () => expect(issues(zone)).toEqual([]));
  it.each([
    [{ capacity: 0 }, 'capacity: access:config.capacityMin'],
    [{ capacity: 2.5 }, 'capacity: access:config.capacityInteger'],
    [{ capacity: '10' }, 'capacity: access:config.capacityInteger'],
    [{ name: '' }, 'name: common:requiredField'],
  ])('refuses %p', (over, issue) => expect(issues({ ...zone, ...over })).toEqual([issue]));
  it('refuses a door type other than E, S, A', () => {
    const r = AddDoorBodySchema.safeParse({
      commandId: 'cmd-door-0001',
      zoneId: 'Z1',
      name: 'Puerta',
      type: 'X',
      active: true,
    });
    expect(r.success ? [] : r.error.issues.map((i) => i.message)).toEqual([
      'access:config.doorTypeInvalid',
    ]);
  });
});

describe('checkpoint and device messages', () => {
  const keys = [
    ...Object.keys(MESSAGES_ES).filter(
      (k) => k.startsWith('access:device.') || k.startsWith('access:config.'),
    ),
  ];
  it('has each message in Spanish and English', () => {
    expect(keys.length).toBeGreaterThan(10);
    for (const k of keys) expect(MESSAGES_EN[k]).toEqual(expect.any(String));
  });
});
