import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { STREAMS, type ReleaseSeatBody } from '@faena/contracts';
import {
  CommandRunner,
  type Planned,
  type StreamReader,
} from '../../../platform/commands/command-runner';
import { hasPermission, type AuthUser } from '../../../platform/auth/auth-user';
import { passengerOn, releaseSeat } from '../../domain/trip.decider';
import { releaseWorkerDay } from '../../domain/worker-day.decider';
import { actorOf, tripSpec, workerDaySpec, workerFactsSpec } from '../../transport.streams';
import type { CommandAnswer } from '../command-answer';
import { ReleaseSeatCommand } from './release-seat.command';

/** Transport coordinators and administrators may free any seat of their client's trips. */
const coordinates = (user: AuthUser) =>
  hasPermission(user, 'transport.coordinate') || hasPermission(user, 'admin.operate');

/**
 * Frees a seat and the worker's date. Who may is decided by the trip's decider from the trip
 * stream's facts (who booked the seat, the passenger's company when booked) and, for seats booked
 * before the company was recorded, the passenger's person stream: no read model is consulted.
 */
@CommandHandler(ReleaseSeatCommand)
export class ReleaseSeatHandler implements ICommandHandler<ReleaseSeatCommand> {
  constructor(private readonly runner: CommandRunner) {}

  execute({ user, body }: ReleaseSeatCommand): Promise<CommandAnswer> {
    return this.runner.run({ commandId: body.commandId, user, payload: body }, (reader) =>
      plan(reader, user, body),
    );
  }
}

async function plan(reader: StreamReader, user: AuthUser, body: ReleaseSeatBody): Promise<Planned> {
  const tripStream = STREAMS.trip(body.tripId);
  const trip = await reader.load(tripStream, tripSpec);
  const passenger = passengerOn(trip, body.seat);
  const facts = passenger ? await reader.load(STREAMS.person(passenger), workerFactsSpec) : null;
  const input = {
    actor: actorOf(user),
    coordinator: coordinates(user),
    seat: body.seat,
    passengerCompanyId: facts?.person?.companyId ?? null,
  };
  const [released] = releaseSeat(input, trip);
  const { personId, date, tripId, seat } = released.data;
  const dayStream = STREAMS.workerDay(personId, date);
  const freed = releaseWorkerDay(
    { personId, date, tripId, seat },
    await reader.load(dayStream, workerDaySpec),
  );
  return {
    id: body.tripId,
    extra: { seat: body.seat },
    writes: [
      { stream: tripStream, events: [released] },
      { stream: dayStream, events: freed },
    ],
  };
}
