import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import {
  DomainError,
  STREAMS,
  type DownloadedFile,
  type RequirementDocumentEvent,
} from '@faena/contracts';
import { BlobStore, EventStore } from '@faena/core';
import { StreamReader, type StreamSpec } from '../../../platform/commands/command-runner';
import { requirementFileKey } from '../../../requirements/facts/document-file';
import { requestSpec } from '../../accreditation.streams';
import { requestScope } from '../list-requests/list-requests.handler';
import { RequestRequirementFileQuery } from './request-requirements.query';

type Files = Readonly<Record<string, { fileHash: string; fileName: string }>>;
/** The files of a subject's documents by docId (every submission kept). */
const filesSpec: StreamSpec<Files, RequirementDocumentEvent> = {
  initial: () => ({}),
  evolve: (state, e) =>
    e.type === 'requirements.RequirementDocumentSubmitted'
      ? { ...state, [e.data.docId]: { fileHash: e.data.fileHash, fileName: e.data.fileName } }
      : state,
};

/**
 * Whoever may see the request (its requester, or the client's users with request.readAll) may
 * download its person's documents for the request's client; anything else does not exist.
 */
@QueryHandler(RequestRequirementFileQuery)
export class RequestRequirementFileHandler implements IQueryHandler<RequestRequirementFileQuery> {
  constructor(
    private readonly store: EventStore,
    private readonly blobs: BlobStore,
  ) {}

  async execute({ user, requestId, docId }: RequestRequirementFileQuery): Promise<DownloadedFile> {
    const reader = new StreamReader(this.store);
    const request = await reader.load(STREAMS.request(requestId), requestSpec);
    const scope = Object.entries(requestScope(user));
    if (
      request.status === null ||
      scope.some(([field, value]) => request[field as keyof typeof request] !== value)
    )
      throw new DomainError('accreditation.requestNotFound');
    const stream = STREAMS.requirementDocuments('P', request.personId, request.clientId);
    const file = (await reader.load(stream, filesSpec))[docId];
    if (!file) throw new DomainError('requirements.documentNotFound');
    const blob = await this.blobs.get(requirementFileKey(file.fileHash));
    if (!blob) throw new DomainError('resource.notFound');
    return {
      fileName: file.fileName,
      fileType: 'application/pdf',
      fileBase64: blob.bytes.toString('base64'),
    };
  }
}
