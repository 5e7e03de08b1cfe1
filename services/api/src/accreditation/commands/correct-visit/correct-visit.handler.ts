import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { STREAMS, type CorrectVisitBody } from '@faena/contracts';
import { SiteCalendar } from '@faena/core';
import type { AuthUser } from '../../../platform/auth/auth-user';
import {
  CommandRunner,
  type Planned,
  type StreamReader,
} from '../../../platform/commands/command-runner';
import { loadClientParameters } from '../../../system/client-parameters.reader';
import { visitSpec, visitorSlotsSpec } from '../../accreditation.streams';
import { correctVisit, type Visit } from '../../domain/visit.decider';
import { rebookVisitor } from '../../domain/visitor.decider';
import type { CommandAnswer } from '../command-answer';
import { clientZones } from '../submit-visit/submit-visit.handler';
import { CorrectVisitCommand } from './correct-visit.command';

/**
 * One atomic append: the visit back to Pendiente with its new zones and days, and each visitor's
 * held days moved to the new dates (refused when they meet another open visit of the person).
 */
@CommandHandler(CorrectVisitCommand)
export class CorrectVisitHandler implements ICommandHandler<CorrectVisitCommand> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly calendar: SiteCalendar,
  ) {}

  execute({ user, body }: CorrectVisitCommand): Promise<CommandAnswer> {
    const ctx = { commandId: body.commandId, user, payload: body };
    return this.runner.run(ctx, (reader, now) =>
      plan(reader, { today: this.calendar.dateOf(now), user, body }),
    );
  }
}

interface Asked {
  today: string;
  user: AuthUser;
  body: CorrectVisitBody;
}

async function plan(reader: StreamReader, { today, user, body }: Asked): Promise<Planned> {
  const stream = STREAMS.visit(body.visitId);
  const visit = await reader.load(stream, visitSpec);
  const corrected = correctVisit(
    {
      visitId: body.visitId,
      clientId: user.cid,
      today,
      maxDays: (await loadClientParameters(reader, user.cid)).visitMaxDays,
      clientZoneIds: await clientZones(reader, user.cid, body.zoneIds),
      body,
      correctedBy: user.sub,
    },
    visit,
  );
  const writes: Planned['writes'] = [{ stream, events: corrected }];
  if (corrected.length === 0) return { id: body.visitId, writes };
  writes.push(...(await rebookings(reader, visit, body)));
  return { id: body.visitId, writes };
}

/** Each visitor's held days, moved to the corrected dates. */
async function rebookings(
  reader: StreamReader,
  visit: Visit,
  body: CorrectVisitBody,
): Promise<Planned['writes']> {
  const writes: Planned['writes'] = [];
  for (const v of visit.visitors) {
    const visitor = STREAMS.visitor(v.personId, visit.clientId);
    const slot = {
      personId: v.personId,
      clientId: visit.clientId,
      visitId: body.visitId,
      startDate: body.startDate,
      endDate: body.endDate,
      documentNumber: v.documentNumber,
    };
    writes.push({
      stream: visitor,
      events: rebookVisitor(slot, await reader.load(visitor, visitorSlotsSpec)),
    });
  }
  return writes;
}
