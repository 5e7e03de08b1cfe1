import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { STREAMS, type CommandResult } from '@faena/contracts';
import { deterministicUuid } from '@faena/core';
import { CommandRunner } from '../../../platform/commands/command-runner';
import { clientDevicesSpec, zoneSpec } from '../../access.streams';
import { DoorDirectory } from '../../door-directory';
import { registerDevice, updateDevice } from '../../domain/device.decider';
import { SaveDeviceCommand } from './save-device.command';

export const deviceIdFor = (commandId: string) => deterministicUuid('access.device', commandId);

/**
 * A device is written to its client's devices stream (one stream: an IP or a MAC is unique in the
 * client); its door's zone (found through DoorDirectory, folded from the zone's stream) must be
 * the caller's client's.
 */
@CommandHandler(SaveDeviceCommand)
export class SaveDeviceHandler implements ICommandHandler<SaveDeviceCommand> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly doors: DoorDirectory,
  ) {}

  async execute({ user, body }: SaveDeviceCommand): Promise<CommandResult> {
    const { commandId, mode, deviceId: given, ...fields } = body;
    const deviceId = given ?? deviceIdFor(commandId);
    const payload = { ...body, deviceId };
    const zoneId = await this.doors.zoneOf(fields.doorId);
    return this.runner.run({ commandId, user, payload }, async (reader) => {
      const zone = zoneId ? await reader.load(STREAMS.zone(zoneId), zoneSpec) : null;
      const stream = STREAMS.devices(user.cid);
      const devices = await reader.load(stream, clientDevicesSpec);
      const input = { deviceId, clientId: user.cid, userId: user.sub, fields, zone };
      const events =
        mode === 'register' ? registerDevice(input, devices) : updateDevice(input, devices);
      return { id: deviceId, writes: [{ stream, events }] };
    });
  }
}
