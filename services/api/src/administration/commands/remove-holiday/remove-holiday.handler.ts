import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { STREAMS } from '@faena/contracts';
import { CommandRunner, type CommandAnswer } from '../../../platform/commands/command-runner';
import { removeHoliday } from '../../domain/country.decider';
import { countrySpec } from '../administration-specs';
import { runWrite } from '../master-data-writes';
import { RemoveHolidayCommand } from './remove-holiday.command';

@CommandHandler(RemoveHolidayCommand)
export class RemoveHolidayHandler implements ICommandHandler<RemoveHolidayCommand> {
  constructor(private readonly runner: CommandRunner) {}

  execute({ user, body }: RemoveHolidayCommand): Promise<CommandAnswer> {
    const stream = STREAMS.country(body.countryId);
    return runWrite(this.runner, { user, body, id: body.countryId, stream }, async (r) =>
      removeHoliday(
        { countryId: body.countryId, day: body.day, month: body.month },
        await r.load(stream, countrySpec),
      ),
    );
  }
}
