import { Controller, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { API, ReadOptionsSchema, type GridQuery } from '@faena/contracts';
import { Call, callQuery } from '../platform/http/call.decorator';
import { CurrentUser, type AuthUser } from '../platform/auth/auth-user';
import { ZodPipe } from '../platform/http/zod.pipe';
import { ListContractsQuery } from './queries/list-contracts/list-contracts.query';
import { ListPeopleQuery } from './queries/list-people/list-people.query';

type ReadOptions = { afterPosition?: number | undefined };

/** The master data the five flows read: people (/api/AdministracionPersona) and contracts. */
@Controller()
export class AdministrationController {
  constructor(private readonly queries: QueryBus) {}

  @Call(API.listPeople)
  async listPeople(
    @CurrentUser() user: AuthUser,
    @Query(callQuery(API.listPeople)) grid: GridQuery,
    @Query(new ZodPipe(ReadOptionsSchema)) read: ReadOptions,
  ) {
    return {
      result: await this.queries.execute(new ListPeopleQuery(user, grid, read.afterPosition)),
    };
  }

  @Call(API.listContracts)
  async listContracts(
    @CurrentUser() user: AuthUser,
    @Query(new ZodPipe(ReadOptionsSchema)) read: ReadOptions,
  ) {
    return { result: await this.queries.execute(new ListContractsQuery(user, read.afterPosition)) };
  }
}
