import { Command } from '@nestjs/cqrs';
import type { SaveClientParametersBody } from '@faena/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user';
import type { CommandAnswer } from '../../../platform/commands/command-runner';

/** Saves the caller's client's parameters (visit maximum days, endowment policy). */
export class SaveClientParametersCommand extends Command<CommandAnswer> {
  constructor(
    readonly user: AuthUser,
    readonly body: SaveClientParametersBody,
  ) {
    super();
  }
}
