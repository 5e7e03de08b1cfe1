import { Command } from '@nestjs/cqrs';
import type { CommandResult, MarkDoorBody, MarkOutcome } from '@faena/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user';

export type MarkAnswer = CommandResult & Omit<MarkOutcome, 'revision' | 'position'>;

/** A person marks a door (entry or exit); `automatic` for marks a device sends. */
export class MarkDoorCommand extends Command<MarkAnswer> {
  constructor(
    readonly user: AuthUser,
    readonly body: MarkDoorBody,
    readonly automatic = false,
  ) {
    super();
  }
}
