import { Command } from '@nestjs/cqrs';
import type { AddContractAddendumBody } from '@faena/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user';
import type { CommandAnswer } from '../../../platform/commands/command-runner';

/** Adds an addendum to a contract (new end date and/or quota). */
export class AddContractAddendumCommand extends Command<CommandAnswer> {
  constructor(
    readonly user: AuthUser,
    readonly body: AddContractAddendumBody,
  ) {
    super();
  }
}
