import { Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { DomainError, type RegisterDeviceBody } from '@faena/contracts';
import { SaveDeviceCommand } from '../access/commands/save-device/save-device.command';
import { ZONES } from './data/master';
import { SECOND_ZONE } from './data/second-client';
import { actorUser } from './sample-activity';

type Fields = Omit<RegisterDeviceBody, 'commandId' | 'deviceId' | 'doorId'>;

/** One reader per seeded door: addresses in 10.20.<zone>.<door>, MACs of one vendor prefix. */
const readerAt = (zone: number, door: number, type: 'E' | 'S' | 'A'): Fields => ({
  type: door % 2 === 0 ? 'TORNIQUETE' : 'LECTOR',
  model: door % 2 === 0 ? 'ZKTeco TS2000' : 'HID iCLASS SE R40',
  ip: `10.20.${zone}.${10 + door}`,
  mac: `00:17:61:${String(zone).padStart(2, '0')}:${String(door).padStart(2, '0')}:0A`,
  readType: door % 2 === 0 ? 'RFID' : 'QR',
  ioFunction: type,
  timeDifference: 0,
  comPort: door % 2 === 0 ? '' : `COM${door + 1}`,
  greenOutput: 1,
  redOutput: 2,
  serial: { bitsPerSecond: 9600, dataBits: 8, parity: 'N', stopBits: '1' },
  network: {
    mask: '255.255.255.0',
    gateway: `10.20.${zone}.1`,
    serverIp: '10.20.0.5',
    hostName: `lector-${zone}-${door}.faena.local`,
  },
  active: true,
});

/** The demo devices: one per seeded door of each client, registered by that client's administrator. */
export function devicePlan(): Array<{ actor: 'ADMIN' | 'PAC-ADMIN'; body: RegisterDeviceBody }> {
  const own = ZONES.flatMap((z, zi) =>
    z.doors.map((d, di) => ({
      actor: 'ADMIN' as const,
      body: {
        commandId: `seed-device-${d.doorId}`,
        deviceId: `DSP-${d.doorId.replace(/^PTA-/, '')}`,
        doorId: d.doorId,
        ...readerAt(zi + 1, di + 1, d.type),
      },
    })),
  );
  const second = SECOND_ZONE.doors.map((d, di) => ({
    actor: 'PAC-ADMIN' as const,
    body: {
      commandId: `seed-device-${d.doorId}`,
      deviceId: `DSP-${d.doorId.replace(/^PTA-/, '')}`,
      doorId: d.doorId,
      ...readerAt(50, di + 1, d.type),
    },
  }));
  return [...own, ...second];
}

/**
 * The demo devices, played through the device command (fixed command ids: a second run changes
 * nothing). Runs after the master data: the doors' zones are there.
 */
@Injectable()
export class DevicesSeed {
  private readonly logger = new Logger('Seed');
  constructor(private readonly commands: CommandBus) {}

  /** Answers the commands the rules refused (command id: error code). */
  async run(): Promise<string[]> {
    const refused: string[] = [];
    for (const { actor, body } of devicePlan()) {
      try {
        await this.commands.execute(
          new SaveDeviceCommand(actorUser(actor), { mode: 'register', ...body }),
        );
      } catch (err) {
        refused.push(`${body.commandId}: ${err instanceof DomainError ? err.code : String(err)}`);
      }
    }
    if (refused.length > 0) this.logger.warn(`devices refused: ${refused.join(', ')}`);
    return refused;
  }
}
