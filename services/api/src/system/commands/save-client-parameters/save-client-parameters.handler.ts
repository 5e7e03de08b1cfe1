import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { STREAMS } from '@faena/contracts';
import { CommandRunner, type CommandAnswer } from '../../../platform/commands/command-runner';
import { clientParametersSpec } from '../../client-parameters.reader';
import { saveClientParameters } from '../../domain/client-parameters.decider';
import { SaveClientParametersCommand } from './save-client-parameters.command';

/** The parameters are the caller's client's: the client comes from the token, never the body. */
@CommandHandler(SaveClientParametersCommand)
export class SaveClientParametersHandler implements ICommandHandler<SaveClientParametersCommand> {
  constructor(private readonly runner: CommandRunner) {}

  execute({ user, body }: SaveClientParametersCommand): Promise<CommandAnswer> {
    const stream = STREAMS.clientParameters(user.cid);
    return this.runner.run({ commandId: body.commandId, user, payload: body }, async (reader) => ({
      id: user.cid,
      writes: [
        {
          stream,
          events: saveClientParameters(
            body.parameters,
            await reader.load(stream, clientParametersSpec),
          ),
        },
      ],
    }));
  }
}
