import { Command } from '@nestjs/cqrs';
import type { AssignPositionBody } from '@faena/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user';
import type { CommandAnswer } from '../../../platform/commands/command-runner';

/** Sets a person's position. */
export class AssignPositionCommand extends Command<CommandAnswer> {
  constructor(
    readonly user: AuthUser,
    readonly body: AssignPositionBody,
  ) {
    super();
  }
}
