import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DomainError, type RequestRow } from '@faena/contracts';
import { ReadStore } from '@faena/core';
import { ReadWaiter } from '../../../platform/storage/read-waiter';
import { REQUESTS_COLLECTION, type RequestDoc } from '../../accreditation.read-models';
import { requestScope } from '../list-requests/list-requests.handler';
import { GetRequestQuery } from './get-request.query';

/** A request outside the caller's scope answers like a missing one (no existence leak). */
@QueryHandler(GetRequestQuery)
export class GetRequestHandler implements IQueryHandler<GetRequestQuery> {
  constructor(
    private readonly readStore: ReadStore,
    private readonly waiter: ReadWaiter,
  ) {}

  async execute({ user, requestId, afterPosition }: GetRequestQuery): Promise<RequestRow> {
    await this.waiter.waitFor(afterPosition);
    const row = await this.readStore.get<RequestDoc>(REQUESTS_COLLECTION, requestId);
    const scope = requestScope(user);
    if (
      !row ||
      Object.entries(scope).some(([field, value]) => row[field as keyof RequestDoc] !== value)
    ) {
      throw new DomainError('accreditation.requestNotFound');
    }
    return row;
  }
}
