import { Command } from '@nestjs/cqrs';
import type { RegisterContractBody } from '@faena/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user';
import type { CommandAnswer } from '../../../platform/commands/command-runner';

/** Registers a contract (its id is its code). */
export class RegisterContractCommand extends Command<CommandAnswer> {
  constructor(
    readonly user: AuthUser,
    readonly body: RegisterContractBody,
  ) {
    super();
  }
}
