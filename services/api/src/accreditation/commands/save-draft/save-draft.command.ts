import { Command } from '@nestjs/cqrs';
import type { SaveDraftBody } from '@faena/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user';
import type { CommandAnswer } from '../command-answer';

/** Save a request as a draft (Incompleta), new or again; it is sent later through registrar. */
export class SaveDraftCommand extends Command<CommandAnswer> {
  constructor(
    readonly user: AuthUser,
    readonly body: SaveDraftBody,
  ) {
    super();
  }
}
