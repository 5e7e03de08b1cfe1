import { Command } from '@nestjs/cqrs';
import type { RemoveRequestsBody } from '@faena/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user';
import type { CommandAnswer } from '../command-answer';

/** Remove one request, or many at once (the spec's bulk removal of incomplete and pending requests). */
export class RemoveRequestsCommand extends Command<CommandAnswer> {
  constructor(
    readonly user: AuthUser,
    readonly body: RemoveRequestsBody,
  ) {
    super();
  }
}
