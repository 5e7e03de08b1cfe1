import { Command } from '@nestjs/cqrs';
import type { DecideVisitBody, Decision } from '@faena/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user';
import type { CommandAnswer } from '../command-answer';

/** Approve, observe or reject a pending or observed visit. */
export class DecideVisitCommand extends Command<CommandAnswer> {
  constructor(
    readonly user: AuthUser,
    readonly decision: Decision,
    readonly body: DecideVisitBody,
  ) {
    super();
  }
}
