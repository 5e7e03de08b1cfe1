import { Command } from '@nestjs/cqrs';
import type { CorrectDemobilizationBody } from '@faena/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user';
import type { CommandAnswer } from '../command-answer';

/** Correct an observed demobilization and send it back to Pendiente. */
export class CorrectDemobilizationCommand extends Command<CommandAnswer> {
  constructor(
    readonly user: AuthUser,
    readonly body: CorrectDemobilizationBody,
  ) {
    super();
  }
}
