import { Command } from '@nestjs/cqrs';
import type { ReserveSeatBody } from '@faena/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user';
import type { CommandAnswer } from '../command-answer';

/** Reserve a seat on a trip for a worker. */
export class ReserveSeatCommand extends Command<CommandAnswer> {
  constructor(
    readonly user: AuthUser,
    readonly body: ReserveSeatBody,
  ) {
    super();
  }
}
