import { Body, Controller, HttpCode, Query, type Type } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { z } from 'zod';
import {
  API,
  MASTER_RECORD_CALLS,
  ReadOptionsSchema,
  type GridQuery,
  type MasterRecordResource,
  type RemoveHolidayBody,
  type SetHolidayBody,
} from '@faena/contracts';
import { CurrentUser, type AuthUser } from '../platform/auth/auth-user';
import { Call, callBody, callQuery } from '../platform/http/call.decorator';
import { ZodPipe } from '../platform/http/zod.pipe';
import type { RecordKindName } from './domain/master-record.decider';
import { RegisterMasterRecordCommand } from './commands/register-master-record/register-master-record.command';
import { RemoveHolidayCommand } from './commands/remove-holiday/remove-holiday.command';
import { SetHolidayCommand } from './commands/set-holiday/set-holiday.command';
import { UpdateMasterRecordCommand } from './commands/update-master-record/update-master-record.command';
import { AdminQueries, type AdminGrid } from './queries/admin/admin-queries';

type ReadOptions = { afterPosition?: number | undefined };
type Body = { commandId: string } & Record<string, unknown>;

/**
 * The spec-style resource name of each simple record (/api/<Resource>/<action>): the record kind
 * and grid it serves and its id key. Paths, schemas and who may call them are the API table's
 * (contracts: administration/master-records.api.ts).
 */
const RESOURCES: Record<
  MasterRecordResource,
  { kind: RecordKindName; grid: AdminGrid; idKey: string }
> = {
  AdministracionCargo: { kind: 'position', grid: 'positions', idKey: 'positionId' },
  AdministracionVehiculo: { kind: 'vehicle', grid: 'vehicles', idKey: 'vehicleId' },
  AdministracionCliente: { kind: 'customer', grid: 'customers', idKey: 'customerId' },
  SistemaRepositorio: { kind: 'repository', grid: 'repositories', idKey: 'repositoryId' },
};

/**
 * Positions, vehicles, customers, repositories (one route set, four resources) and countries'
 * holidays: countries are global master data, every client's, so only the platform operator changes them.
 */
@Controller()
export class MasterRecordsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: AdminQueries,
  ) {}

  @Call(API.setHoliday)
  @HttpCode(200)
  async setHoliday(
    @CurrentUser() user: AuthUser,
    @Body(callBody(API.setHoliday)) body: SetHolidayBody,
  ) {
    return { result: await this.commands.execute(new SetHolidayCommand(user, body)) };
  }

  @Call(API.removeHoliday)
  @HttpCode(200)
  async removeHoliday(
    @CurrentUser() user: AuthUser,
    @Body(callBody(API.removeHoliday)) body: RemoveHolidayBody,
  ) {
    return { result: await this.commands.execute(new RemoveHolidayCommand(user, body)) };
  }

  @Call(API.listCountries)
  async listCountries(
    @CurrentUser() user: AuthUser,
    @Query(callQuery(API.listCountries)) grid: GridQuery,
    @Query(new ZodPipe(ReadOptionsSchema)) read: ReadOptions,
  ) {
    return {
      result: await this.queries.grid(user, {
        name: 'countries',
        grid,
        afterPosition: read.afterPosition,
      }),
    };
  }

  @Call(API.getCountry)
  async getCountry(@Query(callQuery(API.getCountry)) q: { countryId: string }) {
    return { result: await this.queries.country(q.countryId) };
  }
}

/**
 * One controller class per simple record, /api/<Resource>/{registrar,actualizar,listar,obtener}
 * (a class factory: explicit paths, no `:resource` parameter that could shadow other modules' routes).
 */
// eslint-disable-next-line max-lines-per-function -- a class factory: the decorated class it builds is one unit
function recordController(name: MasterRecordResource): Type<unknown> {
  const r = RESOURCES[name];
  const calls = MASTER_RECORD_CALLS[name];
  @Controller()
  class RecordController {
    constructor(
      readonly commands: CommandBus,
      readonly queries: AdminQueries,
    ) {}

    @Call(calls.register)
    async register(
      @CurrentUser() user: AuthUser,
      @Body(callBody<z.ZodType>(calls.register)) body: Body,
    ) {
      return {
        result: await this.commands.execute(new RegisterMasterRecordCommand(user, r.kind, body)),
      };
    }

    @Call(calls.update)
    @HttpCode(200)
    async update(
      @CurrentUser() user: AuthUser,
      @Body(callBody<z.ZodType>(calls.update)) body: Body,
    ) {
      return {
        result: await this.commands.execute(new UpdateMasterRecordCommand(user, r.kind, body)),
      };
    }

    @Call(calls.list)
    async list(
      @CurrentUser() user: AuthUser,
      @Query(callQuery(calls.list)) grid: GridQuery,
      @Query(new ZodPipe(ReadOptionsSchema)) read: ReadOptions,
    ) {
      return {
        result: await this.queries.grid(user, {
          name: r.grid,
          grid,
          afterPosition: read.afterPosition,
        }),
      };
    }

    @Call(calls.get)
    async get(
      @CurrentUser() user: AuthUser,
      @Query(callQuery<z.ZodType>(calls.get)) q: Record<string, string>,
    ) {
      return { result: await this.queries.record(user, r.kind, q[r.idKey] ?? '') };
    }
  }
  Object.defineProperty(RecordController, 'name', { value: `${name}Controller` });
  return RecordController;
}

export const RECORD_CONTROLLERS = (Object.keys(RESOURCES) as MasterRecordResource[]).map(
  recordController,
);
