import { Command } from '@nestjs/cqrs';
import type { ChangePersonStateBody } from '@faena/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user';
import type { CommandAnswer } from '../../../platform/commands/command-runner';

/** Changes a person's state (active, inactive, terminated). */
export class ChangePersonStateCommand extends Command<CommandAnswer> {
  constructor(
    readonly user: AuthUser,
    readonly body: ChangePersonStateBody,
  ) {
    super();
  }
}
