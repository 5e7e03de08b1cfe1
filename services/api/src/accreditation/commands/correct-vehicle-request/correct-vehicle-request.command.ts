import { Command } from '@nestjs/cqrs';
import type { CorrectVehicleRequestBody } from '@faena/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user';
import type { CommandAnswer } from '../command-answer';

/** The applicant corrects an observed vehicle request and sends it again. */
export class CorrectVehicleRequestCommand extends Command<CommandAnswer> {
  constructor(
    readonly user: AuthUser,
    readonly body: CorrectVehicleRequestBody,
  ) {
    super();
  }
}
