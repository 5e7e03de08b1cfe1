import { Query } from '@nestjs/cqrs';
import type { BedRow } from '@faena/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user';

export interface BedBoardFilter {
  hotelId: string;
  /** keep only assignments sharing a night with [from, to) */
  from?: string | undefined;
  to?: string | undefined;
}

/** The beds of one camp with their assignments (the bed board). */
export class BedBoardQuery extends Query<BedRow[]> {
  constructor(
    readonly user: AuthUser,
    readonly filter: BedBoardFilter,
    readonly afterPosition?: number,
  ) {
    super();
  }
}
