import { Query } from '@nestjs/cqrs';
import type { VisitHistory } from '@faena/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user';

/** A visit's timeline, read from its stream, with its visitors' companies. */
export class VisitHistoryQuery extends Query<VisitHistory> {
  constructor(
    readonly user: AuthUser,
    readonly visitId: string,
  ) {
    super();
  }
}
