import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { STREAMS, type Decision } from '@faena/contracts';
import {
  CommandRunner,
  type Planned,
  type StreamReader,
} from '../../../platform/commands/command-runner';
import { visitSpec, visitorSlotsSpec } from '../../accreditation.streams';
import { decideVisit, type Visit } from '../../domain/visit.decider';
import { admitVisitor, releaseVisitor } from '../../domain/visitor.decider';
import type { CommandAnswer } from '../command-answer';
import { DecideVisitCommand } from './decide-visit.command';

/**
 * Approve → each visitor is admitted to the visit's zones on its days (their visitor stream, which
 * the doors read). Reject → each visitor's days are released. Observe → the days stay held.
 */
@CommandHandler(DecideVisitCommand)
export class DecideVisitHandler implements ICommandHandler<DecideVisitCommand> {
  constructor(private readonly runner: CommandRunner) {}

  execute({ user, decision, body }: DecideVisitCommand): Promise<CommandAnswer> {
    const ctx = { commandId: body.commandId, user, payload: { decision, ...body } };
    return this.runner.run(ctx, async (reader): Promise<Planned> => {
      const stream = STREAMS.visit(body.visitId);
      const visit = await reader.load(stream, visitSpec);
      const input = { decision, ...body, clientId: user.cid, decidedBy: user.sub };
      const decided = decideVisit(input, visit);
      const followUps =
        decided.length > 0
          ? await visitorWrites(reader, decision, { visitId: body.visitId, visit })
          : [];
      return { id: body.visitId, writes: [{ stream, events: decided }, ...followUps] };
    });
  }
}

async function visitorWrites(
  reader: StreamReader,
  decision: Decision,
  { visitId, visit }: { visitId: string; visit: Visit },
): Promise<Planned['writes']> {
  if (decision === 'observe') return [];
  const writes: Planned['writes'] = [];
  for (const { personId } of visit.visitors) {
    const stream = STREAMS.visitor(personId, visit.clientId);
    const slots = await reader.load(stream, visitorSlotsSpec);
    const slot = {
      personId,
      clientId: visit.clientId,
      visitId,
      startDate: visit.startDate,
      endDate: visit.endDate,
    };
    const events =
      decision === 'approve'
        ? admitVisitor({ ...slot, zoneIds: visit.zoneIds }, slots)
        : releaseVisitor(slot, slots);
    writes.push({ stream, events });
  }
  return writes;
}
