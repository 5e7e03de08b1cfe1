import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError, STREAMS, type SubmitVisitBody, type ZoneRegistered } from '@faena/contracts';
import { Clock, deterministicUuid, EventStore, SiteCalendar } from '@faena/core';
import {
  CommandRunner,
  StreamReader,
  type Planned,
  type StreamSpec,
} from '../../../platform/commands/command-runner';
import type { AuthUser } from '../../../platform/auth/auth-user';
import { VisitorRegistration } from '../../../administration/visitor-registration';
import { loadClientParameters } from '../../../system/client-parameters.reader';
import { personFactsSpec, visitSpec, visitorSlotsSpec } from '../../accreditation.streams';
import { personNameOf } from '../../domain/master-data';
import { requestVisit, type KnownPerson } from '../../domain/visit.decider';
import { bookVisitor } from '../../domain/visitor.decider';
import type { CommandAnswer } from '../command-answer';
import { SubmitVisitCommand } from './submit-visit.command';
import { assertListedOnce, assertNamed, holdersOf, registrationIdFor } from './visitor-people';

export const visitIdFor = (commandId: string) =>
  deterministicUuid('accreditation.visit', commandId);
export const visitCodeOf = (visitId: string) => `VIS-${visitId.slice(0, 8).toUpperCase()}`;

const zoneClientSpec: StreamSpec<string | null, ZoneRegistered> = {
  initial: () => null,
  evolve: (_s, e) => e.data.clientId,
};

type Asked = { user: AuthUser; body: SubmitVisitBody; today: string; personIds: string[] };

/**
 * Unknown visitors are registered first (administration's people command, condition VISITA, an
 * idempotent command id per document), after a dry run of the rules that do not depend on them;
 * then one atomic append: the visit and each visitor's days (accreditation.visitor-<id>-<client>).
 */
@CommandHandler(SubmitVisitCommand)
export class SubmitVisitHandler implements ICommandHandler<SubmitVisitCommand> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly calendar: SiteCalendar,
    private readonly store: EventStore,
    private readonly clock: Clock,
    private readonly registration: VisitorRegistration,
  ) {}

  async execute({ user, body }: SubmitVisitCommand): Promise<CommandAnswer> {
    const personIds = await this.visitorIds(user, body);
    return this.runner.run({ commandId: body.commandId, user, payload: body }, (reader, now) =>
      plan(reader, { user, body, today: this.calendar.dateOf(now), personIds }),
    );
  }

  private async visitorIds(user: AuthUser, body: SubmitVisitBody): Promise<string[]> {
    assertListedOnce(body.visitors);
    const holders = await holdersOf(new StreamReader(this.store), body.visitors);
    const known = holders.flatMap((h) => (h === null ? [] : [h]));
    if (known.length === holders.length) return known;
    assertNamed(body.visitors, holders);
    const today = this.calendar.dateOf(this.clock.now());
    await plan(new StreamReader(this.store), { user, body, today, personIds: known }); // dry run
    const host = await new StreamReader(this.store).load(
      STREAMS.person(body.hostId),
      personFactsSpec,
    );
    const ids: string[] = [];
    for (const [i, v] of body.visitors.entries())
      ids.push(
        holders[i] ??
          (await this.registration.register(user, {
            commandId: registrationIdFor(body.commandId, v),
            names: v.names,
            surnames: v.surnames,
            documentType: v.documentType,
            documentNumber: v.documentNumber,
            companyId: host?.companyId ?? '',
          })),
      );
    return ids;
  }
}

async function plan(reader: StreamReader, asked: Asked): Promise<Planned> {
  const { user, body, personIds } = asked;
  const visitId = visitIdFor(body.commandId);
  const host = await reader.load(STREAMS.person(body.hostId), personFactsSpec);
  const requested = requestVisit(
    {
      visitId,
      code: visitCodeOf(visitId),
      clientId: user.cid,
      today: asked.today,
      maxDays: (await loadClientParameters(reader, user.cid)).visitMaxDays,
      host: host && {
        personId: host.personId,
        name: personNameOf(host),
        condition: host.condition,
      },
      visitors: await visitorsOf(reader, personIds),
      clientZoneIds: await clientZones(reader, user.cid, body.zoneIds),
      body,
      requestedBy: user.sub,
    },
    await reader.load(STREAMS.visit(visitId), visitSpec),
  );
  const writes: Planned['writes'] = [{ stream: STREAMS.visit(visitId), events: requested }];
  for (const [i, personId] of personIds.entries())
    writes.push(await visitorSlot(reader, asked, { visitId, personId, i }));
  return { id: visitId, extra: { code: visitCodeOf(visitId) }, writes };
}

/** The i-th visitor's slot for the visit's days at the client (their visitor stream). */
async function visitorSlot(
  reader: StreamReader,
  { user, body }: Asked,
  { visitId, personId, i }: { visitId: string; personId: string; i: number },
): Promise<Planned['writes'][number]> {
  const stream = STREAMS.visitor(personId, user.cid);
  const slot = {
    personId,
    clientId: user.cid,
    visitId,
    startDate: body.startDate,
    endDate: body.endDate,
  };
  const documentNumber = body.visitors[i]?.documentNumber ?? '';
  const booked = bookVisitor(
    { ...slot, documentNumber },
    await reader.load(stream, visitorSlotsSpec),
  );
  return { stream, events: booked };
}

async function visitorsOf(reader: StreamReader, personIds: string[]): Promise<KnownPerson[]> {
  const people: KnownPerson[] = [];
  for (const id of personIds) {
    const p = await reader.load(STREAMS.person(id), personFactsSpec);
    if (!p) throw new DomainError('catalog.personNotFound');
    const { documentType, documentNumber, condition } = p;
    people.push({
      personId: id,
      personName: personNameOf(p),
      documentType,
      documentNumber,
      condition,
    });
  }
  return people;
}

/** The asked zones that are the client's (their access.zone stream names the client). */
export async function clientZones(reader: StreamReader, clientId: string, zoneIds: string[]) {
  const mine: string[] = [];
  for (const zoneId of zoneIds)
    if ((await reader.load(STREAMS.zone(zoneId), zoneClientSpec)) === clientId) mine.push(zoneId);
  return mine;
}
