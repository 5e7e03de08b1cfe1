import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import {
  checkGridFields,
  REQUIREMENT_TYPE_GRID_FIELDS,
  type GridPage,
  type RequirementTypeRow,
} from '@faena/contracts';
import { ReadStore } from '@faena/core';
import { ReadWaiter } from '../../../platform/storage/read-waiter';
import {
  REQUIREMENT_TYPES_COLLECTION,
  type RequirementTypeDoc,
} from '../../requirements.read-models';
import { ListRequirementTypesQuery } from './list-requirement-types.query';

@QueryHandler(ListRequirementTypesQuery)
export class ListRequirementTypesHandler implements IQueryHandler<ListRequirementTypesQuery> {
  constructor(
    private readonly readStore: ReadStore,
    private readonly waiter: ReadWaiter,
  ) {}

  async execute({
    grid,
    afterPosition,
  }: ListRequirementTypesQuery): Promise<GridPage<RequirementTypeRow>> {
    checkGridFields(grid, REQUIREMENT_TYPE_GRID_FIELDS);
    await this.waiter.waitFor(afterPosition);
    return this.readStore.query<RequirementTypeDoc>(REQUIREMENT_TYPES_COLLECTION, grid);
  }
}
