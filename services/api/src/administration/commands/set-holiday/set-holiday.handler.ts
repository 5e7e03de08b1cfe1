import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { STREAMS } from '@faena/contracts';
import { CommandRunner, type CommandAnswer } from '../../../platform/commands/command-runner';
import { setHoliday } from '../../domain/country.decider';
import { countrySpec } from '../administration-specs';
import { runWrite } from '../master-data-writes';
import { SetHolidayCommand } from './set-holiday.command';

@CommandHandler(SetHolidayCommand)
export class SetHolidayHandler implements ICommandHandler<SetHolidayCommand> {
  constructor(private readonly runner: CommandRunner) {}

  execute({ user, body }: SetHolidayCommand): Promise<CommandAnswer> {
    const stream = STREAMS.country(body.countryId);
    return runWrite(this.runner, { user, body, id: body.countryId, stream }, async (r) =>
      setHoliday(
        {
          countryId: body.countryId,
          countryName: body.countryName,
          holiday: body.holiday,
          previous: body.previous,
        },
        await r.load(stream, countrySpec),
      ),
    );
  }
}
