import { Command } from '@nestjs/cqrs';
import type { SetPersonPhotoBody } from '@faena/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user';
import type { CommandAnswer } from '../../../platform/commands/command-runner';

/** Sets one of a person's photos (content-checked JPG/PNG). */
export class SetPersonPhotoCommand extends Command<CommandAnswer> {
  constructor(
    readonly user: AuthUser,
    readonly body: SetPersonPhotoBody,
  ) {
    super();
  }
}
