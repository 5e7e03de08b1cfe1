import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { directionOf, STREAMS, ValidationError, type CommandResult } from '@faena/contracts';
import { SiteCalendar } from '@faena/core';
import { CommandRunner, type StreamSpec } from '../../../platform/commands/command-runner';
import { DoorDirectory } from '../../door-directory';
import { ZoneOccupancyReader } from '../../zone-occupancy-reader';
import {
  correctMark,
  evolvePersonMarks,
  initialPersonMarks,
  voidMark,
  type PersonMarks,
  type PersonMarksEvent,
} from '../../domain/manual-mark.decider';
import type { MarkAnswer } from '../mark-door/mark-door.command';
import { planMark } from '../mark-door/mark-door.handler';
import {
  CorrectMarkCommand,
  RegisterManualMarkCommand,
  VoidMarkCommand,
} from './manual-marks.commands';

const personMarksSpec: StreamSpec<PersonMarks, PersonMarksEvent> = {
  initial: initialPersonMarks,
  evolve: evolvePersonMarks,
};

/** A mark by hand is of a past moment: date and hour valid, and not later than now (§5). */
function pastInstant(
  site: SiteCalendar,
  { date, hour }: { date: string; hour: string },
  now: Date,
): Date {
  const instant = site.instantAt(date, hour);
  if (Number.isNaN(instant.getTime()))
    throw new ValidationError([{ path: 'hour', message: 'access:invalidHour' }]);
  if (instant.getTime() > now.getTime() + 60_000)
    throw new ValidationError([{ path: 'hour', message: 'access:markInFuture' }]);
  return instant;
}

/** Decided as of its moment by the same rules as a door mark, recorded MANUAL with the reason. */
@CommandHandler(RegisterManualMarkCommand)
export class RegisterManualMarkHandler implements ICommandHandler<RegisterManualMarkCommand> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly doors: DoorDirectory,
    private readonly site: SiteCalendar,
    private readonly occupancy: ZoneOccupancyReader,
  ) {}

  async execute({ user, body }: RegisterManualMarkCommand): Promise<MarkAnswer> {
    const ctx = { commandId: body.commandId, user, payload: { ...body, manual: true } };
    const answer = await this.runner.run(ctx, (reader, now) => {
      const instant = pastInstant(this.site, body, now);
      const mark = {
        commandId: body.commandId,
        personId: body.personId,
        doorId: body.doorId,
        direction: directionOf(body.mode),
        markedAt: instant.toISOString(),
      };
      return planMark(this.doors, reader, {
        user,
        body: mark,
        automatic: false,
        now,
        site: this.site,
        occupancy: this.occupancy,
        manual: { justification: body.reason },
      });
    });
    return answer as MarkAnswer;
  }
}

@CommandHandler(CorrectMarkCommand)
export class CorrectMarkHandler implements ICommandHandler<CorrectMarkCommand> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly site: SiteCalendar,
  ) {}

  execute({ user, body }: CorrectMarkCommand): Promise<CommandResult> {
    const ctx = { commandId: body.commandId, user, payload: body };
    return this.runner.run(ctx, async (reader, now) => {
      const stream = STREAMS.personMarks(body.personId);
      const state = await reader.load(stream, personMarksSpec);
      const date = state.marks[body.markId]?.date;
      const markedAt = date
        ? pastInstant(this.site, { date, hour: body.hour }, now).toISOString()
        : '';
      const events = correctMark(
        {
          markId: body.markId,
          personId: body.personId,
          clientId: user.cid,
          markedAt,
          hour: body.hour,
          mode: body.mode,
          reason: body.reason,
          correctedBy: user.sub,
        },
        state,
      );
      return { id: body.markId, writes: [{ stream, events }] };
    });
  }
}

@CommandHandler(VoidMarkCommand)
export class VoidMarkHandler implements ICommandHandler<VoidMarkCommand> {
  constructor(private readonly runner: CommandRunner) {}

  execute({ user, body }: VoidMarkCommand): Promise<CommandResult> {
    const ctx = { commandId: body.commandId, user, payload: body };
    return this.runner.run(ctx, async (reader) => {
      const stream = STREAMS.personMarks(body.personId);
      const state = await reader.load(stream, personMarksSpec);
      const events = voidMark(
        {
          markId: body.markId,
          personId: body.personId,
          clientId: user.cid,
          reason: body.reason,
          voidedBy: user.sub,
        },
        state,
      );
      return { id: body.markId, writes: [{ stream, events }] };
    });
  }
}
