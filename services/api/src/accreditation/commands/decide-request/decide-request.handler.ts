import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { STREAMS, type Decision, type RequestRequirement } from '@faena/contracts';
import { SiteCalendar } from '@faena/core';
import { CommandRunner, type StreamReader } from '../../../platform/commands/command-runner';
import { personAccreditationSpec, requestSpec } from '../../accreditation.streams';
import { accreditPerson } from '../../domain/person-accreditation.decider';
import { decideRequest, type Request } from '../../domain/request.decider';
import type { CommandAnswer } from '../command-answer';
import { releaseSlots, type Write } from '../release-slots';
import { requirementsFor } from '../request-requirement-facts';
import { DecideRequestCommand } from './decide-request.command';

/**
 * Approve → the person is accredited for the client (person stream). Reject → the person's slot
 * and the contract's quota slot are released. Observe → both stay held until the correction.
 */
@CommandHandler(DecideRequestCommand)
export class DecideRequestHandler implements ICommandHandler<DecideRequestCommand> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly calendar: SiteCalendar,
  ) {}

  execute({ user, decision, body }: DecideRequestCommand): Promise<CommandAnswer> {
    const ctx = { commandId: body.commandId, user, payload: { decision, ...body } };
    return this.runner.run(ctx, async (reader, now) => {
      const requestStream = STREAMS.request(body.requestId);
      const request = await reader.load(requestStream, requestSpec);
      const input = {
        decision,
        requestId: body.requestId,
        clientId: user.cid,
        comment: body.comment,
        decidedBy: user.sub,
        requirements: await requirementsToApprove(reader, decision, {
          request,
          today: this.calendar.dateOf(now),
        }),
      };
      const decided = decideRequest(input, request);
      const followUps = await consequences(reader, decision, request);
      return {
        id: body.requestId,
        writes: [{ stream: requestStream, events: decided }, ...followUps],
      };
    });
  }
}

/** Only an approval waits for the requirements' review; another client's request has none. */
async function requirementsToApprove(
  reader: StreamReader,
  decision: Decision,
  { request, today }: { request: Request; today: string },
): Promise<RequestRequirement[]> {
  if (decision !== 'approve' || request.status === null) return [];
  const { personId, clientId, contractId } = request;
  return requirementsFor(reader, { personId, clientId, contractId, today });
}

async function consequences(
  reader: StreamReader,
  decision: Decision,
  request: Request,
): Promise<Write[]> {
  if (request.status === null || decision === 'observe') return [];
  if (decision === 'reject') return releaseSlots(reader, request);
  const { personId, clientId, requestId, contractId, startDate, endDate } = request;
  const personStream = STREAMS.personAccreditation(personId, clientId);
  const person = await reader.load(personStream, personAccreditationSpec);
  const accredited = { personId, clientId, requestId, contractId, startDate, endDate };
  return [{ stream: personStream, events: accreditPerson(accredited, person) }];
}
