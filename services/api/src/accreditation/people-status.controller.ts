import { Controller, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import {
  API,
  PeopleStatusParamsSchema,
  ReadOptionsSchema,
  type PeopleStatusParams,
} from '@faena/contracts';
import { CurrentUser, type AuthUser } from '../platform/auth/auth-user';
import { Call } from '../platform/http/call.decorator';
import { ZodPipe } from '../platform/http/zod.pipe';
import { PeopleStatusQuery } from './queries/people-status/people-status.query';

/** GET /api/AcreditacionEstado/listar: the current status of people (/consultas). */
@Controller()
export class PeopleStatusController {
  constructor(private readonly queries: QueryBus) {}

  @Call(API.peopleStatus)
  async list(
    @CurrentUser() user: AuthUser,
    @Query(new ZodPipe(PeopleStatusParamsSchema)) params: PeopleStatusParams,
    @Query(new ZodPipe(ReadOptionsSchema)) options: { afterPosition?: number | undefined },
  ) {
    const query = new PeopleStatusQuery(user, params, options.afterPosition);
    return { result: await this.queries.execute(query) };
  }
}
