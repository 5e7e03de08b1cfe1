import { Body, Controller, HttpCode, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  API,
  GridQuerySchema,
  ReadOptionsSchema,
  type AddDoorBody,
  type GridQuery,
  type RegisterDeviceBody,
  type RegisterZoneBody,
  type UpdateDeviceBody,
  type UpdateDoorBody,
  type UpdateZoneBody,
} from '@faena/contracts';
import { CurrentUser, type AuthUser } from '../platform/auth/auth-user';
import { Call, callBody, callQuery } from '../platform/http/call.decorator';
import { ZodPipe } from '../platform/http/zod.pipe';
import { SaveDeviceCommand } from './commands/save-device/save-device.command';
import { SaveDoorCommand } from './commands/save-door/save-door.command';
import { SaveZoneCommand } from './commands/save-zone/save-zone.command';
import {
  GetCheckpointQuery,
  GetDeviceQuery,
  ListCheckpointsQuery,
  ListDevicesQuery,
} from './queries/checkpoints/checkpoints.query';

type ReadOptions = { afterPosition?: number | undefined };

/** /api/AccesoZona/* and /api/AccesoDispositivo/* (issue 20); every answer is `{ result }`. */
@Controller()
export class CheckpointsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Call(API.checkpointList)
  async list(
    @CurrentUser() user: AuthUser,
    @Query(new ZodPipe(GridQuerySchema)) grid: GridQuery,
    @Query(new ZodPipe(ReadOptionsSchema)) read: ReadOptions,
  ) {
    return {
      result: await this.queries.execute(new ListCheckpointsQuery(user, grid, read.afterPosition)),
    };
  }

  @Call(API.checkpointGet)
  async get(
    @CurrentUser() user: AuthUser,
    @Query(callQuery(API.checkpointGet)) query: { zoneId: string },
    @Query(new ZodPipe(ReadOptionsSchema)) read: ReadOptions,
  ) {
    const q = new GetCheckpointQuery(user, query.zoneId, read.afterPosition);
    return { result: await this.queries.execute(q) };
  }

  @Call(API.zoneRegister)
  async register(
    @CurrentUser() user: AuthUser,
    @Body(callBody(API.zoneRegister)) body: RegisterZoneBody,
  ) {
    const command = new SaveZoneCommand(user, { mode: 'register', ...body });
    return { result: await this.commands.execute(command) };
  }

  @Call(API.zoneUpdate)
  @HttpCode(200)
  async update(
    @CurrentUser() user: AuthUser,
    @Body(callBody(API.zoneUpdate)) body: UpdateZoneBody,
  ) {
    const command = new SaveZoneCommand(user, { mode: 'update', ...body });
    return { result: await this.commands.execute(command) };
  }

  @Call(API.doorAdd)
  async addDoor(@CurrentUser() user: AuthUser, @Body(callBody(API.doorAdd)) body: AddDoorBody) {
    return {
      result: await this.commands.execute(new SaveDoorCommand(user, { mode: 'add', ...body })),
    };
  }

  @Call(API.doorUpdate)
  @HttpCode(200)
  async updateDoor(
    @CurrentUser() user: AuthUser,
    @Body(callBody(API.doorUpdate)) body: UpdateDoorBody,
  ) {
    const command = new SaveDoorCommand(user, { mode: 'update', ...body });
    return { result: await this.commands.execute(command) };
  }

  @Call(API.deviceList)
  async devices(
    @CurrentUser() user: AuthUser,
    @Query(new ZodPipe(GridQuerySchema)) grid: GridQuery,
    @Query(new ZodPipe(ReadOptionsSchema)) read: ReadOptions,
  ) {
    return {
      result: await this.queries.execute(new ListDevicesQuery(user, grid, read.afterPosition)),
    };
  }

  @Call(API.deviceGet)
  async device(
    @CurrentUser() user: AuthUser,
    @Query(callQuery(API.deviceGet)) query: { deviceId: string },
    @Query(new ZodPipe(ReadOptionsSchema)) read: ReadOptions,
  ) {
    const q = new GetDeviceQuery(user, query.deviceId, read.afterPosition);
    return { result: await this.queries.execute(q) };
  }

  @Call(API.deviceRegister)
  async registerDevice(
    @CurrentUser() user: AuthUser,
    @Body(callBody(API.deviceRegister)) body: RegisterDeviceBody,
  ) {
    const command = new SaveDeviceCommand(user, { mode: 'register', ...body });
    return { result: await this.commands.execute(command) };
  }

  @Call(API.deviceUpdate)
  @HttpCode(200)
  async updateDevice(
    @CurrentUser() user: AuthUser,
    @Body(callBody(API.deviceUpdate)) body: UpdateDeviceBody,
  ) {
    const command = new SaveDeviceCommand(user, { mode: 'update', ...body });
    return { result: await this.commands.execute(command) };
  }
}
