import { Query } from '@nestjs/cqrs';
import type { RequestHistory } from '@faena/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user';

/** Every event of a request with who, when and what; optionally as of a global position. */
export class RequestHistoryQuery extends Query<RequestHistory> {
  constructor(
    readonly user: AuthUser,
    readonly requestId: string,
    readonly untilPosition?: number,
  ) {
    super();
  }
}
