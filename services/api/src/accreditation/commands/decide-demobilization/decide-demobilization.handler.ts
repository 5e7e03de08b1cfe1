import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { STREAMS, type Decision } from '@faena/contracts';
import { SiteCalendar } from '@faena/core';
import {
  CommandRunner,
  type Planned,
  type StreamReader,
} from '../../../platform/commands/command-runner';
import {
  demobilizationSpec,
  openDemobilizationSpec,
  personAccreditationSpec,
} from '../../accreditation.streams';
import { decideDemobilization, type Demobilization } from '../../domain/demobilization.decider';
import { releaseDemobilizationSlot } from '../../domain/open-demobilization.decider';
import { endPersonAccreditation } from '../../domain/person-accreditation.decider';
import { type CommandAnswer } from '../command-answer';
import { DecideDemobilizationCommand } from './decide-demobilization.command';

type Write = Planned['writes'][number];

/**
 * Approve → the person's accreditation ends at the cessation date (person-accreditation stream)
 * and the open-demobilization slot is released, in the same atomic append. Reject → the slot is
 * released. Observe → the slot stays held until the correction is decided.
 */
@CommandHandler(DecideDemobilizationCommand)
export class DecideDemobilizationHandler implements ICommandHandler<DecideDemobilizationCommand> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly calendar: SiteCalendar,
  ) {}

  execute({ user, decision, body }: DecideDemobilizationCommand): Promise<CommandAnswer> {
    const ctx = { commandId: body.commandId, user, payload: { decision, ...body } };
    return this.runner.run(ctx, async (reader, now) => {
      const stream = STREAMS.demobilization(body.demobilizationId);
      const demobilization = await reader.load(stream, demobilizationSpec);
      const decided = decideDemobilization(
        { decision, clientId: user.cid, comment: body.comment, decidedBy: user.sub },
        demobilization,
      );
      const followUps = await consequences(reader, decision, {
        d: demobilization,
        today: this.calendar.dateOf(now),
      });
      return { id: body.demobilizationId, writes: [{ stream, events: decided }, ...followUps] };
    });
  }
}

async function consequences(
  reader: StreamReader,
  decision: Decision,
  { d, today }: { d: Demobilization; today: string },
): Promise<Write[]> {
  if (d.status === null || decision === 'observe') return [];
  const { personId, clientId, demobilizationId, cessationDate } = d;
  const slotStream = STREAMS.openDemobilization(personId, clientId);
  const released = releaseDemobilizationSlot(
    { personId, clientId, demobilizationId },
    await reader.load(slotStream, openDemobilizationSpec),
  );
  if (decision === 'reject') return [{ stream: slotStream, events: released }];
  const personStream = STREAMS.personAccreditation(personId, clientId);
  const person = await reader.load(personStream, personAccreditationSpec);
  const ended = endPersonAccreditation(
    { personId, clientId, demobilizationId, endDate: cessationDate, today },
    person,
  );
  return [
    { stream: personStream, events: ended },
    { stream: slotStream, events: released },
  ];
}
