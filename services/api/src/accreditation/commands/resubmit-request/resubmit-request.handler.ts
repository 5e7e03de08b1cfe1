import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError, STREAMS } from '@faena/contracts';
import { SiteCalendar } from '@faena/core';
import { CommandRunner } from '../../../platform/commands/command-runner';
import { contractFactsSpec, requestSpec } from '../../accreditation.streams';
import { resubmitRequest } from '../../domain/request.decider';
import { type CommandAnswer } from '../command-answer';
import { requirementsFor } from '../request-requirement-facts';
import { ResubmitRequestCommand } from './resubmit-request.command';

/** The person's slot and the quota slot are still held by the request: only its own stream changes. */
@CommandHandler(ResubmitRequestCommand)
export class ResubmitRequestHandler implements ICommandHandler<ResubmitRequestCommand> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly calendar: SiteCalendar,
  ) {}

  execute({ user, body }: ResubmitRequestCommand): Promise<CommandAnswer> {
    return this.runner.run(
      { commandId: body.commandId, user, payload: body },
      async (reader, now) => {
        const requestStream = STREAMS.request(body.requestId);
        const request = await reader.load(requestStream, requestSpec);
        const today = this.calendar.dateOf(now);
        if (request.status === null) throw new DomainError('accreditation.requestNotFound');
        const { personId, clientId, contractId } = request;
        const contract = await reader.load(STREAMS.contract(contractId), contractFactsSpec);
        const input = {
          clientId: user.cid,
          userId: user.sub,
          companyId: user.coid,
          today,
          contract,
          body,
          // sent again: the requester's requirements must be present again (another client's: none)
          requirements:
            clientId === user.cid
              ? await requirementsFor(reader, { personId, clientId, contractId, today })
              : [],
        };
        return {
          id: body.requestId,
          writes: [{ stream: requestStream, events: resubmitRequest(input, request) }],
        };
      },
    );
  }
}
