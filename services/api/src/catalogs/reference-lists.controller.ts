import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ReferenceListQuerySchema, type ReferenceListName } from '@faena/contracts';
import { CurrentUser, type AuthUser } from '../platform/auth/auth-user';
import { ZodPipe } from '../platform/http/zod.pipe';
import { ReferenceListQuery } from './queries/reference-list/reference-list.query';

type Params = { IdPais?: string | undefined; IdCliente?: string | undefined; Contratista?: string | undefined };

/**
 * The spec's reference calls (point 7, paths from API in contracts; Express matches them
 * case-insensitively). Any signed-in user may read them: the person and company forms need them.
 */
@Controller('api')
export class ReferenceListsController {
  constructor(private readonly queries: QueryBus) {}

  private async list(user: AuthUser, name: ReferenceListName, params: Params) {
    return { result: await this.queries.execute(new ReferenceListQuery(user, name, params)) };
  }

  @Get('sistematipodocumento/obtenerTodos')
  documentTypes(@CurrentUser() user: AuthUser, @Query(new ZodPipe(ReferenceListQuerySchema)) q: Params) {
    return this.list(user, 'documentTypes', q);
  }

  @Get('sistematipoSangre/obtenerTodos')
  bloodTypes(@CurrentUser() user: AuthUser) {
    return this.list(user, 'bloodTypes', {});
  }

  @Get('sistemaestadoCivil/obtenerTodos')
  civilStatus(@CurrentUser() user: AuthUser) {
    return this.list(user, 'civilStatus', {});
  }

  @Get('sistemalicenciaconducir/obtenerTodos')
  drivingLicences(@CurrentUser() user: AuthUser, @Query(new ZodPipe(ReferenceListQuerySchema)) q: Params) {
    return this.list(user, 'drivingLicences', q);
  }

  @Get('SistemaDivision/obtenerTodos')
  divisions(@CurrentUser() user: AuthUser, @Query(new ZodPipe(ReferenceListQuerySchema)) q: Params) {
    return this.list(user, 'divisions', q);
  }

  @Get('AdministracionFuncion/obtenerTodos')
  functions(@CurrentUser() user: AuthUser, @Query(new ZodPipe(ReferenceListQuerySchema)) q: Params) {
    return this.list(user, 'functions', q);
  }
}
