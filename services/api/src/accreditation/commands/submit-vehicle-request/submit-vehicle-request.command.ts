import { Command } from '@nestjs/cqrs';
import type { SubmitVehicleRequestBody } from '@faena/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user';
import type { CommandAnswer } from '../command-answer';

/** Send a vehicle accreditation request for approval. */
export class SubmitVehicleRequestCommand extends Command<CommandAnswer> {
  constructor(
    readonly user: AuthUser,
    readonly body: SubmitVehicleRequestBody,
  ) {
    super();
  }
}
