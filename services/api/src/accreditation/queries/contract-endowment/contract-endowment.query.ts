import { Query } from '@nestjs/cqrs';
import type { ContractEndowment } from '@faena/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user';

/** A contract's endowment and counts, for the request form. */
export class ContractEndowmentQuery extends Query<ContractEndowment> {
  constructor(
    readonly user: AuthUser,
    readonly contractId: string,
    readonly afterPosition?: number,
  ) {
    super();
  }
}
