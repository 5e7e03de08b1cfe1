import { z } from 'zod';
import { gridPageOf } from '../shared/answers';
import { CommandIdSchema } from '../shared/events';
import { optionalPatternText, patternText, PATTERNS, REQUIRED_KEY } from '../shared/patterns';

/**
 * Devices (issue 20, domain §3 Device): a reader at a door, with its network and serial settings,
 * validated with the spec's patterns (shared/patterns.ts: IP, MAC colon/hyphen/dotted, host name).
 */
export const BITS_PER_SECOND = [1200, 2400, 4800, 9600, 19200, 38400, 57600, 115200] as const;
export const DATA_BITS = [5, 6, 7, 8] as const;
/** N none, E even, O odd */
export const PARITIES = ['N', 'E', 'O'] as const;
export const STOP_BITS = ['1', '1.5', '2'] as const;
export const DEVICE_TYPES = ['LECTOR', 'TORNIQUETE', 'BARRERA', 'BIOMETRICO', 'TABLET'] as const;
export const READ_TYPES = ['QR', 'RFID', 'HUELLA', 'ROSTRO', 'TECLADO'] as const;
/** input/output function of the device at its door */
export const IO_FUNCTIONS = ['E', 'S', 'A'] as const;

const id = z.string(REQUIRED_KEY).trim().min(1, REQUIRED_KEY).max(64);
const text = (max: number) =>
  z
    .string(REQUIRED_KEY)
    .trim()
    .min(1, { error: REQUIRED_KEY, abort: true })
    .max(max, { error: 'common:tooLong', abort: true })
    .regex(PATTERNS.description.re, PATTERNS.description.key);
const oneOf = <T extends readonly [string, ...string[]]>(values: T, key: string) =>
  z.enum(values, { error: key });
const numberOf = <T extends readonly [number, ...number[]]>(values: T, key: string) =>
  z.literal(values, { error: key });
/** an output number of the device (green/red light relays) */
const output = z
  .number({ error: 'access:device.outputInvalid' })
  .int('access:device.outputInvalid')
  .min(0, 'access:device.outputInvalid')
  .max(16, 'access:device.outputInvalid');

export const DeviceFieldsSchema = z.object({
  doorId: id,
  type: oneOf(DEVICE_TYPES, 'access:device.typeInvalid'),
  model: text(60),
  ip: patternText('ip', 15),
  mac: patternText('mac', 17),
  readType: oneOf(READ_TYPES, 'access:device.readTypeInvalid'),
  ioFunction: oneOf(IO_FUNCTIONS, 'access:device.ioFunctionInvalid'),
  /** minutes between the device clock and the site's (may be negative) */
  timeDifference: z
    .number({ error: 'access:device.timeDifferenceInteger' })
    .int('access:device.timeDifferenceInteger')
    .min(-1440, 'access:device.timeDifferenceRange')
    .max(1440, 'access:device.timeDifferenceRange'),
  /** virtual COM port: COM1 … COM256, or '' when not used */
  comPort: z
    .string()
    .trim()
    .max(6, { error: 'access:device.comPortInvalid', abort: true })
    .refine((v) => v === '' || /^COM(?:[1-9]\d?|1\d\d|2[0-4]\d|25[0-6])$/i.test(v), {
      error: 'access:device.comPortInvalid',
    }),
  greenOutput: output,
  redOutput: output,
  serial: z.object({
    bitsPerSecond: numberOf(BITS_PER_SECOND, 'access:device.bitsPerSecondInvalid'),
    dataBits: numberOf(DATA_BITS, 'access:device.dataBitsInvalid'),
    parity: oneOf(PARITIES, 'access:device.parityInvalid'),
    stopBits: oneOf(STOP_BITS, 'access:device.stopBitsInvalid'),
  }),
  network: z.object({
    mask: patternText('ip', 15),
    gateway: patternText('ip', 15),
    serverIp: patternText('ip', 15),
    hostName: optionalPatternText('hostName', 253),
  }),
  active: z.boolean(),
});
export type DeviceFields = z.infer<typeof DeviceFieldsSchema>;

export const RegisterDeviceBodySchema = DeviceFieldsSchema.extend({
  commandId: CommandIdSchema,
  deviceId: id.optional(),
}).strict();
export type RegisterDeviceBody = z.infer<typeof RegisterDeviceBodySchema>;

export const UpdateDeviceBodySchema = DeviceFieldsSchema.extend({
  commandId: CommandIdSchema,
  deviceId: id,
}).strict();
export type UpdateDeviceBody = z.infer<typeof UpdateDeviceBodySchema>;

export const DeviceIdQuerySchema = z.object({ deviceId: id });

/** MAC addresses compare in one form: twelve upper-case hex digits (AA:BB… = aa-bb… = AABB.…). */
export const macKey = (mac: string) => mac.replace(/[:.-]/g, '').toUpperCase();

/** A row of the devices grid (read model devices_v1). */
export const DeviceRowSchema = DeviceFieldsSchema.extend({
  deviceId: z.string(),
  clientId: z.string(),
  zoneId: z.string(),
  zoneName: z.string(),
  doorName: z.string(),
  version: z.number().int(),
});
export type DeviceRow = z.infer<typeof DeviceRowSchema>;

export const DEVICE_GRID_FIELDS = [
  'zoneId',
  'doorId',
  'zoneName',
  'doorName',
  'type',
  'model',
  'ip',
  'mac',
  'readType',
  'ioFunction',
  'active',
] as const;
export const DevicesPageSchema = gridPageOf(DeviceRowSchema);
