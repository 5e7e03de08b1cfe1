import { hash } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { STREAMS } from '@faena/contracts';
import { BlobStore, deterministicUuid } from '@faena/core';
import { checkedPdf } from '../../../platform/files/attached-file';
import { CommandRunner } from '../../../platform/commands/command-runner';
import { submitDocument } from '../../domain/requirement-documents.decider';
import { requirementFileKey } from '../../facts/document-file';
import {
  requirementTypesSpec,
  subjectDocumentsSpec,
  subjectOwner,
} from '../../requirements.streams';
import type { CommandAnswer } from '../command-answer';
import { SubmitRequirementDocumentCommand } from './submit-requirement-document.command';

/**
 * The PDF passes the attachments' checks (content and size) before anything is read; once the
 * decider accepts the document the bytes are stored, then the event appended (a crash in between
 * leaves a file the retry writes over, never an event without its file).
 */
@CommandHandler(SubmitRequirementDocumentCommand)
export class SubmitRequirementDocumentHandler implements ICommandHandler<SubmitRequirementDocumentCommand> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly blobs: BlobStore,
  ) {}

  async execute({ user, body }: SubmitRequirementDocumentCommand): Promise<CommandAnswer> {
    const file = await checkedPdf(body.file.contentBase64);
    const fileHash = hash('sha256', file.bytes, 'hex');
    const docId = deterministicUuid('requirements.document', body.commandId);
    const { subject } = body;
    return this.runner.run({ commandId: body.commandId, user, payload: body }, async (reader) => {
      const owner = subjectOwner(subject);
      const { companyId } = await reader.load(owner.stream, owner.spec);
      const { types } = await reader.load(STREAMS.requirementTypes(), requirementTypesSpec);
      const stream = STREAMS.requirementDocuments(subject.entity, subject.id, user.cid);
      const documents = await reader.load(stream, subjectDocumentsSpec);
      const events = submitDocument(
        {
          docId,
          subject,
          clientId: user.cid,
          subjectCompanyId: companyId,
          submitterCompanyId: user.coid,
          type: types[body.typeCode] ?? null,
          issuedOn: body.issuedOn,
          expiresOn: body.expiresOn,
          file: { fileHash, fileName: body.file.fileName, size: file.bytes.length },
          submittedBy: user.sub,
        },
        documents,
      );
      await this.blobs.put(requirementFileKey(fileHash), file.bytes, file.contentType);
      return { id: docId, extra: { docId }, writes: [{ stream, events }] };
    });
  }
}
