import { Query } from '@nestjs/cqrs';
import type { GridPage, GridQuery, RequirementTypeRow } from '@faena/contracts';

/** The requirement types grid and pickers (the catalogue is global: every client reads it). */
export class ListRequirementTypesQuery extends Query<GridPage<RequirementTypeRow>> {
  constructor(
    readonly grid: GridQuery,
    readonly afterPosition?: number,
  ) {
    super();
  }
}
