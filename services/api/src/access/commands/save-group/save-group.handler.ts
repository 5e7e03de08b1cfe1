import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { STREAMS } from '@faena/contracts';
import {
  CommandRunner,
  type CommandAnswer,
  type StreamReader,
} from '../../../platform/commands/command-runner';
import { groupsSpec, schedulesSpec, zoneRefSpec } from '../../access.streams';
import { defineGroup, updateGroup } from '../../domain/access-groups.decider';
import { SaveGroupCommand } from './save-group.command';

/**
 * A group names zones of the caller's client (each zone's own stream says whose it is) and
 * schedules of the client (its schedules stream).
 */
@CommandHandler(SaveGroupCommand)
export class SaveGroupHandler implements ICommandHandler<SaveGroupCommand> {
  constructor(private readonly runner: CommandRunner) {}

  execute({ user, mode, body }: SaveGroupCommand): Promise<CommandAnswer> {
    const ctx = { commandId: body.commandId, user, payload: { mode, ...body } };
    return this.runner.run(ctx, async (reader) => {
      const stream = STREAMS.accessGroups(user.cid);
      const state = await reader.load(stream, groupsSpec);
      const schedules = await reader.load(STREAMS.accessSchedules(user.cid), schedulesSpec);
      const refs = {
        zoneIds: await clientZones(reader, body.zoneIds, user.cid),
        scheduleCodes: new Set(Object.keys(schedules)),
      };
      const input = { ...body, clientId: user.cid };
      const events =
        mode === 'define' ? defineGroup(input, refs, state) : updateGroup(input, refs, state);
      return { id: body.code, writes: [{ stream, events }] };
    });
  }
}

/** The named zones that exist and are the client's. */
async function clientZones(reader: StreamReader, zoneIds: string[], clientId: string) {
  const known = new Set<string>();
  for (const zoneId of new Set(zoneIds)) {
    const zone = await reader.load(STREAMS.zone(zoneId), zoneRefSpec);
    if (zone?.clientId === clientId) known.add(zoneId);
  }
  return known;
}
