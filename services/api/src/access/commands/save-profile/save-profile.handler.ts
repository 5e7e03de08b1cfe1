import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { STREAMS } from '@faena/contracts';
import { CommandRunner, type CommandAnswer } from '../../../platform/commands/command-runner';
import { groupsSpec, profilesSpec } from '../../access.streams';
import { defineProfile, updateProfile } from '../../domain/access-profiles.decider';
import { SaveProfileCommand } from './save-profile.command';

/**
 * A profile lives on the client's profiles stream (its version makes the code unique per client
 * under concurrent saves) and grants groups of the client (its groups stream).
 */
@CommandHandler(SaveProfileCommand)
export class SaveProfileHandler implements ICommandHandler<SaveProfileCommand> {
  constructor(private readonly runner: CommandRunner) {}

  execute({ user, mode, body }: SaveProfileCommand): Promise<CommandAnswer> {
    const ctx = { commandId: body.commandId, user, payload: { mode, ...body } };
    return this.runner.run(ctx, async (reader) => {
      const stream = STREAMS.accessProfiles(user.cid);
      const state = await reader.load(stream, profilesSpec);
      const groups = await reader.load(STREAMS.accessGroups(user.cid), groupsSpec);
      const codes = new Set(Object.keys(groups));
      const input = { ...body, clientId: user.cid };
      const events =
        mode === 'define' ? defineProfile(input, codes, state) : updateProfile(input, codes, state);
      return { id: body.code, writes: [{ stream, events }] };
    });
  }
}
