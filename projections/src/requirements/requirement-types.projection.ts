import type { RequirementTypeEvent, RequirementTypeRow } from '@faena/contracts';
import type { CollectionSpec } from '@faena/core';
import { handlersOf, type StoredOf } from '../runner/handlers';
import { defineProjection, type DocOf, type ProjectionContext } from '../runner/projection';

export const REQUIREMENT_TYPES_COLLECTION = 'requirement_types_v1';
export type RequirementTypeView = DocOf<RequirementTypeRow>;

export const REQUIREMENT_TYPES_COLLECTION_SPEC: CollectionSpec = {
  name: REQUIREMENT_TYPES_COLLECTION,
  indexes: ['code', 'description', ['entity', 'active']],
};

function putType({ data }: StoredOf<RequirementTypeEvent>, ctx: ProjectionContext): void {
  const row: RequirementTypeView = {
    code: data.code,
    description: data.description,
    entity: data.entity,
    kind: data.kind,
    notifyDaysBefore: data.notifyDaysBefore,
    active: data.active,
    applicability: data.applicability,
    version: ctx.position,
  };
  ctx.put(REQUIREMENT_TYPES_COLLECTION, row.code, row);
}

/** requirement-types.v1: the catalogue of requirement types for the grids and pickers, by code. */
export const requirementTypesProjection = defineProjection({
  name: 'requirement-types.v1',
  collections: [REQUIREMENT_TYPES_COLLECTION_SPEC],
  ...handlersOf<RequirementTypeEvent>({
    'requirements.RequirementTypeDefined': putType,
    'requirements.RequirementTypeUpdated': putType,
  }),
});
