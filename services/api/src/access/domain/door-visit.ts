import type { DenyReason, VisitorAdmitted, VisitorReleased } from '@faena/contracts';

/** An approved visit of a VISITA person: the zones it lets them into, on its days. */
export type VisitPass = { visitId: string; zoneIds: string[]; startDate: string; endDate: string };

/** The visitor stream's events a door folds (accreditation.visitor-<personId>-<clientId>). */
export function evolveVisitPasses(
  passes: ReadonlyArray<VisitPass>,
  e: VisitorAdmitted | VisitorReleased,
): VisitPass[] {
  const others = passes.filter((p) => p.visitId !== e.data.visitId);
  if (e.type === 'accreditation.VisitorReleased') return others;
  const { visitId, zoneIds, startDate, endDate } = e.data;
  return [...others, { visitId, zoneIds, startDate, endDate }];
}

/**
 * A visitor passes a door only on a day of an approved visit that lists the door's zone: no visit
 * that day is 'noVisit', a visit elsewhere is 'zoneNotVisited'.
 */
export function visitDenial(
  passes: ReadonlyArray<VisitPass>,
  zoneId: string,
  date: string,
): DenyReason | null {
  const today = passes.filter((p) => p.startDate <= date && date <= p.endDate);
  if (today.length === 0) return 'noVisit';
  return today.some((p) => p.zoneIds.includes(zoneId)) ? null : 'zoneNotVisited';
}
