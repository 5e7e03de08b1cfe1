import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { STREAMS } from '@faena/contracts';
import { CommandRunner } from '../../../platform/commands/command-runner';
import { saveRequirementType } from '../../domain/requirement-types.decider';
import { requirementTypesSpec } from '../../requirements.streams';
import type { CommandAnswer } from '../command-answer';
import { SaveRequirementTypeCommand } from './save-requirement-type.command';

@CommandHandler(SaveRequirementTypeCommand)
export class SaveRequirementTypeHandler implements ICommandHandler<SaveRequirementTypeCommand> {
  constructor(private readonly runner: CommandRunner) {}

  execute({ user, body }: SaveRequirementTypeCommand): Promise<CommandAnswer> {
    const { commandId, ...fields } = body;
    return this.runner.run({ commandId, user, payload: body }, async (reader) => {
      const stream = STREAMS.requirementTypes();
      const types = await reader.load(stream, requirementTypesSpec);
      const events = saveRequirementType({ fields, userId: user.sub }, types);
      return { id: body.code, writes: [{ stream, events }] };
    });
  }
}
