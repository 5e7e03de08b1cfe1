import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { STREAMS } from '@faena/contracts';
import { BlobStore, deterministicUuid } from '@faena/core';
import { CommandRunner, type CommandAnswer } from '../../../platform/commands/command-runner';
import { recordIndiscipline } from '../../domain/person.decider';
import { checkedPdf } from '../../../platform/files/attached-file';
import { personSpec } from '../administration-specs';
import { runWrite } from '../master-data-writes';
import { assertPersonInReach, reachOf } from '../tenant-reach';
import { PeopleScope } from '../../queries/people-scope/people-scope';
import { RecordIndisciplineCommand } from './record-indiscipline.command';

/** The optional PDF is content-checked, and stored only when the entry is recorded. */
@CommandHandler(RecordIndisciplineCommand)
export class RecordIndisciplineHandler implements ICommandHandler<RecordIndisciplineCommand> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly blobs: BlobStore,
    private readonly people: PeopleScope,
  ) {}

  async execute({ user, body }: RecordIndisciplineCommand): Promise<CommandAnswer> {
    const entryId = deterministicUuid('catalog.indiscipline', body.commandId);
    const file = body.file ? await checkedPdf(body.file.contentBase64) : null;
    const fileKey = file ? `catalog/person/${body.personId}/indiscipline-${entryId}.pdf` : '';
    const stream = STREAMS.person(body.personId);
    return runWrite(this.runner, { user, body, id: body.personId, stream }, async (reader) => {
      const person = await reader.load(stream, personSpec);
      await assertPersonInReach(reachOf(this.people, user), person);
      const events = recordIndiscipline(
        {
          personId: body.personId,
          entryId,
          severity: body.severity,
          observation: body.observation,
          date: body.date,
          fileKey,
          fileName: body.file?.fileName ?? '',
          size: file?.bytes.length ?? 0,
        },
        person,
      );
      if (file && events.length > 0) await this.blobs.put(fileKey, file.bytes, file.contentType);
      return events;
    });
  }
}
