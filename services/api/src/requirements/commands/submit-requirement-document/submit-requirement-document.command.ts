import { Command } from '@nestjs/cqrs';
import type { SubmitRequirementDocumentBody } from '@faena/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user';
import type { CommandAnswer } from '../command-answer';

/** Submit a requirement's PDF for a person, a vehicle or a company (it replaces the previous one). */
export class SubmitRequirementDocumentCommand extends Command<CommandAnswer> {
  constructor(
    readonly user: AuthUser,
    readonly body: SubmitRequirementDocumentBody,
  ) {
    super();
  }
}
