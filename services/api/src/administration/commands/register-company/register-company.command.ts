import { Command } from '@nestjs/cqrs';
import type { RegisterCompanyBody } from '@faena/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user';
import type { CommandAnswer } from '../../../platform/commands/command-runner';

/** Registers a company (its id follows from its document). */
export class RegisterCompanyCommand extends Command<CommandAnswer> {
  constructor(
    readonly user: AuthUser,
    readonly body: RegisterCompanyBody,
  ) {
    super();
  }
}
