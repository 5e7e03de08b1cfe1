import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { STREAMS } from '@faena/contracts';
import { SiteCalendar } from '@faena/core';
import { CommandRunner, type CommandAnswer } from '../../../platform/commands/command-runner';
import { changePersonState } from '../../domain/person.decider';
import { personSpec } from '../administration-specs';
import { runWrite } from '../master-data-writes';
import { assertPersonInReach, reachOf } from '../tenant-reach';
import { PeopleScope } from '../../queries/people-scope/people-scope';
import { ChangePersonStateCommand } from './change-person-state.command';

@CommandHandler(ChangePersonStateCommand)
export class ChangePersonStateHandler implements ICommandHandler<ChangePersonStateCommand> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly calendar: SiteCalendar,
    private readonly people: PeopleScope,
  ) {}

  execute({ user, body }: ChangePersonStateCommand): Promise<CommandAnswer> {
    const stream = STREAMS.person(body.personId);
    return runWrite(this.runner, { user, body, id: body.personId, stream }, async (reader, now) => {
      const person = await reader.load(stream, personSpec);
      await assertPersonInReach(reachOf(this.people, user), person);
      return changePersonState(
        {
          personId: body.personId,
          state: body.state,
          reason: body.reason,
          date: body.date ?? this.calendar.dateOf(now),
        },
        person,
      );
    });
  }
}
