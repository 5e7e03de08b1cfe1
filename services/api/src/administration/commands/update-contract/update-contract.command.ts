import { Command } from '@nestjs/cqrs';
import type { UpdateContractBody } from '@faena/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user';
import type { CommandAnswer } from '../../../platform/commands/command-runner';

/** Updates a contract's data. */
export class UpdateContractCommand extends Command<CommandAnswer> {
  constructor(
    readonly user: AuthUser,
    readonly body: UpdateContractBody,
  ) {
    super();
  }
}
