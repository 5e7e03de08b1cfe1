import { Command } from '@nestjs/cqrs';
import type { AttachRequestFileBody } from '@faena/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user';
import type { CommandAnswer } from '../command-answer';

/** Attach a PDF to a request (Incompleta, Pendiente or Observada). */
export class AttachRequestFileCommand extends Command<CommandAnswer> {
  constructor(
    readonly user: AuthUser,
    readonly body: AttachRequestFileBody,
  ) {
    super();
  }
}
