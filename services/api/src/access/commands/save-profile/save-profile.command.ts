import { Command } from '@nestjs/cqrs';
import type { SaveProfileBody } from '@faena/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user';
import type { CommandAnswer } from '../../../platform/commands/command-runner';

/** Defines (mode 'define') or updates ('update') one of the caller's client's access profiles. */
export class SaveProfileCommand extends Command<CommandAnswer> {
  constructor(
    readonly user: AuthUser,
    readonly mode: 'define' | 'update',
    readonly body: SaveProfileBody,
  ) {
    super();
  }
}
