import { Command } from '@nestjs/cqrs';
import type { AssignBedBody, CommandResult } from '@faena/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user';

/** Assign a bed in a camp to a person for the nights checkIn … checkOut − 1. */
export class AssignBedCommand extends Command<CommandResult & Record<string, unknown>> {
  constructor(
    readonly user: AuthUser,
    readonly body: AssignBedBody,
  ) {
    super();
  }
}
