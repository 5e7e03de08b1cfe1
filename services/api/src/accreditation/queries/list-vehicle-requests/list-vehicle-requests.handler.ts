import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import {
  checkGridFields,
  VEHICLE_REQUEST_GRID_FIELDS,
  type GridPage,
  type VehicleRequestRow,
} from '@faena/contracts';
import { ReadStore, type EqualityFilter } from '@faena/core';
import { hasPermission, type AuthUser } from '../../../platform/auth/auth-user';
import { ReadWaiter } from '../../../platform/storage/read-waiter';
import {
  VEHICLE_REQUESTS_COLLECTION,
  type VehicleRequestDoc,
} from '../../accreditation.read-models';
import { ListVehicleRequestsQuery } from './list-vehicle-requests.query';

/** What a caller may see of the vehicle requests: the client's, or only their own without request.readAll. */
export function vehicleRequestScope(user: AuthUser): EqualityFilter {
  return hasPermission(user, 'request.readAll')
    ? { clientId: user.cid }
    : { clientId: user.cid, submittedBy: user.sub };
}

@QueryHandler(ListVehicleRequestsQuery)
export class ListVehicleRequestsHandler implements IQueryHandler<ListVehicleRequestsQuery> {
  constructor(
    private readonly readStore: ReadStore,
    private readonly waiter: ReadWaiter,
  ) {}

  async execute({
    user,
    grid,
    afterPosition,
  }: ListVehicleRequestsQuery): Promise<GridPage<VehicleRequestRow>> {
    checkGridFields(grid, VEHICLE_REQUEST_GRID_FIELDS);
    await this.waiter.waitFor(afterPosition);
    return this.readStore.query<VehicleRequestDoc>(
      VEHICLE_REQUESTS_COLLECTION,
      grid,
      vehicleRequestScope(user),
    );
  }
}
