import { Command } from '@nestjs/cqrs';
import type { SubmitRequestBody } from '@faena/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user';
import type { CommandAnswer } from '../command-answer';

/** Submit an accreditation request for a person on a contract (status Pendiente). */
export class SubmitRequestCommand extends Command<CommandAnswer> {
  constructor(
    readonly user: AuthUser,
    readonly body: SubmitRequestBody,
  ) {
    super();
  }
}
