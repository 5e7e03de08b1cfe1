import { Command } from '@nestjs/cqrs';
import type { RegisterPersonBody } from '@faena/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user';
import type { CommandAnswer } from '../../../platform/commands/command-runner';

/** Registers a person (catalog.person-<id>) and claims its document. */
export class RegisterPersonCommand extends Command<CommandAnswer> {
  constructor(
    readonly user: AuthUser,
    readonly body: RegisterPersonBody,
  ) {
    super();
  }
}
