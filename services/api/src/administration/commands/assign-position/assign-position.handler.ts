import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { STREAMS } from '@faena/contracts';
import { CommandRunner, type CommandAnswer } from '../../../platform/commands/command-runner';
import { assignPosition } from '../../domain/person.decider';
import { personSpec } from '../administration-specs';
import { runWrite } from '../master-data-writes';
import { assertPersonInReach, reachOf } from '../tenant-reach';
import { PeopleScope } from '../../queries/people-scope/people-scope';
import { AssignPositionCommand } from './assign-position.command';

@CommandHandler(AssignPositionCommand)
export class AssignPositionHandler implements ICommandHandler<AssignPositionCommand> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly people: PeopleScope,
  ) {}

  execute({ user, body }: AssignPositionCommand): Promise<CommandAnswer> {
    const stream = STREAMS.person(body.personId);
    return runWrite(this.runner, { user, body, id: body.personId, stream }, async (reader) => {
      const person = await reader.load(stream, personSpec);
      await assertPersonInReach(reachOf(this.people, user), person);
      return assignPosition(
        { personId: body.personId, position: body.position, positionId: body.positionId },
        person,
      );
    });
  }
}
