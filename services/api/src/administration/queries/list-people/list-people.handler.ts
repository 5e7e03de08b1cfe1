import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import {
  checkGridFields,
  PERSON_GRID_FIELDS,
  type GridPage,
  type PersonRow,
} from '@faena/contracts';
import { ReadStore } from '@faena/core';
import { ReadWaiter } from '../../../platform/storage/read-waiter';
import { PEOPLE_COLLECTION, type PersonDoc } from '../../administration.read-models';
import { PeopleScope } from '../people-scope/people-scope';
import { ListPeopleQuery } from './list-people.query';

@QueryHandler(ListPeopleQuery)
export class ListPeopleHandler implements IQueryHandler<ListPeopleQuery> {
  constructor(
    private readonly readStore: ReadStore,
    private readonly waiter: ReadWaiter,
    private readonly people: PeopleScope,
  ) {}

  async execute({ user, grid, afterPosition }: ListPeopleQuery): Promise<GridPage<PersonRow>> {
    checkGridFields(grid, PERSON_GRID_FIELDS);
    await this.waiter.waitFor(afterPosition);
    const scope = await this.people.gridScope(user);
    if (!scope) return { totalCount: 0, data: [] };
    return this.readStore.query<PersonDoc>(PEOPLE_COLLECTION, grid, scope);
  }
}
