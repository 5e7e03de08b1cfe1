import { Query } from '@nestjs/cqrs';
import type { DownloadedFile, RequestRequirement } from '@faena/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user';

/** The requirements that apply to a person on a contract, where each stands (the request form). */
export class PersonRequirementsQuery extends Query<RequestRequirement[]> {
  constructor(
    readonly user: AuthUser,
    readonly personId: string,
    readonly contractId: string,
  ) {
    super();
  }
}

/** The requirements of a request, where each stands (the approval screen). */
export class RequestRequirementsQuery extends Query<RequestRequirement[]> {
  constructor(
    readonly user: AuthUser,
    readonly requestId: string,
  ) {
    super();
  }
}

/** One requirement document of a request's person, as a downloaded file. */
export class RequestRequirementFileQuery extends Query<DownloadedFile> {
  constructor(
    readonly user: AuthUser,
    readonly requestId: string,
    readonly docId: string,
  ) {
    super();
  }
}
