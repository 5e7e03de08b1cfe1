import { Command } from '@nestjs/cqrs';
import type { DecideDemobilizationBody, Decision } from '@faena/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user';
import type { CommandAnswer } from '../command-answer';

/** Approve, observe or reject a pending demobilization (observe and reject carry a comment). */
export class DecideDemobilizationCommand extends Command<CommandAnswer> {
  constructor(
    readonly user: AuthUser,
    readonly decision: Decision,
    readonly body: DecideDemobilizationBody,
  ) {
    super();
  }
}
