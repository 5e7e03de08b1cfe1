import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError, STREAMS, type DenyReason, type MarkDoorBody } from '@faena/contracts';
import { deterministicUuid, SiteCalendar } from '@faena/core';
import {
  CommandRunner,
  type Planned,
  type StreamReader,
  type StreamSpec,
} from '../../../platform/commands/command-runner';
import type { AuthUser } from '../../../platform/auth/auth-user';
import { DoorDirectory } from '../../door-directory';
import { ZoneOccupancyReader } from '../../zone-occupancy-reader';
import {
  evolveDoorFacts,
  initialDoorFacts,
  markDoor,
  type DoorFacts,
  type DoorFactsEvent,
} from '../../domain/door-mark.decider';
import { MarkDoorCommand, type MarkAnswer } from './mark-door.command';
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

/** `site` gives the mark's calendar date (its accreditation day) in the site's zone. */
export type MarkRequest = {
  user: AuthUser;
  body: MarkDoorBody;
  automatic: boolean;
  now: Date;
  site: SiteCalendar;
  occupancy: ZoneOccupancyReader;
  /** a device's batch names its device */
  deviceId?: string | undefined;
  /** a supervisor's mark by hand: MANUAL, with the reason */
  manual?: { justification: string } | undefined;
  /** an occupant marked with a vehicle: driver (C) or passenger (P), and its plate */
  ride?: { markType: 'C' | 'P'; plate: string } | undefined;
};

/** The command context of a mark: the payload includes `automatic`, for one mark or a device's batch alike. */
export const markContext = (user: AuthUser, body: MarkDoorBody, automatic: boolean) => ({
  commandId: body.commandId,
  user,
  payload: { ...body, automatic },
});

/**
 * Decides one mark. Granted or denied, the mark is appended to access.person-<personId> with
 * expected revision 'any': no rule reads that stream (the grant depends on the person and the
 * accreditation, not on presence), and occupancy is the projection's job.
 */
export async function planMark(
  doors: DoorDirectory,
  reader: StreamReader,
  c: MarkRequest,
): Promise<Planned> {
  const { body } = c;
  const markId = deterministicUuid('access.mark', body.commandId);
  const zoneId = await doors.zoneOf(body.doorId);
  const zone = zoneId ? await reader.load(STREAMS.zone(zoneId), doorFactsSpec) : initialDoorFacts();
  const person = await reader.load(STREAMS.person(body.personId), doorFactsSpec);
  const clientId = combined(zone, person).zone?.clientId;
  const accreditation = clientId
    ? await reader.load(STREAMS.personAccreditation(body.personId, clientId), doorFactsSpec)
    : initialDoorFacts();
  const types = await reader.load(STREAMS.requirementTypes(), doorFactsSpec);
  const documents = clientId
    ? await reader.load(STREAMS.requirementDocuments('P', body.personId, clientId), doorFactsSpec)
    : initialDoorFacts();
  // only a visitor's pass is an approved visit: a worker's mark (the hot path) reads no visit
  const visits =
    clientId && person.person?.condition === 'VISITA'
      ? await reader.load(STREAMS.visitor(body.personId, clientId), doorFactsSpec)
      : initialDoorFacts();
  const rules = clientId ? await ruleFacts(reader, body.personId, clientId) : [];
  const identification = {
    ...initialDoorFacts(),
    identificationType: await identificationTypeOf(reader, body.personId),
  };
  const occupancy =
    zoneId && entersLimitedZone(zone, body)
      ? { ...initialDoorFacts(), occupancy: await c.occupancy.occupancyOf(zoneId) }
      : initialDoorFacts();
  const facts = combined(
    zone,
    person,
    accreditation,
    types,
    documents,
    visits,
    ...rules,
    occupancy,
    identification,
  );
  // a supervisor marks someone the catalog knows (a door records whoever shows a document)
  if (c.manual && !facts.person) throw new DomainError('access.personNotFound');
  const instant = new Date(body.markedAt ?? c.now);
  const markedAt = instant.toISOString();
  const moment = c.site.momentOf(instant);
  const input = {
    markId,
    clientId: c.user.cid,
    personId: body.personId,
    doorId: body.doorId,
    direction: body.direction,
    markedAt,
    markedOn: moment.date,
    hour: moment.time,
    weekday: moment.weekday,
    automatic: c.automatic,
    deviceId: c.deviceId ?? null,
    ...(c.manual ? { origin: 'MANUAL' as const, justification: c.manual.justification } : {}),
    ...(c.ride ? { ride: c.ride } : {}),
  };
  const events = markDoor(input, facts);
  const [event] = events;
  const denied = event?.type === 'access.MarkDenied' ? event.data : null;
  const reason: DenyReason | null = denied?.reason ?? null;
  // the guard names the document that refused the mark
  const requirement = denied?.requirement ? { requirement: denied.requirement } : {};
  return {
    id: markId,
    extra: { commandId: body.commandId, markId, granted: reason === null, reason, ...requirement },
    writes: [{ stream: STREAMS.personMarks(body.personId), events }],
  };
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

@CommandHandler(MarkDoorCommand)
export class MarkDoorHandler implements ICommandHandler<MarkDoorCommand> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly doors: DoorDirectory,
    private readonly site: SiteCalendar,
    private readonly occupancy: ZoneOccupancyReader,
  ) {}

  async execute({ user, body, automatic }: MarkDoorCommand): Promise<MarkAnswer> {
    const answer = await this.runner.run(markContext(user, body, automatic), (reader, now) =>
      planMark(this.doors, reader, {
        user,
        body,
        automatic,
        now,
        site: this.site,
        occupancy: this.occupancy,
      }),
    );
    return answer as MarkAnswer;
  }
}
