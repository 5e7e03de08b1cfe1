import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DomainError, type DemobilizationRow } from '@faena/contracts';
import { ReadStore } from '@faena/core';
import { ReadWaiter } from '../../../platform/storage/read-waiter';
import {
  DEMOBILIZATIONS_COLLECTION,
  type DemobilizationDoc,
} from '../../accreditation.read-models';
import { demobilizationScope } from '../list-demobilizations/list-demobilizations.handler';
import { GetDemobilizationQuery } from './get-demobilization.query';

/** A demobilization outside the caller's scope answers like a missing one (no existence leak). */
@QueryHandler(GetDemobilizationQuery)
export class GetDemobilizationHandler implements IQueryHandler<GetDemobilizationQuery> {
  constructor(
    private readonly readStore: ReadStore,
    private readonly waiter: ReadWaiter,
  ) {}

  async execute({
    user,
    demobilizationId,
    afterPosition,
  }: GetDemobilizationQuery): Promise<DemobilizationRow> {
    await this.waiter.waitFor(afterPosition);
    const row = await this.readStore.get<DemobilizationDoc>(
      DEMOBILIZATIONS_COLLECTION,
      demobilizationId,
    );
    const scope = demobilizationScope(user);
    if (
      !row ||
      Object.entries(scope).some(
        ([field, value]) => row[field as keyof DemobilizationDoc] !== value,
      )
    ) {
      throw new DomainError('demobilization.notFound');
    }
    return row;
  }
}
