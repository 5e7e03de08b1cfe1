import { Command } from '@nestjs/cqrs';
import type { RemoveHolidayBody } from '@faena/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user';
import type { CommandAnswer } from '../../../platform/commands/command-runner';

/** Removes a holiday of a country. */
export class RemoveHolidayCommand extends Command<CommandAnswer> {
  constructor(
    readonly user: AuthUser,
    readonly body: RemoveHolidayBody,
  ) {
    super();
  }
}
