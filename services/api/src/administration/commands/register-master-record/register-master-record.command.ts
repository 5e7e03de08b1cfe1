import { Command } from '@nestjs/cqrs';
import type { AuthUser } from '../../../platform/auth/auth-user';
import type { CommandAnswer } from '../../../platform/commands/command-runner';
import type { RecordKindName } from '../../domain/master-record.decider';
import type { RecordBody } from '../master-record-writes';

/** Registers a position, vehicle, customer or repository (a full snapshot). */
export class RegisterMasterRecordCommand extends Command<CommandAnswer> {
  constructor(
    readonly user: AuthUser,
    readonly kind: RecordKindName,
    readonly body: RecordBody,
  ) {
    super();
  }
}
