import { Command } from '@nestjs/cqrs';
import type { SaveScheduleBody } from '@faena/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user';
import type { CommandAnswer } from '../../../platform/commands/command-runner';

/** Defines (mode 'define') or updates ('update') one of the caller's client's access schedules. */
export class SaveScheduleCommand extends Command<CommandAnswer> {
  constructor(
    readonly user: AuthUser,
    readonly mode: 'define' | 'update',
    readonly body: SaveScheduleBody,
  ) {
    super();
  }
}
