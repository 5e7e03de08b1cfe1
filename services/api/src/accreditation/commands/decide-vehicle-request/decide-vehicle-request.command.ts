import { Command } from '@nestjs/cqrs';
import type { Decision, DecideVehicleRequestBody } from '@faena/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user';
import type { CommandAnswer } from '../command-answer';

/** Approve, observe or reject a pending vehicle request (observe and reject carry a comment). */
export class DecideVehicleRequestCommand extends Command<CommandAnswer> {
  constructor(
    readonly user: AuthUser,
    readonly decision: Decision,
    readonly body: DecideVehicleRequestBody,
  ) {
    super();
  }
}
