import { Command } from '@nestjs/cqrs';
import type { CorrectVisitBody } from '@faena/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user';
import type { CommandAnswer } from '../command-answer';

/** The requester corrects an observed visit: its zones, days and observation. */
export class CorrectVisitCommand extends Command<CommandAnswer> {
  constructor(
    readonly user: AuthUser,
    readonly body: CorrectVisitBody,
  ) {
    super();
  }
}
