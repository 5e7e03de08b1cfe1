import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { checkGridFields, PERSON_GRID_FIELDS, type GridPage, type PersonRow } from '@faena/contracts';
import { ReadStore, type EqualityFilter } from '@faena/core';
import { ReadWaiter } from '../../../platform/storage/read-waiter';
import { PEOPLE_COLLECTION, type PersonDoc } from '../../catalog.read-models';
import { ListPeopleQuery } from './list-people.query';

@QueryHandler(ListPeopleQuery)
export class ListPeopleHandler implements IQueryHandler<ListPeopleQuery> {
  constructor(
    private readonly readStore: ReadStore,
    private readonly waiter: ReadWaiter,
  ) {}

  async execute({ user, grid, afterPosition }: ListPeopleQuery): Promise<GridPage<PersonRow>> {
    checkGridFields(grid, PERSON_GRID_FIELDS);
    await this.waiter.waitFor(afterPosition);
    // a profile tied to a company (contractor users) sees its own people only
    const scope: EqualityFilter = user.coid ? { companyId: user.coid } : {};
    return this.readStore.query<PersonDoc>(PEOPLE_COLLECTION, grid, scope);
  }
}
