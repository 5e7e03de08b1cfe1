import { Query } from '@nestjs/cqrs';
import type { HistoryEntry } from '@faena/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user';

export interface VehicleRequestHistory {
  requestId: string;
  entries: Array<HistoryEntry & { userName: string }>;
}

/** A vehicle request's timeline, read from its stream. */
export class VehicleRequestHistoryQuery extends Query<VehicleRequestHistory> {
  constructor(
    readonly user: AuthUser,
    readonly requestId: string,
  ) {
    super();
  }
}
