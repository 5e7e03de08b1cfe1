import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { STREAMS } from '@faena/contracts';
import { CommandRunner } from '../../../platform/commands/command-runner';
import { requestSpec } from '../../accreditation.streams';
import { removeAttachment } from '../../domain/request-attachments';
import type { CommandAnswer } from '../command-answer';
import { RemoveRequestAttachmentCommand } from './remove-request-attachment.command';

/** Only the request's stream changes; the file stays in the blob store, as the history shows it was there. */
@CommandHandler(RemoveRequestAttachmentCommand)
export class RemoveRequestAttachmentHandler implements ICommandHandler<RemoveRequestAttachmentCommand> {
  constructor(private readonly runner: CommandRunner) {}

  execute({ user, body }: RemoveRequestAttachmentCommand): Promise<CommandAnswer> {
    return this.runner.run({ commandId: body.commandId, user, payload: body }, async (reader) => {
      const stream = STREAMS.request(body.requestId);
      const writer = { userId: user.sub, clientId: user.cid, companyId: user.coid };
      const events = removeAttachment(
        { writer, attachmentId: body.attachmentId },
        await reader.load(stream, requestSpec),
      );
      return { id: body.requestId, writes: [{ stream, events }] };
    });
  }
}
