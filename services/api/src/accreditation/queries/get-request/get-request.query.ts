import { Query } from '@nestjs/cqrs';
import type { RequestRow } from '@faena/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user';

/** One request as the grid shows it. */
export class GetRequestQuery extends Query<RequestRow> {
  constructor(
    readonly user: AuthUser,
    readonly requestId: string,
    readonly afterPosition?: number,
  ) {
    super();
  }
}
