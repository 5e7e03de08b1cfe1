import type { RequirementApplicability } from './requirements.schemas';

/** Where a subject stands when its requirements are asked: client, contract, position, zone. */
export interface RequirementPlacement {
  clientIds: ReadonlyArray<string>;
  contractIds: ReadonlyArray<string>;
  positionTypeIds: ReadonlyArray<string>;
  zoneId: string | null;
}

/**
 * Whether a type's applicability covers the placement: its client or contract, its position type,
 * or the zone asked about (a zone's own type). Shared by the compliance rule and the report.
 */
export function requirementApplies(a: RequirementApplicability, at: RequirementPlacement): boolean {
  const hits = (list: ReadonlyArray<string>, mine: ReadonlyArray<string>) =>
    mine.some((id) => list.includes(id));
  return (
    hits(a.clientIds, at.clientIds) ||
    hits(a.contractIds, at.contractIds) ||
    hits(a.positionTypeIds, at.positionTypeIds) ||
    (at.zoneId !== null && a.zoneIds.includes(at.zoneId))
  );
}
