import { Command } from '@nestjs/cqrs';
import type { AddDoorBody, CommandResult, UpdateDoorBody } from '@faena/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user';

/** Add a door to a zone of the caller's client, or edit one of its doors. */
export class SaveDoorCommand extends Command<CommandResult> {
  constructor(
    readonly user: AuthUser,
    readonly body: ({ mode: 'add' } & AddDoorBody) | ({ mode: 'update' } & UpdateDoorBody),
  ) {
    super();
  }
}
