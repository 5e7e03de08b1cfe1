import { Controller, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { API, ReferenceListQuerySchema, type ReferenceListName } from '@faena/contracts';
import { Call } from '../platform/http/call.decorator';
import { CurrentUser, type AuthUser } from '../platform/auth/auth-user';
import { ZodPipe } from '../platform/http/zod.pipe';
import { ReferenceListQuery } from './queries/reference-list/reference-list.query';

type Params = {
  IdPais?: string | undefined;
  IdCliente?: string | undefined;
  Contratista?: string | undefined;
};

/**
 * The spec's reference calls (point 7, paths from API in contracts; Express matches them
 * case-insensitively). Any signed-in user may read them: the person and company forms need them.
 */
@Controller()
export class ReferenceListsController {
  constructor(private readonly queries: QueryBus) {}

  private async list(user: AuthUser, name: ReferenceListName, params: Params) {
    return { result: await this.queries.execute(new ReferenceListQuery(user, name, params)) };
  }

  @Call(API.referenceDocumentTypes)
  documentTypes(
    @CurrentUser() user: AuthUser,
    @Query(new ZodPipe(ReferenceListQuerySchema)) q: Params,
  ) {
    return this.list(user, 'documentTypes', q);
  }

  @Call(API.referenceBloodTypes)
  bloodTypes(@CurrentUser() user: AuthUser) {
    return this.list(user, 'bloodTypes', {});
  }

  @Call(API.referenceCivilStatus)
  civilStatus(@CurrentUser() user: AuthUser) {
    return this.list(user, 'civilStatus', {});
  }

  @Call(API.referenceDrivingLicences)
  drivingLicences(
    @CurrentUser() user: AuthUser,
    @Query(new ZodPipe(ReferenceListQuerySchema)) q: Params,
  ) {
    return this.list(user, 'drivingLicences', q);
  }

  @Call(API.referenceDivisions)
  divisions(
    @CurrentUser() user: AuthUser,
    @Query(new ZodPipe(ReferenceListQuerySchema)) q: Params,
  ) {
    return this.list(user, 'divisions', q);
  }

  @Call(API.referenceFunctions)
  functions(
    @CurrentUser() user: AuthUser,
    @Query(new ZodPipe(ReferenceListQuerySchema)) q: Params,
  ) {
    return this.list(user, 'functions', q);
  }
}
