import { Command } from '@nestjs/cqrs';
import type { CommandResult, InactivateCredentialBody } from '@faena/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user';

/** Inactivates a credential of the caller's client with a reason of kind I. */
export class InactivateCredentialCommand extends Command<CommandResult> {
  constructor(
    readonly user: AuthUser,
    readonly body: InactivateCredentialBody,
  ) {
    super();
  }
}
