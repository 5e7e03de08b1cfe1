import { Command } from '@nestjs/cqrs';
import type { Decision, DecideRequestBody } from '@faena/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user';
import type { CommandAnswer } from '../command-answer';

/** Approve, observe or reject a pending request (observe and reject carry a comment). */
export class DecideRequestCommand extends Command<CommandAnswer> {
  constructor(
    readonly user: AuthUser,
    readonly decision: Decision,
    readonly body: DecideRequestBody,
  ) {
    super();
  }
}
