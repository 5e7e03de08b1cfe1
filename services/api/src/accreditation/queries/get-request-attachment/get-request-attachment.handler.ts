import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DomainError, STREAMS, type DownloadedFile } from '@faena/contracts';
import { BlobStore, EventStore } from '@faena/core';
import { foldEvents } from '../../../platform/commands/command-runner';
import { requestSpec } from '../../accreditation.streams';
import type { Request } from '../../domain/request.decider';
import { requestScope } from '../list-requests/list-requests.handler';
import { GetRequestAttachmentQuery } from './get-request-attachment.query';

/**
 * Reads the request's stream (the source of truth, so a file is downloadable as soon as its
 * command answered) and lets through whoever `obtener` lets see the request: its requester, or
 * the client's users with request.readAll. Outside that scope the request does not exist.
 */
@QueryHandler(GetRequestAttachmentQuery)
export class GetRequestAttachmentHandler implements IQueryHandler<GetRequestAttachmentQuery> {
  constructor(
    private readonly store: EventStore,
    private readonly blobs: BlobStore,
  ) {}

  async execute({
    user,
    requestId,
    attachmentId,
  }: GetRequestAttachmentQuery): Promise<DownloadedFile> {
    const events = await this.store.readStream(STREAMS.request(requestId));
    const request: Request = foldEvents(events, requestSpec);
    const scope = Object.entries(requestScope(user));
    if (
      request.status === null ||
      scope.some(([field, value]) => request[field as keyof typeof request] !== value)
    ) {
      throw new DomainError('accreditation.requestNotFound');
    }
    if (request.attachments.length === 0) throw new DomainError('accreditation.noAttachment');
    const attachment =
      attachmentId === undefined
        ? request.attachments[0]
        : request.attachments.find((a) => a.attachmentId === attachmentId);
    if (!attachment) throw new DomainError('accreditation.attachmentNotFound');
    const blob = await this.blobs.get(attachment.blobKey);
    if (!blob) throw new DomainError('resource.notFound');
    return {
      fileName: attachment.fileName,
      fileType: 'application/pdf',
      fileBase64: blob.bytes.toString('base64'),
    };
  }
}
