import type { DenyReason, Direction, MarkDenied } from '@faena/contracts';
import {
  compliance,
  requiredTypes,
  type SubjectFacts,
  type TypeFacts,
} from '../../requirements/facts/compliance';
import { exemptedOn, groupDenial, isFull, isRestricted, type Moment } from './access-rules';
import type { Groups } from './access-groups.decider';
import type { Profiles } from './access-profiles.decider';
import type { Schedules } from './access-schedules.decider';
import type { PersonAccessRules } from './person-access-rules.decider';
import { visitDenial, type VisitPass } from './door-visit';

export type { Moment } from './access-rules';

/** An approved period and its contract (null: a v1 event with no opened request in the fold). */
export type Period = {
  requestId: string;
  contractId: string | null;
  startDate: string;
  endDate: string;
};

/** What the decision reads (DoorFacts, folded by the door). */
export interface AccessFacts {
  zone: {
    zoneId: string;
    clientId: string;
    capacity: number;
    /** the zone's own requirement types (its configuration), on top of the types that apply */
    requirementCodes?: ReadonlyArray<string>;
  } | null;
  person: {
    name: string;
    condition: string;
    position: string;
  } | null;
  /** the person's identification type (the identification context's fact); '' when none */
  identificationType: string;
  accredited: ReadonlyArray<Period>;
  requirementTypes: TypeFacts;
  documents: SubjectFacts;
  visits: ReadonlyArray<VisitPass>;
  rules: PersonAccessRules;
  groups: Groups;
  /** the client's access profiles (a person's current active profile grants its groups) */
  profiles?: Profiles;
  schedules: Schedules;
  /** the zone's occupancy in the zones read model when the mark was decided (null: unknown) */
  occupancy: number | null;
}

export type Denial = { reason: DenyReason; requirement?: MarkDenied['data']['requirement'] };
export type Place = { zoneId: string; doorId: string; direction: Direction };

/**
 * The door decision, every rule in order with its reason (the door itself is known: markDoor
 * refuses an unknown one): person known (personNotFound) and not terminated (terminated);
 * accredited on the day (noAccreditation) — a visitor: an approved visit for the zone and day
 * (noVisit, zoneNotVisited); compliant with the requirements that apply, less those exempted for
 * the person that day (requirementExpired, requirementMissing); a worker with an identification type
 * (noIdentificationType, issue 21: assigned in the identification context); in a current access group of the zone whose schedule covers the moment
 * (noGroup, outsideSchedule; a visitor's approved visit stands for the group); not restricted at
 * the zone or door at the moment (restricted); an entry into a zone not over capacity (zoneFull).
 */
export function decideAccess(facts: AccessFacts, place: Place, at: Moment): Denial | null {
  const { person } = facts;
  if (!person) return { reason: 'personNotFound' };
  if (person.condition === 'CESADO') return { reason: 'terminated' };
  const pass =
    person.condition === 'VISITA'
      ? visitorDenial(facts, at.date)
      : workerPassDenial(facts, place.zoneId, at);
  return pass ?? placeDenial(facts, place, at);
}

/** A worker's pass: accreditation and requirements, identification type, group and schedule. */
function workerPassDenial(facts: AccessFacts, zoneId: string, at: Moment): Denial | null {
  const pass = workerDenial(facts, at.date);
  if (pass) return pass;
  // the spec: "The worker must have an identification type for marking" (a visitor's pass is the visit)
  if (facts.identificationType.trim() === '') return { reason: 'noIdentificationType' };
  const group = groupDenial(facts, zoneId, at);
  return group ? { reason: group } : null;
}

/** The rules of the place, for workers and visitors alike: restrictions, then capacity. */
function placeDenial(facts: AccessFacts, place: Place, at: Moment): Denial | null {
  if (isRestricted(facts.rules.restrictions, place, at)) return { reason: 'restricted' };
  const capacity = facts.zone?.capacity ?? 0;
  return isFull(capacity, facts.occupancy, place.direction) ? { reason: 'zoneFull' } : null;
}

function workerDenial(facts: AccessFacts, date: string): Denial | null {
  const current = facts.accredited.filter((p) => p.startDate <= date && date <= p.endDate);
  if (current.length === 0) return { reason: 'noAccreditation' };
  const contractIds = current.flatMap((p) => (p.contractId === null ? [] : [p.contractId]));
  return requirementDenial(facts, contractIds, date);
}

/** A visitor's pass is their approved visit (not a worker's accreditation nor its requirements). */
function visitorDenial(facts: AccessFacts, date: string): Denial | null {
  const reason = facts.zone ? visitDenial(facts.visits, facts.zone.zoneId, date) : 'noVisit';
  return reason === null ? null : { reason };
}

/**
 * The requirements context's answer for this person in this zone on this date: the types of the
 * zone's client, of the contracts accredited that day, of the person's position and of the zone
 * (people no type applies to need nothing), plus the person types the zone's configuration names,
 * less the types exempted for the person that day. A lapsed document is named with its expiry;
 * else the first missing or pending one.
 */
function requirementDenial(facts: AccessFacts, contractIds: string[], date: string): Denial | null {
  const required = requiredCodes(facts, contractIds, date);
  if (required.length === 0) return null;
  const answer = compliance(facts.documents, required, date);
  const nameOf = (code: string) => facts.requirementTypes.types[code]?.description ?? code;
  const [lapsed] = answer.lapsed;
  if (lapsed)
    return {
      reason: 'requirementExpired',
      requirement: {
        code: lapsed.code,
        description: nameOf(lapsed.code),
        expiresOn: lapsed.expiresOn,
      },
    };
  const code = [...answer.missing, ...answer.pending].sort()[0];
  return code === undefined
    ? null
    : { reason: 'requirementMissing', requirement: { code, description: nameOf(code) } };
}

/** The codes required of the person in the zone on the date, less those exempted (see above). */
function requiredCodes(facts: AccessFacts, contractIds: string[], date: string): string[] {
  const { zone, person } = facts;
  if (!zone || !person) return [];
  const exempted = exemptedOn(facts.rules.exemptions, date);
  const applying = requiredTypes(facts.requirementTypes, {
    entity: 'P',
    clientIds: [zone.clientId],
    contractIds,
    positionTypeIds: person.position ? [person.position] : [],
    zoneId: zone.zoneId,
  });
  const zoneOwn = (zone.requirementCodes ?? []).flatMap((code) => {
    const type = facts.requirementTypes.types[code];
    return type?.active && type.entity === 'P' && !applying.includes(type) ? [type] : [];
  });
  return [...applying, ...zoneOwn].filter((t) => !exempted.has(t.code)).map((t) => t.code);
}
