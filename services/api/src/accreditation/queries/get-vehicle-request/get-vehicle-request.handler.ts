import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DomainError, type VehicleRequestRow } from '@faena/contracts';
import { ReadStore } from '@faena/core';
import { ReadWaiter } from '../../../platform/storage/read-waiter';
import {
  VEHICLE_REQUESTS_COLLECTION,
  type VehicleRequestDoc,
} from '../../accreditation.read-models';
import { vehicleRequestScope } from '../list-vehicle-requests/list-vehicle-requests.handler';
import { GetVehicleRequestQuery } from './get-vehicle-request.query';

/** A vehicle request outside the caller's scope answers like a missing one (no existence leak). */
@QueryHandler(GetVehicleRequestQuery)
export class GetVehicleRequestHandler implements IQueryHandler<GetVehicleRequestQuery> {
  constructor(
    private readonly readStore: ReadStore,
    private readonly waiter: ReadWaiter,
  ) {}

  async execute({
    user,
    requestId,
    afterPosition,
  }: GetVehicleRequestQuery): Promise<VehicleRequestRow> {
    await this.waiter.waitFor(afterPosition);
    const row = await this.readStore.get<VehicleRequestDoc>(VEHICLE_REQUESTS_COLLECTION, requestId);
    const scope = vehicleRequestScope(user);
    const outside = (r: VehicleRequestDoc) =>
      Object.entries(scope).some(([field, value]) => r[field as keyof VehicleRequestDoc] !== value);
    if (!row || outside(row)) throw new DomainError('vehicleRequest.notFound');
    return row;
  }
}
