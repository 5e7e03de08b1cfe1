import { Command } from '@nestjs/cqrs';
import type {
  CommandResult,
  CorrectMarkBody,
  ManualMarkBody,
  VoidMarkBody,
} from '@faena/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user';
import type { MarkAnswer } from '../mark-door/mark-door.command';

/** A supervisor registers a mark by hand (MANUAL, with its reason); it is decided like any mark. */
export class RegisterManualMarkCommand extends Command<MarkAnswer> {
  constructor(
    readonly user: AuthUser,
    readonly body: ManualMarkBody,
  ) {
    super();
  }
}

/** A supervisor corrects a manual mark's hour, mode and reason. */
export class CorrectMarkCommand extends Command<CommandResult> {
  constructor(
    readonly user: AuthUser,
    readonly body: CorrectMarkBody,
  ) {
    super();
  }
}

/** A supervisor voids (deletes) a manual mark, with the reason. */
export class VoidMarkCommand extends Command<CommandResult> {
  constructor(
    readonly user: AuthUser,
    readonly body: VoidMarkBody,
  ) {
    super();
  }
}
