import { Command } from '@nestjs/cqrs';
import type { RequirementSubject } from '@faena/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user';
import type { CommandAnswer } from '../command-answer';

export type Review = { decision: 'approve' } | { decision: 'reject'; reason: string };

/** Approve or reject (with a reason) a document waiting for review, of the caller's client. */
export class ReviewRequirementDocumentCommand extends Command<CommandAnswer> {
  constructor(
    readonly user: AuthUser,
    readonly body: { commandId: string; subject: RequirementSubject; docId: string },
    readonly review: Review,
  ) {
    super();
  }
}
