import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { STREAMS } from '@faena/contracts';
import { CommandRunner, type CommandAnswer } from '../../../platform/commands/command-runner';
import { schedulesSpec } from '../../access.streams';
import { defineSchedule, updateSchedule } from '../../domain/access-schedules.decider';
import { SaveScheduleCommand } from './save-schedule.command';

/** A schedule is the caller's client's: its stream is the client's, so no other client reaches it. */
@CommandHandler(SaveScheduleCommand)
export class SaveScheduleHandler implements ICommandHandler<SaveScheduleCommand> {
  constructor(private readonly runner: CommandRunner) {}

  execute({ user, mode, body }: SaveScheduleCommand): Promise<CommandAnswer> {
    const ctx = { commandId: body.commandId, user, payload: { mode, ...body } };
    return this.runner.run(ctx, async (reader) => {
      const stream = STREAMS.accessSchedules(user.cid);
      const state = await reader.load(stream, schedulesSpec);
      const input = { ...body, clientId: user.cid };
      const events =
        mode === 'define' ? defineSchedule(input, state) : updateSchedule(input, state);
      return { id: body.code, writes: [{ stream, events }] };
    });
  }
}
