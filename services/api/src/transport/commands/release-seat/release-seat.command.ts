import { Command } from '@nestjs/cqrs';
import type { ReleaseSeatBody } from '@faena/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user';
import type { CommandAnswer } from '../command-answer';

/** Release a reserved seat (and the worker's date). */
export class ReleaseSeatCommand extends Command<CommandAnswer> {
  constructor(
    readonly user: AuthUser,
    readonly body: ReleaseSeatBody,
  ) {
    super();
  }
}
