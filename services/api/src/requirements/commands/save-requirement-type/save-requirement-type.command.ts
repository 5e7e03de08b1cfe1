import { Command } from '@nestjs/cqrs';
import type { SaveRequirementTypeBody } from '@faena/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user';
import type { CommandAnswer } from '../command-answer';

/** Define a requirement type, or update it when its code exists. */
export class SaveRequirementTypeCommand extends Command<CommandAnswer> {
  constructor(
    readonly user: AuthUser,
    readonly body: SaveRequirementTypeBody,
  ) {
    super();
  }
}
