import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { STREAMS, type PersonFields } from '@faena/contracts';
import { SiteCalendar } from '@faena/core';
import {
  CommandRunner,
  type CommandAnswer,
  type StreamReader,
} from '../../../platform/commands/command-runner';
import { sameDocument } from '../../domain/person-document.decider';
import { updatePerson, type Person } from '../../domain/person.decider';
import { personSpec } from '../administration-specs';
import { claim, personFactsOf, release, runWrites, type Write } from '../master-data-writes';
import { assertCompanyInReach, assertPersonInReach, reachOf } from '../tenant-reach';
import { PeopleScope } from '../../queries/people-scope/people-scope';
import { UpdatePersonCommand } from './update-person.command';

/** A changed document moves the claim: the old one is released, the new one claimed (same append). */
@CommandHandler(UpdatePersonCommand)
export class UpdatePersonHandler implements ICommandHandler<UpdatePersonCommand> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly calendar: SiteCalendar,
    private readonly people: PeopleScope,
  ) {}

  execute({ user, body }: UpdatePersonCommand): Promise<CommandAnswer> {
    const { commandId: _c, personId, ...fields } = body;
    return runWrites(this.runner, { user, body, id: personId }, async (reader, now) => {
      const person = await reader.load(STREAMS.person(personId), personSpec);
      // another client's person is not found; nor is a company out of reach to move the person into
      const reach = reachOf(this.people, user);
      await assertPersonInReach(reach, person);
      await assertCompanyInReach(reach, fields.companyId);
      const events = updatePerson(
        {
          personId,
          fields: fields,
          ...(await personFactsOf(reader, fields)),
          today: this.calendar.dateOf(now),
        },
        person,
      );
      return [
        { stream: STREAMS.person(personId), events },
        ...(events.length === 0
          ? []
          : await documentMove(reader, { personId, before: person.snapshot, fields })),
      ];
    });
  }
}

/** A changed document moves: the old one is released and the new one claimed (rule streams). */
async function documentMove(
  reader: StreamReader,
  move: { personId: string; before: Person['snapshot']; fields: PersonFields },
): Promise<Write[]> {
  const { personId, before, fields } = move;
  if (!before || sameDocument(before, fields)) return [];
  return [
    await release(reader, {
      personId,
      documentType: before.documentType,
      documentNumber: before.documentNumber,
    }),
    await claim(reader, {
      personId,
      documentType: fields.documentType,
      documentNumber: fields.documentNumber,
    }),
  ];
}
