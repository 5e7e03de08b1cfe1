import { Command } from '@nestjs/cqrs';
import type { SetHolidayBody } from '@faena/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user';
import type { CommandAnswer } from '../../../platform/commands/command-runner';

/** Sets (adds or replaces) a holiday of a country. */
export class SetHolidayCommand extends Command<CommandAnswer> {
  constructor(
    readonly user: AuthUser,
    readonly body: SetHolidayBody,
  ) {
    super();
  }
}
