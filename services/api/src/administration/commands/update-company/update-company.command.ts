import { Command } from '@nestjs/cqrs';
import type { UpdateCompanyBody } from '@faena/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user';
import type { CommandAnswer } from '../../../platform/commands/command-runner';

/** Updates a company's data. */
export class UpdateCompanyCommand extends Command<CommandAnswer> {
  constructor(
    readonly user: AuthUser,
    readonly body: UpdateCompanyBody,
  ) {
    super();
  }
}
