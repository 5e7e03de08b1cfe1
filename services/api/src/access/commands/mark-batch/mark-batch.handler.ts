import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError, ValidationError, type MarkDoorBody, type MarkOutcome } from '@faena/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user';
import { MarkDoorCommand } from '../mark-door/mark-door.command';
import { mapBounded } from './bounded';
import { MarkBatchCommand } from './mark-batch.command';

/** Marks in flight at once: enough to overlap store round trips, few enough to keep conflicts rare. */
export const MARK_BATCH_PARALLELISM = 8;

/**
 * Runs each mark as its own command, concurrently with bounded parallelism, and answers one
 * MarkOutcome per mark in the body's order. A mark that cannot be recorded (unknown door, missing
 * direction) answers its error code; it does not fail the others.
 */
@CommandHandler(MarkBatchCommand)
export class MarkBatchHandler implements ICommandHandler<MarkBatchCommand> {
  constructor(private readonly commands: CommandBus) {}

  execute({ user, body }: MarkBatchCommand): Promise<MarkOutcome[]> {
    return mapBounded(body.marks, MARK_BATCH_PARALLELISM, (mark) => this.markOne(user, mark));
  }

  private async markOne(user: AuthUser, mark: MarkDoorBody): Promise<MarkOutcome> {
    try {
      const a = await this.commands.execute(new MarkDoorCommand(user, mark, true));
      return { commandId: mark.commandId, markId: a.markId, granted: a.granted, reason: a.reason, revision: a.revision, position: a.position };
    } catch (err) {
      if (!(err instanceof DomainError) && !(err instanceof ValidationError)) throw err;
      return { commandId: mark.commandId, markId: '', granted: false, reason: null, revision: -1, position: 0, error: err.code };
    }
  }
}
