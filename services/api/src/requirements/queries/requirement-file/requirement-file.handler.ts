import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DomainError, type DownloadedFile } from '@faena/contracts';
import { BlobStore, ReadStore } from '@faena/core';
import { ReadWaiter } from '../../../platform/storage/read-waiter';
import { requirementFileKey } from '../../facts/document-file';
import {
  inRequirementScope,
  REQUIREMENT_DOCUMENTS_COLLECTION,
  type RequirementDocumentDoc,
} from '../../requirements.read-models';
import { RequirementFileQuery } from './requirement-file.query';

/** Outside the caller's scope (another client, another company) the document does not exist. */
@QueryHandler(RequirementFileQuery)
export class RequirementFileHandler implements IQueryHandler<RequirementFileQuery> {
  constructor(
    private readonly readStore: ReadStore,
    private readonly blobs: BlobStore,
    private readonly waiter: ReadWaiter,
  ) {}

  async execute({ user, docId, afterPosition }: RequirementFileQuery): Promise<DownloadedFile> {
    await this.waiter.waitFor(afterPosition);
    const row = await this.readStore.get<RequirementDocumentDoc>(
      REQUIREMENT_DOCUMENTS_COLLECTION,
      docId,
    );
    if (!row || !inRequirementScope(user, row))
      throw new DomainError('requirements.documentNotFound');
    const blob = await this.blobs.get(requirementFileKey(row.fileHash));
    if (!blob) throw new DomainError('resource.notFound');
    return {
      fileName: row.fileName,
      fileType: 'application/pdf',
      fileBase64: blob.bytes.toString('base64'),
    };
  }
}
