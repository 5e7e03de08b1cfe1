import { hash } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { STREAMS } from '@faena/contracts';
import { BlobStore, deterministicUuid } from '@faena/core';
import { checkedPdf } from '../../../platform/files/attached-file';
import { CommandRunner } from '../../../platform/commands/command-runner';
import { requestSpec } from '../../accreditation.streams';
import { addAttachment } from '../../domain/request-attachments';
import type { CommandAnswer } from '../command-answer';
import { AttachRequestFileCommand } from './attach-request-file.command';

/** Where an attachment's bytes live: one key per attachment, so a retry writes the same key again. */
export const requestAttachmentKey = (requestId: string, attachmentId: string) =>
  `accreditation/request/${requestId}/${attachmentId}.pdf`;

/**
 * The file is checked by its content (parsed as a PDF, no scripts, launch actions or embedded
 * files) and its size before anything is read; the attachment's id follows from the command id. Once the decider accepts it, the bytes
 * are put in the blob store and only then the event appended: a crash in between leaves a file
 * that the retry (same command id, same key) writes over, never an event without its file; a
 * command already handled answers its stored result without touching the store again.
 */
@CommandHandler(AttachRequestFileCommand)
export class AttachRequestFileHandler implements ICommandHandler<AttachRequestFileCommand> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly blobs: BlobStore,
  ) {}

  async execute({ user, body }: AttachRequestFileCommand): Promise<CommandAnswer> {
    const file = await checkedPdf(body.file.contentBase64);
    const attachmentId = deterministicUuid('accreditation.attachment', body.commandId);
    const sha256 = hash('sha256', file.bytes, 'hex');
    return this.runner.run({ commandId: body.commandId, user, payload: body }, async (reader) => {
      const stream = STREAMS.request(body.requestId);
      const request = await reader.load(stream, requestSpec);
      const blobKey = requestAttachmentKey(body.requestId, attachmentId);
      const writer = { userId: user.sub, clientId: user.cid, companyId: user.coid };
      const events = addAttachment(
        {
          writer,
          attachmentId,
          fileName: body.file.fileName,
          size: file.bytes.length,
          blobKey,
          sha256,
        },
        request,
      );
      if (events.length > 0) await this.blobs.put(blobKey, file.bytes, file.contentType);
      return { id: body.requestId, extra: { attachmentId }, writes: [{ stream, events }] };
    });
  }
}
