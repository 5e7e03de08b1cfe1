import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { deterministicUuid } from '@faena/core';
import { CommandRunner, type CommandAnswer } from '../../../platform/commands/command-runner';
import { RECORD_PREFIX, saveRecord } from '../master-record-writes';
import { reachOf } from '../tenant-reach';
import { PeopleScope } from '../../queries/people-scope/people-scope';
import { RegisterMasterRecordCommand } from './register-master-record.command';

/** A vehicle's id is its plate; the other kinds get a prefixed id derived from the command id. */
@CommandHandler(RegisterMasterRecordCommand)
export class RegisterMasterRecordHandler implements ICommandHandler<RegisterMasterRecordCommand> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly people: PeopleScope,
  ) {}

  execute({ user, kind, body }: RegisterMasterRecordCommand): Promise<CommandAnswer> {
    const id =
      kind === 'vehicle'
        ? String(body.plate)
        : `${RECORD_PREFIX[kind]}-${deterministicUuid(`catalog.${kind}`, body.commandId).slice(0, 8).toUpperCase()}`;
    return saveRecord(
      this.runner,
      { user, kind, body, id, reach: reachOf(this.people, user) },
      'register',
    );
  }
}
