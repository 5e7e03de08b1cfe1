import { Command } from '@nestjs/cqrs';
import type { SubmitVisitBody } from '@faena/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user';
import type { CommandAnswer } from '../command-answer';

/** Requests a visit: host, visitors (unknown ones registered as VISITA), zones and days. */
export class SubmitVisitCommand extends Command<CommandAnswer> {
  constructor(
    readonly user: AuthUser,
    readonly body: SubmitVisitBody,
  ) {
    super();
  }
}
