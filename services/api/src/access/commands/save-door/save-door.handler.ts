import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { STREAMS, type CommandResult } from '@faena/contracts';
import { deterministicUuid } from '@faena/core';
import { CommandRunner } from '../../../platform/commands/command-runner';
import { zoneSpec } from '../../access.streams';
import { addDoor, updateDoor } from '../../domain/zone-doors.decider';
import { SaveDoorCommand } from './save-door.command';

export const doorIdFor = (commandId: string) => deterministicUuid('access.door', commandId);

/** A door lives in its zone's stream: the door decision folds it from there (DoorDirectory finds the zone). */
@CommandHandler(SaveDoorCommand)
export class SaveDoorHandler implements ICommandHandler<SaveDoorCommand> {
  constructor(private readonly runner: CommandRunner) {}

  execute({ user, body }: SaveDoorCommand): Promise<CommandResult> {
    const { commandId, mode, zoneId, doorId: given, ...fields } = body;
    const doorId = given ?? doorIdFor(commandId);
    const payload = { ...body, doorId };
    return this.runner.run({ commandId, user, payload }, async (reader) => {
      const stream = STREAMS.zone(zoneId);
      const zone = await reader.load(stream, zoneSpec);
      const input = { zoneId, doorId, clientId: user.cid, userId: user.sub, fields };
      const events = mode === 'add' ? addDoor(input, zone) : updateDoor(input, zone);
      return { id: doorId, writes: [{ stream, events }] };
    });
  }
}
