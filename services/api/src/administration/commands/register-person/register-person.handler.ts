import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { STREAMS } from '@faena/contracts';
import { SiteCalendar } from '@faena/core';
import { CommandRunner, type CommandAnswer } from '../../../platform/commands/command-runner';
import { registerPerson } from '../../domain/person.decider';
import { personSpec } from '../administration-specs';
import { claim, personFactsOf, personIdFor, runWrites } from '../master-data-writes';
import { assertCompanyInReach, reachOf } from '../tenant-reach';
import { PeopleScope } from '../../queries/people-scope/people-scope';
import { RegisterPersonCommand } from './register-person.command';

@CommandHandler(RegisterPersonCommand)
export class RegisterPersonHandler implements ICommandHandler<RegisterPersonCommand> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly calendar: SiteCalendar,
    private readonly people: PeopleScope,
  ) {}

  execute({ user, body }: RegisterPersonCommand): Promise<CommandAnswer> {
    const { commandId, ...fields } = body;
    const personId = personIdFor(commandId);
    return runWrites(this.runner, { user, body, id: personId }, async (reader, now) => {
      const person = await reader.load(STREAMS.person(personId), personSpec);
      // a person goes only into a company the caller reaches (else it would vanish from its reads)
      await assertCompanyInReach(reachOf(this.people, user), fields.companyId);
      const events = registerPerson(
        {
          personId,
          fields,
          ...(await personFactsOf(reader, fields)),
          today: this.calendar.dateOf(now),
        },
        person,
      );
      return [
        { stream: STREAMS.person(personId), events },
        await claim(reader, {
          personId,
          documentType: fields.documentType,
          documentNumber: fields.documentNumber,
        }),
      ];
    });
  }
}
