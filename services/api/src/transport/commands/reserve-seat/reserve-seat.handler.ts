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

/** The person's facts at the caller's client (the trip must be of that client: reserveSeat checks it). */
async function workerOf(reader: StreamReader, user: AuthUser, personId: string) {
  const person = await reader.load(STREAMS.person(personId), workerFactsSpec);
  // loaded with the fixed spec (the command runner caches folded states per spec and stream), then combined
  const accreditation = await reader.load(
    STREAMS.personAccreditation(personId, user.cid),
    workerFactsSpec,
  );
  return combineWorkerFacts(person, accreditation);
}

type TripState = Awaited<ReturnType<typeof loadTrip>>;
const loadTrip = (reader: StreamReader, tripId: string) =>
  reader.load(STREAMS.trip(tripId), tripSpec);

/** The unit's accreditation at the trip's client (a trip of another client is refused by reserveSeat). */
async function unitOf(reader: StreamReader, user: AuthUser, trip: TripState) {
  const vehicleId = trip.trip?.vehicleId ?? null;
  if (!vehicleId) return [];
  const stream = STREAMS.vehicleAccreditation(vehicleId, trip.trip?.clientId ?? user.cid);
  return reader.load(stream, unitPeriodsSpec);
}

async function plan(reader: StreamReader, user: AuthUser, body: ReserveSeatBody): Promise<Planned> {
  const tripStream = STREAMS.trip(body.tripId);
  const trip = await loadTrip(reader, body.tripId);
  const worker = await workerOf(reader, user, body.personId);
  const requirements = await loadPersonRequirements(reader, body.personId, user.cid);
  const unit = await unitOf(reader, user, trip);
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
