import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import {
  CHECKPOINT_GRID_FIELDS,
  checkGridFields,
  DEVICE_GRID_FIELDS,
  DomainError,
  type CheckpointRow,
  type DeviceRow,
  type GridPage,
} from '@faena/contracts';
import { ReadStore } from '@faena/core';
import { ReadWaiter } from '../../../platform/storage/read-waiter';
import {
  CHECKPOINTS_COLLECTION,
  DEVICES_COLLECTION,
  type CheckpointDoc,
  type DeviceDoc,
} from '../../access.read-models';
import {
  GetCheckpointQuery,
  GetDeviceQuery,
  ListCheckpointsQuery,
  ListDevicesQuery,
} from './checkpoints.query';

@QueryHandler(ListCheckpointsQuery)
export class ListCheckpointsHandler implements IQueryHandler<ListCheckpointsQuery> {
  constructor(
    private readonly readStore: ReadStore,
    private readonly waiter: ReadWaiter,
  ) {}

  async execute({
    user,
    grid,
    afterPosition,
  }: ListCheckpointsQuery): Promise<GridPage<CheckpointRow>> {
    checkGridFields(grid, CHECKPOINT_GRID_FIELDS);
    await this.waiter.waitFor(afterPosition);
    return this.readStore.query<CheckpointDoc>(CHECKPOINTS_COLLECTION, grid, {
      clientId: user.cid,
    });
  }
}

@QueryHandler(GetCheckpointQuery)
export class GetCheckpointHandler implements IQueryHandler<GetCheckpointQuery> {
  constructor(
    private readonly readStore: ReadStore,
    private readonly waiter: ReadWaiter,
  ) {}

  async execute({ user, zoneId, afterPosition }: GetCheckpointQuery): Promise<CheckpointRow> {
    await this.waiter.waitFor(afterPosition);
    const row = await this.readStore.get<CheckpointDoc>(CHECKPOINTS_COLLECTION, zoneId);
    if (!row || row.clientId !== user.cid) throw new DomainError('access.zoneNotFound');
    return row;
  }
}

@QueryHandler(ListDevicesQuery)
export class ListDevicesHandler implements IQueryHandler<ListDevicesQuery> {
  constructor(
    private readonly readStore: ReadStore,
    private readonly waiter: ReadWaiter,
  ) {}

  async execute({ user, grid, afterPosition }: ListDevicesQuery): Promise<GridPage<DeviceRow>> {
    checkGridFields(grid, DEVICE_GRID_FIELDS);
    await this.waiter.waitFor(afterPosition);
    return this.readStore.query<DeviceDoc>(DEVICES_COLLECTION, grid, { clientId: user.cid });
  }
}

@QueryHandler(GetDeviceQuery)
export class GetDeviceHandler implements IQueryHandler<GetDeviceQuery> {
  constructor(
    private readonly readStore: ReadStore,
    private readonly waiter: ReadWaiter,
  ) {}

  async execute({ user, deviceId, afterPosition }: GetDeviceQuery): Promise<DeviceRow> {
    await this.waiter.waitFor(afterPosition);
    const row = await this.readStore.get<DeviceDoc>(DEVICES_COLLECTION, deviceId);
    if (!row || row.clientId !== user.cid) throw new DomainError('access.deviceNotFound');
    return row;
  }
}
