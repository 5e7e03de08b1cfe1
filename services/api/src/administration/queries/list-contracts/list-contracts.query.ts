import { Query } from '@nestjs/cqrs';
import type { ContractRow } from '@faena/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user';

/** The contracts of the caller's client (of its own company for a contractor user). */
export class ListContractsQuery extends Query<ContractRow[]> {
  constructor(
    readonly user: AuthUser,
    readonly afterPosition?: number,
  ) {
    super();
  }
}
