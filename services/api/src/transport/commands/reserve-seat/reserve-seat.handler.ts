import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { STREAMS, type ReserveSeatBody } from '@faena/contracts';
import {
  CommandRunner,
  type Planned,
  type StreamReader,
} from '../../../platform/commands/command-runner';
import type { AuthUser } from '../../../platform/auth/auth-user';
import { loadPersonRequirements } from '../../../requirements/compliance.reader';
import { reserveSeat } from '../../domain/trip.decider';
import { bookWorkerDay } from '../../domain/worker-day.decider';
import {
  actorOf,
  combineWorkerFacts,
  tripSpec,
  unitPeriodsSpec,
  workerDaySpec,
  workerFactsSpec,
} from '../../transport.streams';
import type { CommandAnswer } from '../command-answer';
import { ReserveSeatCommand } from './reserve-seat.command';

/**
 * Two streams, one atomic append: the trip (no double booking, not over capacity) and the worker's
 * date (one seat per worker per date). Both at their read revisions, so of two racing
 * reservations of one seat, or of one worker on one date, exactly one is written.
 */
@CommandHandler(ReserveSeatCommand)
export class ReserveSeatHandler implements ICommandHandler<ReserveSeatCommand> {
  constructor(private readonly runner: CommandRunner) {}

  execute({ user, body }: ReserveSeatCommand): Promise<CommandAnswer> {
    return this.runner.run({ commandId: body.commandId, user, payload: body }, (reader) =>
      plan(reader, user, body),
    );
  }
}

async function plan(reader: StreamReader, user: AuthUser, body: ReserveSeatBody): Promise<Planned> {
  const tripStream = STREAMS.trip(body.tripId);
  const trip = await reader.load(tripStream, tripSpec);
  const person = await reader.load(STREAMS.person(body.personId), workerFactsSpec);
  // the trip must be of the caller's client (reserveSeat checks it), so that client's accreditation decides
  // loaded with the fixed spec (the command runner caches folded states per spec and stream), then combined
  const accreditation = await reader.load(
    STREAMS.personAccreditation(body.personId, user.cid),
    workerFactsSpec,
  );
  const worker = combineWorkerFacts(person, accreditation);
  const requirements = await loadPersonRequirements(reader, body.personId, user.cid);
  // the unit's accreditation at the trip's client (a trip of another client is refused by reserveSeat)
  const vehicleId = trip.trip?.vehicleId ?? null;
  const unit = vehicleId
    ? await reader.load(
        STREAMS.vehicleAccreditation(vehicleId, trip.trip?.clientId ?? user.cid),
        unitPeriodsSpec,
      )
    : [];
  const [reserved] = reserveSeat(
    { actor: actorOf(user), seat: body.seat, personId: body.personId, worker, requirements, unit },
    trip,
  );
  const { date } = reserved.data;
  const dayStream = STREAMS.workerDay(body.personId, date);
  const booked = bookWorkerDay(
    { personId: body.personId, date, tripId: body.tripId, seat: body.seat },
    await reader.load(dayStream, workerDaySpec),
  );
  return {
    id: body.tripId,
    extra: { seat: body.seat },
    writes: [
      { stream: tripStream, events: [reserved] },
      { stream: dayStream, events: booked },
    ],
  };
}
