import { Command } from '@nestjs/cqrs';
import type { ResubmitRequestBody } from '@faena/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user';
import type { CommandAnswer } from '../command-answer';

/** Correct an observed request and send it back to Pendiente. */
export class ResubmitRequestCommand extends Command<CommandAnswer> {
  constructor(
    readonly user: AuthUser,
    readonly body: ResubmitRequestBody,
  ) {
    super();
  }
}
