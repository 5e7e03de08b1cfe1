import { Query } from '@nestjs/cqrs';
import type { CheckpointRow, DeviceRow, GridPage, GridQuery } from '@faena/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user';

/** The caller's client's checkpoints grid. */
export class ListCheckpointsQuery extends Query<GridPage<CheckpointRow>> {
  constructor(
    readonly user: AuthUser,
    readonly grid: GridQuery,
    readonly afterPosition?: number,
  ) {
    super();
  }
}

/** One checkpoint of the caller's client (another client's answers zoneNotFound). */
export class GetCheckpointQuery extends Query<CheckpointRow> {
  constructor(
    readonly user: AuthUser,
    readonly zoneId: string,
    readonly afterPosition?: number,
  ) {
    super();
  }
}

/** The caller's client's devices grid. */
export class ListDevicesQuery extends Query<GridPage<DeviceRow>> {
  constructor(
    readonly user: AuthUser,
    readonly grid: GridQuery,
    readonly afterPosition?: number,
  ) {
    super();
  }
}

/** One device of the caller's client (another client's answers deviceNotFound). */
export class GetDeviceQuery extends Query<DeviceRow> {
  constructor(
    readonly user: AuthUser,
    readonly deviceId: string,
    readonly afterPosition?: number,
  ) {
    super();
  }
}
