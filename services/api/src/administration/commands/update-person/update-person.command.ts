import { Command } from '@nestjs/cqrs';
import type { UpdatePersonBody } from '@faena/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user';
import type { CommandAnswer } from '../../../platform/commands/command-runner';

/** Updates a person's data; a changed document moves the claim. */
export class UpdatePersonCommand extends Command<CommandAnswer> {
  constructor(
    readonly user: AuthUser,
    readonly body: UpdatePersonBody,
  ) {
    super();
  }
}
