import { Command } from '@nestjs/cqrs';
import type { RemoveRequestAttachmentBody } from '@faena/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user';
import type { CommandAnswer } from '../command-answer';

/** Take one attachment away from a request (Incompleta or Observada). */
export class RemoveRequestAttachmentCommand extends Command<CommandAnswer> {
  constructor(
    readonly user: AuthUser,
    readonly body: RemoveRequestAttachmentBody,
  ) {
    super();
  }
}
