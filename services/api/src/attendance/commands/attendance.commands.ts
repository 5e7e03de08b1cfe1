import { Command } from '@nestjs/cqrs';
import type {
  ApplyJustificationBody,
  AssignPersonAttendanceBody,
  SaveAttendanceScheduleBody,
  SaveCompanyAttendanceBody,
  SaveJustificationTypeBody,
  WithdrawJustificationBody,
} from '@faena/contracts';
import type { AuthUser } from '../../platform/auth/auth-user';
import type { CommandAnswer } from '../../platform/commands/command-runner';

type Mode = 'define' | 'update';

/** Defines or updates one of the caller's client's attendance schedules. */
export class SaveAttendanceScheduleCommand extends Command<CommandAnswer> {
  constructor(
    readonly user: AuthUser,
    readonly mode: Mode,
    readonly body: SaveAttendanceScheduleBody,
  ) {
    super();
  }
}

/** Defines or updates one of the caller's client's justification types. */
export class SaveJustificationTypeCommand extends Command<CommandAnswer> {
  constructor(
    readonly user: AuthUser,
    readonly mode: Mode,
    readonly body: SaveJustificationTypeBody,
  ) {
    super();
  }
}

/** Saves a company's payroll groups and special conditions. */
export class ConfigureCompanyAttendanceCommand extends Command<CommandAnswer> {
  constructor(
    readonly user: AuthUser,
    readonly body: SaveCompanyAttendanceBody,
  ) {
    super();
  }
}

/** A change of a person's attendance: an assignment, a justification applied or withdrawn. */
export type PersonAttendanceChange =
  | { kind: 'assign'; body: AssignPersonAttendanceBody }
  | { kind: 'apply'; body: ApplyJustificationBody }
  | { kind: 'withdraw'; body: WithdrawJustificationBody };

export class ChangePersonAttendanceCommand extends Command<CommandAnswer> {
  constructor(
    readonly user: AuthUser,
    readonly change: PersonAttendanceChange,
  ) {
    super();
  }
}
