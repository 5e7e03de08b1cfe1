import { Command } from '@nestjs/cqrs';
import type { CommandResult, PrintCredentialsBody } from '@faena/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user';

/** Marks a batch of the caller's client's credentials as printed (the badges went to the printer). */
export class PrintCredentialsCommand extends Command<CommandResult> {
  constructor(
    readonly user: AuthUser,
    readonly body: PrintCredentialsBody,
  ) {
    super();
  }
}
