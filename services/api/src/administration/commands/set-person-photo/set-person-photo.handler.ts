import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { STREAMS } from '@faena/contracts';
import { BlobStore, deterministicUuid } from '@faena/core';
import { CommandRunner, type CommandAnswer } from '../../../platform/commands/command-runner';
import { setPersonPhoto } from '../../domain/person.decider';
import { checkedImage } from '../../../platform/files/attached-file';
import { personSpec } from '../administration-specs';
import { runWrite } from '../master-data-writes';
import { assertPersonInReach, reachOf } from '../tenant-reach';
import { PeopleScope } from '../../queries/people-scope/people-scope';
import { SetPersonPhotoCommand } from './set-person-photo.command';

@CommandHandler(SetPersonPhotoCommand)
export class SetPersonPhotoHandler implements ICommandHandler<SetPersonPhotoCommand> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly blobs: BlobStore,
    private readonly people: PeopleScope,
  ) {}

  async execute({ user, body }: SetPersonPhotoCommand): Promise<CommandAnswer> {
    const file = checkedImage(body.file.contentBase64);
    const key = `catalog/person/${body.personId}/photo-${body.kind}-${deterministicUuid('catalog.photo', body.commandId).slice(0, 8)}`;
    const stream = STREAMS.person(body.personId);
    return runWrite(this.runner, { user, body, id: body.personId, stream }, async (reader) => {
      const person = await reader.load(stream, personSpec);
      await assertPersonInReach(reachOf(this.people, user), person);
      const events = setPersonPhoto({ personId: body.personId, kind: body.kind, key }, person);
      if (events.length > 0) await this.blobs.put(key, file.bytes, file.contentType);
      return events;
    });
  }
}
