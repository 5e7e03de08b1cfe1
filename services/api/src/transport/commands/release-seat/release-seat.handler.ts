import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { STREAMS } from '@faena/contracts';
import { CommandRunner } from '../../../platform/commands/command-runner';
import { releaseSeat } from '../../domain/trip.decider';
import { releaseWorkerDay } from '../../domain/worker-day.decider';
import { tripSpec, workerDaySpec } from '../../transport.streams';
import type { CommandAnswer } from '../command-answer';
import { ReleaseSeatCommand } from './release-seat.command';

@CommandHandler(ReleaseSeatCommand)
export class ReleaseSeatHandler implements ICommandHandler<ReleaseSeatCommand> {
  constructor(private readonly runner: CommandRunner) {}

  execute({ user, body }: ReleaseSeatCommand): Promise<CommandAnswer> {
    return this.runner.run({ commandId: body.commandId, user, payload: body }, async (reader) => {
      const tripStream = STREAMS.trip(body.tripId);
      const [released] = releaseSeat({ clientId: user.cid, seat: body.seat }, await reader.load(tripStream, tripSpec));
      const { personId, date, tripId, seat } = released.data;
      const dayStream = STREAMS.workerDay(personId, date);
      const freed = releaseWorkerDay({ personId, date, tripId, seat }, await reader.load(dayStream, workerDaySpec));
      return {
        id: body.tripId,
        extra: { seat: body.seat },
        writes: [
          { stream: tripStream, events: [released] },
          { stream: dayStream, events: freed },
        ],
      };
    });
  }
}
