import { STREAMS, type MarkDoorBody } from '@faena/contracts';
import type { StreamReader, StreamSpec } from '../../../platform/commands/command-runner';
import type { DoorDirectory } from '../../door-directory';
import type { ZoneOccupancyReader } from '../../zone-occupancy-reader';
import {
  evolveDoorFacts,
  initialDoorFacts,
  type DoorFacts,
  type DoorFactsEvent,
} from '../../domain/door-facts';
import { identificationTypeOf } from '../../../identification/facts/identification-facts';

/** Each of the three streams folds into door facts on its own (one stable spec: the state cache keys on it). */
const doorFactsSpec: StreamSpec<DoorFacts, DoorFactsEvent> = {
  initial: initialDoorFacts,
  evolve: evolveDoorFacts,
};

/** The facts of the streams together, as if folded one after the other (each stream fills its part). */
const combined = (...parts: DoorFacts[]): DoorFacts => {
  const pick = <K extends keyof DoorFacts>(key: K, filled: (p: DoorFacts) => boolean) =>
    parts.find(filled)?.[key] ?? initialDoorFacts()[key];
  return {
    zone: parts.reduce<DoorFacts['zone']>((z, p) => p.zone ?? z, null),
    person: parts.reduce<DoorFacts['person']>((z, p) => p.person ?? z, null),
    accredited: parts.flatMap((p) => p.accredited),
    openedContracts: pick('openedContracts', (p) => Object.keys(p.openedContracts).length > 0),
    requirementTypes: pick(
      'requirementTypes',
      (p) => Object.keys(p.requirementTypes.types).length > 0,
    ),
    documents: pick('documents', (p) => p.documents.documents.length > 0),
    visits: parts.flatMap((p) => p.visits),
    rules: pick('rules', (p) => hasRules(p.rules)),
    groups: pick('groups', (p) => Object.keys(p.groups).length > 0),
    profiles: pick('profiles', (p) => Object.keys(p.profiles ?? {}).length > 0),
    schedules: pick('schedules', (p) => Object.keys(p.schedules).length > 0),
    occupancy: parts.reduce<number | null>((o, p) => p.occupancy ?? o, null),
    identificationType: parts.reduce((t, p) => p.identificationType || t, ''),
  };
};
const hasRules = (r: DoorFacts['rules']) =>
  r.profile !== null ||
  [r.groups, r.restrictions, r.exemptions].some((m) => Object.keys(m).length > 0);

/** The door's facts from its streams: the zone, the person, then what the zone's client knows. */
export async function loadDoorFacts(
  doors: DoorDirectory,
  reader: StreamReader,
  c: { body: MarkDoorBody; occupancy: ZoneOccupancyReader },
): Promise<DoorFacts> {
  const { personId, doorId } = c.body;
  const zoneId = await doors.zoneOf(doorId);
  const zone = zoneId ? await reader.load(STREAMS.zone(zoneId), doorFactsSpec) : initialDoorFacts();
  const person = await reader.load(STREAMS.person(personId), doorFactsSpec);
  const clientId = combined(zone, person).zone?.clientId;
  // only a visitor's pass is an approved visit: a worker's mark (the hot path) reads no visit
  const visitor = person.person?.condition === 'VISITA';
  const client = await clientFacts(reader, { personId, clientId, visitor });
  const identification = {
    ...initialDoorFacts(),
    identificationType: await identificationTypeOf(reader, personId),
  };
  const occupancy =
    zoneId && entersLimitedZone(zone, c.body)
      ? { ...initialDoorFacts(), occupancy: await c.occupancy.occupancyOf(zoneId) }
      : initialDoorFacts();
  return combined(zone, person, ...client, occupancy, identification);
}

/**
 * The person's accreditation, the requirement types, the person's documents, a visitor's visits and
 * the access rules, at the zone's client (with no client: the types alone).
 */
async function clientFacts(
  reader: StreamReader,
  who: { personId: string; clientId: string | undefined; visitor: boolean },
): Promise<DoorFacts[]> {
  const { personId, clientId } = who;
  const accreditation = clientId
    ? await reader.load(STREAMS.personAccreditation(personId, clientId), doorFactsSpec)
    : initialDoorFacts();
  const types = await reader.load(STREAMS.requirementTypes(), doorFactsSpec);
  if (!clientId) return [accreditation, types];
  const documents = await reader.load(
    STREAMS.requirementDocuments('P', personId, clientId),
    doorFactsSpec,
  );
  const visits = who.visitor
    ? await reader.load(STREAMS.visitor(personId, clientId), doorFactsSpec)
    : initialDoorFacts();
  const rules = await ruleFacts(reader, personId, clientId);
  return [accreditation, types, documents, visits, ...rules];
}

/** Only an entry into a zone with a capacity reads the occupancy (an exit always passes). */
function entersLimitedZone({ zone }: DoorFacts, body: MarkDoorBody): boolean {
  const door = zone?.doors.find((d) => d.doorId === body.doorId);
  const direction = door?.type === 'A' ? body.direction : door?.type;
  return (zone?.capacity ?? 0) > 0 && direction === 'E';
}

/** The person's access rules at the client and the client's groups, profiles and schedules (cached folds). */
const ruleFacts = (reader: StreamReader, personId: string, clientId: string) =>
  Promise.all([
    reader.load(STREAMS.personAccessRules(personId, clientId), doorFactsSpec),
    reader.load(STREAMS.accessGroups(clientId), doorFactsSpec),
    reader.load(STREAMS.accessProfiles(clientId), doorFactsSpec),
    reader.load(STREAMS.accessSchedules(clientId), doorFactsSpec),
  ]);
