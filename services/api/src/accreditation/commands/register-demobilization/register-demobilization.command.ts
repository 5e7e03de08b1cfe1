import { Command } from '@nestjs/cqrs';
import type { RegisterDemobilizationBody } from '@faena/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user';
import type { CommandAnswer } from '../command-answer';

/** Register an individual demobilization of an accredited worker (status Pendiente). */
export class RegisterDemobilizationCommand extends Command<CommandAnswer> {
  constructor(
    readonly user: AuthUser,
    readonly body: RegisterDemobilizationBody,
  ) {
    super();
  }
}
