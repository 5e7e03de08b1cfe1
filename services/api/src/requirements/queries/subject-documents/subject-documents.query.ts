import { Query } from '@nestjs/cqrs';
import type { RequirementDocumentRow, RequirementSubject } from '@faena/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user';

/** Every document of one subject for the caller's client, newest first (its history). */
export class SubjectDocumentsQuery extends Query<RequirementDocumentRow[]> {
  constructor(
    readonly user: AuthUser,
    readonly subject: RequirementSubject,
    readonly afterPosition?: number,
  ) {
    super();
  }
}
