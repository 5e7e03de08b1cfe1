import { Command } from '@nestjs/cqrs';
import type { MarkBatchBody, MarkOutcome } from '@faena/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user';

/** A device's batch of marks (up to 500): every mark is its own idempotent command. */
export class MarkBatchCommand extends Command<MarkOutcome[]> {
  constructor(
    readonly user: AuthUser,
    readonly body: MarkBatchBody,
  ) {
    super();
  }
}
