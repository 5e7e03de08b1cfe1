import { Controller, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { API, ReadOptionsSchema } from '@faena/contracts';
import { CurrentUser, type AuthUser } from '../../platform/auth/auth-user';
import { Call } from '../../platform/http/call.decorator';
import { ZodPipe } from '../../platform/http/zod.pipe';
import { HomeSummaryQuery } from './home-summary.query';

/** GET /api/SistemaInicio/resumen: every signed-in caller; each figure asks its own permission. */
@Controller()
export class HomeController {
  constructor(private readonly queries: QueryBus) {}

  @Call(API.homeSummary)
  async summary(
    @CurrentUser() user: AuthUser,
    @Query(new ZodPipe(ReadOptionsSchema)) read: { afterPosition?: number | undefined },
  ) {
    return { result: await this.queries.execute(new HomeSummaryQuery(user, read.afterPosition)) };
  }
}
