import { Command } from '@nestjs/cqrs';
import type { CommandResult, RegisterDeviceBody, UpdateDeviceBody } from '@faena/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user';

/** Register a device at a door of the caller's client, or edit one. */
export class SaveDeviceCommand extends Command<CommandResult> {
  constructor(
    readonly user: AuthUser,
    readonly body:
      ({ mode: 'register' } & RegisterDeviceBody) | ({ mode: 'update' } & UpdateDeviceBody),
  ) {
    super();
  }
}
