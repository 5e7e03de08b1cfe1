import { Command } from '@nestjs/cqrs';
import type { RecordIndisciplineBody } from '@faena/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user';
import type { CommandAnswer } from '../../../platform/commands/command-runner';

/** Records an indiscipline entry on a person (optional PDF). */
export class RecordIndisciplineCommand extends Command<CommandAnswer> {
  constructor(
    readonly user: AuthUser,
    readonly body: RecordIndisciplineBody,
  ) {
    super();
  }
}
