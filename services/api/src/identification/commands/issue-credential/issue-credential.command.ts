import { Command } from '@nestjs/cqrs';
import type { CommandResult, IssueCredentialBody } from '@faena/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user';

/** Issues a credential to a worker of the caller's client (one active per worker). */
export class IssueCredentialCommand extends Command<CommandResult> {
  constructor(
    readonly user: AuthUser,
    readonly body: IssueCredentialBody,
  ) {
    super();
  }
}
