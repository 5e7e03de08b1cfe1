import { Query } from '@nestjs/cqrs';
import type { DownloadedFile } from '@faena/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user';

/** The stored PDF of one requirement document, as a downloaded file. */
export class RequirementFileQuery extends Query<DownloadedFile> {
  constructor(
    readonly user: AuthUser,
    readonly docId: string,
    readonly afterPosition?: number,
  ) {
    super();
  }
}
