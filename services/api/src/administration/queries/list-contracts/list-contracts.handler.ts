import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { ContractRow } from '@faena/contracts';
import { ReadStore, type EqualityFilter } from '@faena/core';
import { ReadWaiter } from '../../../platform/storage/read-waiter';
import { CONTRACTS_COLLECTION, type ContractDoc } from '../../administration.read-models';
import { ListContractsQuery } from './list-contracts.query';

const MAX_CONTRACTS = 1000;

@QueryHandler(ListContractsQuery)
export class ListContractsHandler implements IQueryHandler<ListContractsQuery> {
  constructor(
    private readonly readStore: ReadStore,
    private readonly waiter: ReadWaiter,
  ) {}

  async execute({ user, afterPosition }: ListContractsQuery): Promise<ContractRow[]> {
    await this.waiter.waitFor(afterPosition);
    const scope: EqualityFilter = user.coid
      ? { clientId: user.cid, companyId: user.coid }
      : { clientId: user.cid };
    const rows = await this.readStore.find<ContractDoc>(CONTRACTS_COLLECTION, scope, MAX_CONTRACTS);
    return rows.sort((a, b) => a.code.localeCompare(b.code));
  }
}
