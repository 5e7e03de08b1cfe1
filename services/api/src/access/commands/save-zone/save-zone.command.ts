import { Command } from '@nestjs/cqrs';
import type { CommandResult, RegisterZoneBody, UpdateZoneBody } from '@faena/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user';

/** Register a zone of the caller's client, or edit one (its configuration, not its doors). */
export class SaveZoneCommand extends Command<CommandResult> {
  constructor(
    readonly user: AuthUser,
    readonly body:
      ({ mode: 'register' } & RegisterZoneBody) | ({ mode: 'update' } & UpdateZoneBody),
  ) {
    super();
  }
}
