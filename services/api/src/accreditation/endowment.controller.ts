import { Controller, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import {
  API,
  ContractEndowmentQuerySchema,
  ReadOptionsSchema,
  type ContractEndowmentQuery as Params,
} from '@faena/contracts';
import { CurrentUser, type AuthUser } from '../platform/auth/auth-user';
import { Call } from '../platform/http/call.decorator';
import { ZodPipe } from '../platform/http/zod.pipe';
import { ContractEndowmentQuery } from './queries/contract-endowment/contract-endowment.query';

/** GET /api/AcreditacionContrato/dotacion: the request form's endowment counts of a contract. */
@Controller()
export class EndowmentController {
  constructor(private readonly queries: QueryBus) {}

  @Call(API.contractEndowment)
  async get(
    @CurrentUser() user: AuthUser,
    @Query(new ZodPipe(ContractEndowmentQuerySchema)) params: Params,
    @Query(new ZodPipe(ReadOptionsSchema)) options: { afterPosition?: number | undefined },
  ) {
    const query = new ContractEndowmentQuery(user, params.contractId, options.afterPosition);
    return { result: await this.queries.execute(query) };
  }
}
