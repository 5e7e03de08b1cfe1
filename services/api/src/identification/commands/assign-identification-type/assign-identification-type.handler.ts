import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { STREAMS, type CommandResult } from '@faena/contracts';
import { CommandRunner } from '../../../platform/commands/command-runner';
import { assignIdentificationType } from '../../domain/identification-type.decider';
import { personIdentificationSpec } from '../../facts/identification-facts';
import { identificationTypeExists } from '../../identification.streams';
import { PersonOfClient } from '../person-of-client';
import { AssignIdentificationTypeCommand } from './assign-identification-type.command';

/** The person's identification stream takes the type; the door reads it from there. */
@CommandHandler(AssignIdentificationTypeCommand)
export class AssignIdentificationTypeHandler implements ICommandHandler<AssignIdentificationTypeCommand> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly people: PersonOfClient,
  ) {}

  async execute({ user, body }: AssignIdentificationTypeCommand): Promise<CommandResult> {
    const { commandId, personId, identificationType } = body;
    await this.people.companyOf(user, personId);
    return this.runner.run({ commandId, user, payload: body }, async (reader) => {
      const stream = STREAMS.personIdentification(personId);
      const state = await reader.load(stream, personIdentificationSpec);
      const typeExists = await identificationTypeExists(reader, identificationType);
      const input = { personId, clientId: user.cid, identificationType, typeExists };
      return {
        id: personId,
        writes: [{ stream, events: assignIdentificationType(input, state) }],
      };
    });
  }
}
