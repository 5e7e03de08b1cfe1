import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandRunner, type CommandAnswer } from '../../../platform/commands/command-runner';
import { RECORD_ID_KEY, saveRecord } from '../master-record-writes';
import { reachOf } from '../tenant-reach';
import { PeopleScope } from '../../queries/people-scope/people-scope';
import { UpdateMasterRecordCommand } from './update-master-record.command';

@CommandHandler(UpdateMasterRecordCommand)
export class UpdateMasterRecordHandler implements ICommandHandler<UpdateMasterRecordCommand> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly people: PeopleScope,
  ) {}

  execute({ user, kind, body }: UpdateMasterRecordCommand): Promise<CommandAnswer> {
    return saveRecord(
      this.runner,
      {
        user,
        kind,
        body,
        id: String(body[RECORD_ID_KEY[kind]]),
        reach: reachOf(this.people, user),
      },
      'update',
    );
  }
}
