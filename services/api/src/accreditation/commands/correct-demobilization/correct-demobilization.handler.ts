import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { STREAMS } from '@faena/contracts';
import { SiteCalendar } from '@faena/core';
import { CommandRunner } from '../../../platform/commands/command-runner';
import { demobilizationSpec, personAccreditationSpec } from '../../accreditation.streams';
import { correctDemobilization } from '../../domain/demobilization.decider';
import { initialPersonAccreditation } from '../../domain/person-accreditation.decider';
import { type CommandAnswer } from '../command-answer';
import { cessationReasonExists } from '../register-demobilization/cessation-facts';
import { CorrectDemobilizationCommand } from './correct-demobilization.command';

/** The open-demobilization slot is still held by the demobilization: only its own stream changes. */
@CommandHandler(CorrectDemobilizationCommand)
export class CorrectDemobilizationHandler implements ICommandHandler<CorrectDemobilizationCommand> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly calendar: SiteCalendar,
  ) {}

  execute({ user, body }: CorrectDemobilizationCommand): Promise<CommandAnswer> {
    return this.runner.run(
      { commandId: body.commandId, user, payload: body },
      async (reader, now) => {
        const stream = STREAMS.demobilization(body.demobilizationId);
        const demobilization = await reader.load(stream, demobilizationSpec);
        const accreditation =
          demobilization.status === null
            ? initialPersonAccreditation()
            : await reader.load(
                STREAMS.personAccreditation(demobilization.personId, demobilization.clientId),
                personAccreditationSpec,
              );
        const input = {
          clientId: user.cid,
          userId: user.sub,
          companyId: user.coid,
          today: this.calendar.dateOf(now),
          accreditation,
          body,
          reasonExists: await cessationReasonExists(reader, body.cessationReason),
        };
        return {
          id: body.demobilizationId,
          writes: [{ stream, events: correctDemobilization(input, demobilization) }],
        };
      },
    );
  }
}
