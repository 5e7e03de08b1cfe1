import { Command } from '@nestjs/cqrs';
import type { AssignIdentificationTypeBody, CommandResult } from '@faena/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user';

/** Assigns an identification type (its catalogue's code) to a person of the caller's client. */
export class AssignIdentificationTypeCommand extends Command<CommandResult> {
  constructor(
    readonly user: AuthUser,
    readonly body: AssignIdentificationTypeBody,
  ) {
    super();
  }
}
