import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { STREAMS } from '@faena/contracts';
import { SiteCalendar } from '@faena/core';
import { CommandRunner } from '../../../platform/commands/command-runner';
import { contractFactsSpec, requestSpec } from '../../accreditation.streams';
import { resubmitRequest } from '../../domain/request.decider';
import { type CommandAnswer } from '../command-answer';
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
        const contract =
          request.status === null
            ? null
            : await reader.load(STREAMS.contract(request.contractId), contractFactsSpec);
        const input = {
          clientId: user.cid,
          userId: user.sub,
          companyId: user.coid,
          today: this.calendar.dateOf(now),
          contract,
          body,
        };
        return {
          id: body.requestId,
          writes: [{ stream: requestStream, events: resubmitRequest(input, request) }],
        };
      },
    );
  }
}
