import { Query } from '@nestjs/cqrs';
import type { DownloadedFile } from '@faena/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user';

/** One attachment of a request (the first one without attachmentId), as a downloaded file. */
export class GetRequestAttachmentQuery extends Query<DownloadedFile> {
  constructor(
    readonly user: AuthUser,
    readonly requestId: string,
    readonly attachmentId?: string,
  ) {
    super();
  }
}
