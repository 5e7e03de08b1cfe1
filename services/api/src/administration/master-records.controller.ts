import { Body, Controller, Get, HttpCode, Post, Query, type Type } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  CountryIdQuerySchema,
  CUSTOMER_BODIES,
  GridQuerySchema,
  POSITION_BODIES,
  ReadOptionsSchema,
  RemoveHolidayBodySchema,
  REPOSITORY_BODIES,
  SetHolidayBodySchema,
  VEHICLE_BODIES,
  type GridQuery,
  type RemoveHolidayBody,
  type Permission,
  type SetHolidayBody,
} from '@faena/contracts';
import { CurrentUser, RequirePermission, type AuthUser } from '../platform/auth/auth-user';
import { ZodPipe } from '../platform/http/zod.pipe';
import type { RecordKindName } from './domain/master-record.decider';
import { RegisterMasterRecordCommand } from './commands/register-master-record/register-master-record.command';
import { RemoveHolidayCommand } from './commands/remove-holiday/remove-holiday.command';
import { SetHolidayCommand } from './commands/set-holiday/set-holiday.command';
import { UpdateMasterRecordCommand } from './commands/update-master-record/update-master-record.command';
import { AdminQueries, type AdminGrid } from './queries/admin/admin-queries';

type ReadOptions = { afterPosition?: number | undefined };
type Body = { commandId: string } & Record<string, unknown>;

type Bodies =
  | typeof POSITION_BODIES
  | typeof VEHICLE_BODIES
  | typeof CUSTOMER_BODIES
  | typeof REPOSITORY_BODIES;

/**
 * The spec-style resource name of each simple record: /api/<Resource>/<action>. `read` is who may
 * list and read it: customers (tax ids, service e-mails) and repositories (server paths, service
 * users) are for administrators only, like their history (history-access.ts). `write` is who
 * registers and updates it: repository paths are the platform's (global), so its operator only.
 */
const RESOURCES: Record<
  string,
  {
    kind: RecordKindName;
    grid: AdminGrid;
    bodies: Bodies;
    idKey: string;
    read: Permission;
    write: Permission;
  }
> = {
  AdministracionCargo: {
    kind: 'position',
    grid: 'positions',
    bodies: POSITION_BODIES,
    idKey: 'positionId',
    read: 'catalog.read',
    write: 'catalog.admin',
  },
  AdministracionVehiculo: {
    kind: 'vehicle',
    grid: 'vehicles',
    bodies: VEHICLE_BODIES,
    idKey: 'vehicleId',
    read: 'catalog.read',
    write: 'catalog.admin',
  },
  AdministracionCliente: {
    kind: 'customer',
    grid: 'customers',
    bodies: CUSTOMER_BODIES,
    idKey: 'customerId',
    read: 'catalog.admin',
    write: 'catalog.admin',
  },
  SistemaRepositorio: {
    kind: 'repository',
    grid: 'repositories',
    bodies: REPOSITORY_BODIES,
    idKey: 'repositoryId',
    read: 'catalog.admin',
    write: 'platform.operate',
  },
};

/**
 * Positions, vehicles, customers, repositories (one route set, four resources) and countries'
 * holidays: countries are global master data, every client's, so only the platform operator changes them.
 */
@Controller('api')
export class MasterRecordsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: AdminQueries,
  ) {}

  @Post('SistemaPais/guardarFeriado')
  @HttpCode(200)
  @RequirePermission('platform.operate')
  async setHoliday(
    @CurrentUser() user: AuthUser,
    @Body(new ZodPipe(SetHolidayBodySchema)) body: SetHolidayBody,
  ) {
    return { result: await this.commands.execute(new SetHolidayCommand(user, body)) };
  }

  @Post('SistemaPais/eliminarFeriado')
  @HttpCode(200)
  @RequirePermission('platform.operate')
  async removeHoliday(
    @CurrentUser() user: AuthUser,
    @Body(new ZodPipe(RemoveHolidayBodySchema)) body: RemoveHolidayBody,
  ) {
    return { result: await this.commands.execute(new RemoveHolidayCommand(user, body)) };
  }

  @Get('SistemaPais/listar')
  @RequirePermission('catalog.read')
  async listCountries(
    @CurrentUser() user: AuthUser,
    @Query(new ZodPipe(GridQuerySchema)) grid: GridQuery,
    @Query(new ZodPipe(ReadOptionsSchema)) read: ReadOptions,
  ) {
    return { result: await this.queries.grid(user, 'countries', grid, read.afterPosition) };
  }

  @Get('SistemaPais/obtener')
  @RequirePermission('catalog.read')
  async getCountry(@Query(new ZodPipe(CountryIdQuerySchema)) q: { countryId: string }) {
    return { result: await this.queries.country(q.countryId) };
  }
}

/**
 * One controller class per simple record, /api/<Resource>/{registrar,actualizar,listar,obtener}
 * (a class factory: explicit paths, no `:resource` parameter that could shadow other modules' routes).
 */
function recordController(name: string): Type<unknown> {
  const r = RESOURCES[name]!;
  @Controller(`api/${name}`)
  class RecordController {
    constructor(
      readonly commands: CommandBus,
      readonly queries: AdminQueries,
    ) {}

    @Post('registrar')
    @RequirePermission(r.write)
    async register(
      @CurrentUser() user: AuthUser,
      @Body(new ZodPipe(r.bodies.register)) body: Body,
    ) {
      return {
        result: await this.commands.execute(new RegisterMasterRecordCommand(user, r.kind, body)),
      };
    }

    @Post('actualizar')
    @HttpCode(200)
    @RequirePermission(r.write)
    async update(@CurrentUser() user: AuthUser, @Body(new ZodPipe(r.bodies.update)) body: Body) {
      return {
        result: await this.commands.execute(new UpdateMasterRecordCommand(user, r.kind, body)),
      };
    }

    @Get('listar')
    @RequirePermission(r.read)
    async list(
      @CurrentUser() user: AuthUser,
      @Query(new ZodPipe(GridQuerySchema)) grid: GridQuery,
      @Query(new ZodPipe(ReadOptionsSchema)) read: ReadOptions,
    ) {
      return { result: await this.queries.grid(user, r.grid, grid, read.afterPosition) };
    }

    @Get('obtener')
    @RequirePermission(r.read)
    async get(
      @CurrentUser() user: AuthUser,
      @Query(new ZodPipe(r.bodies.idQuery)) q: Record<string, string>,
    ) {
      return { result: await this.queries.record(user, r.kind, q[r.idKey] ?? '') };
    }
  }
  Object.defineProperty(RecordController, 'name', { value: `${name}Controller` });
  return RecordController;
}

export const RECORD_CONTROLLERS = Object.keys(RESOURCES).map(recordController);
