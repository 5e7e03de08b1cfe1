import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { STREAMS } from '@faena/contracts';
import { CommandRunner } from '../../../platform/commands/command-runner';
import { approveDocument, rejectDocument } from '../../domain/requirement-documents.decider';
import { subjectDocumentsSpec } from '../../requirements.streams';
import type { CommandAnswer } from '../command-answer';
import { ReviewRequirementDocumentCommand } from './review-requirement-document.command';

/**
 * The documents of the caller's client only (the stream is the client's): another client's
 * document is not found there.
 */
@CommandHandler(ReviewRequirementDocumentCommand)
export class ReviewRequirementDocumentHandler implements ICommandHandler<ReviewRequirementDocumentCommand> {
  constructor(private readonly runner: CommandRunner) {}

  execute({ user, body, review }: ReviewRequirementDocumentCommand): Promise<CommandAnswer> {
    const { subject, docId } = body;
    const payload = { ...body, ...review };
    return this.runner.run({ commandId: body.commandId, user, payload }, async (reader) => {
      const stream = STREAMS.requirementDocuments(subject.entity, subject.id, user.cid);
      const documents = await reader.load(stream, subjectDocumentsSpec);
      const input = { docId, subject, reviewedBy: user.sub };
      const events =
        review.decision === 'approve'
          ? approveDocument(input, documents)
          : rejectDocument({ ...input, reason: review.reason }, documents);
      return { id: docId, writes: [{ stream, events }] };
    });
  }
}
