import { Command } from '@nestjs/cqrs';
import type { SetVehiclePhotoBody } from '@faena/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user';
import type { CommandAnswer } from '../../../platform/commands/command-runner';

/** Sets one of a vehicle's photos (profile, mobile, extra): content-checked JPG/PNG in the blob store. */
export class SetVehiclePhotoCommand extends Command<CommandAnswer> {
  constructor(
    readonly user: AuthUser,
    readonly body: SetVehiclePhotoBody,
  ) {
    super();
  }
}
