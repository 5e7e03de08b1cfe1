import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import {
  catalogCollection,
  checkGridFields,
  indexesOf,
  type CatalogItemRow,
  type GridPage,
} from '@faena/contracts';
import { ReadStore, type EqualityFilter } from '@faena/core';
import { ReadWaiter } from '../../../platform/storage/read-waiter';
import { ListCatalogItemsQuery } from './list-catalog-items.query';

type ItemDoc = { [K in keyof CatalogItemRow]: CatalogItemRow[K] };

@QueryHandler(ListCatalogItemsQuery)
export class ListCatalogItemsHandler implements IQueryHandler<ListCatalogItemsQuery> {
  constructor(
    private readonly readStore: ReadStore,
    private readonly waiter: ReadWaiter,
  ) {}

  async execute({
    user,
    def,
    grid,
    afterPosition,
  }: ListCatalogItemsQuery): Promise<GridPage<CatalogItemRow>> {
    checkGridFields(grid, indexesOf(def));
    await this.waiter.waitFor(afterPosition);
    const scope: EqualityFilter = def.scope === 'client' ? { clientId: user.cid } : {};
    return this.readStore.query<ItemDoc>(catalogCollection(def.id), grid, scope);
  }
}
