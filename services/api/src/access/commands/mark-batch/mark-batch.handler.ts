import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { MarkDoorBody, MarkOutcome } from '@faena/contracts';
import { present, SiteCalendar } from '@faena/core';
import { CommandRunner, type BatchOutcome } from '../../../platform/commands/command-runner';
import { DoorDirectory } from '../../door-directory';
import { ZoneOccupancyReader } from '../../zone-occupancy-reader';
import type { MarkAnswer } from '../mark-door/mark-door.command';
import { markContext, planMark } from '../mark-door/mark-door.handler';
import { MarkBatchCommand } from './mark-batch.command';

/**
 * Decides a device's batch (or the guard's synced offline queue, origin GARITA: not automatic) in one pass and records it with ONE append (one group commit): every
 * mark is still its own idempotent command with its `command-<commandId>` marker, so a retried
 * batch answers the marks already recorded from their markers. Answers one MarkOutcome per mark in
 * the body's order; a mark that cannot be recorded (unknown door, missing direction) answers its
 * error code and does not fail the others.
 */
@CommandHandler(MarkBatchCommand)
export class MarkBatchHandler implements ICommandHandler<MarkBatchCommand> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly doors: DoorDirectory,
    private readonly site: SiteCalendar,
    private readonly occupancy: ZoneOccupancyReader,
  ) {}

  async execute({ user, body }: MarkBatchCommand): Promise<MarkOutcome[]> {
    // a repeated commandId is decided once, with its first mark (the runner answers the others)
    const marks = new Map<string, MarkDoorBody>();
    for (const mark of body.marks) if (!marks.has(mark.commandId)) marks.set(mark.commandId, mark);
    // a device's marks are automatic; the guard's screen syncing its offline queue marks by hand
    const automatic = body.origin !== 'GARITA';
    const outcomes = await this.runner.runBatch(
      body.marks.map((mark) => markContext(user, mark, automatic)),
      (reader, ctx, now) =>
        planMark(this.doors, reader, {
          user,
          body: present(marks.get(ctx.commandId), "a batch command's first mark"),
          automatic,
          now,
          site: this.site,
          deviceId: body.deviceId,
          occupancy: this.occupancy,
        }),
    );
    return outcomes.map((outcome, i) =>
      outcomeOf(present(body.marks[i], "an outcome's mark"), outcome),
    );
  }
}

function outcomeOf(mark: MarkDoorBody, outcome: BatchOutcome): MarkOutcome {
  if ('error' in outcome)
    return {
      commandId: mark.commandId,
      markId: '',
      granted: false,
      reason: null,
      revision: -1,
      position: 0,
      error: outcome.error.code,
    };
  const a = outcome.ok as MarkAnswer;
  return {
    commandId: mark.commandId,
    markId: a.markId,
    granted: a.granted,
    reason: a.reason,
    revision: a.revision,
    position: a.position,
  };
}
